// A small HTTP server on 127.0.0.1 answering like an external provider, recording each request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeServer {
  url: string;
  requests: { at: number; body: string }[];
  close(): Promise<void>;
}

export async function startFakeServer(
  handler: (
    request: IncomingMessage,
    response: ServerResponse,
    body: string,
    index: number,
  ) => void,
): Promise<FakeServer> {
  const requests: { at: number; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ at: Date.now(), body });
      handler(request, response, body, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
