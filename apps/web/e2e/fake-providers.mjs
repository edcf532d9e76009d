// Stand-ins for the outside services the server calls, for e2e runs without internet. Answers in
// the providers' real shapes (see PROVIDERS.md): the price provider's simple price for now.
// Usage: node apps/web/e2e/fake-providers.mjs (port E2E_PROVIDER_PORT, default 3290).
import { createServer } from 'node:http';

const port = Number(process.env.E2E_PROVIDER_PORT ?? 3290);

// The SOL price e2e tests expect in the header: "$187.23".
const FAKE_SOL_PRICE_USD = 187.23;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/simple/price') {
    return send(200, { solana: { usd: FAKE_SOL_PRICE_USD } });
  }
  if (request.method === 'GET' && url.pathname === '/health') return send(200, { ok: true });
  return send(404, { error: `No fake for ${request.method} ${url.pathname}` });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`fake providers on http://127.0.0.1:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
