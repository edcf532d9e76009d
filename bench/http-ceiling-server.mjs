// The HTTP ceiling: a bare node:http server answering each path with the very bytes (status,
// headers, body) our server sent for it, from memory. Usage: node bench/http-ceiling-server.mjs
// answers.json (PORT from the environment); answers.json maps a path to { status, headers, body
// (base64) }.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** @type {Record<string, { status: number, headers: Record<string, string>, body: string }>} */
const answers = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
// Connection headers are the server's own business; the rest goes out as captured.
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const prepared = new Map(
  Object.entries(answers).map(([path, answer]) => {
    const body = Buffer.from(answer.body, 'base64');
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => !perConnection.has(name.toLowerCase())),
    );
    headers['content-length'] = String(body.length);
    return [path, { status: answer.status, headers, body }];
  }),
);

createServer((request, response) => {
  const answer = prepared.get(request.url ?? '/');
  if (!answer) {
    response.writeHead(request.url === '/health' ? 200 : 404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
