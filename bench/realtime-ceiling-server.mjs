// The realtime ceiling: our design with nothing else in it. A bare node:http process holding
// server-sent event streams and one LISTEN connection; POST /publish {commentId} sends a NOTIFY,
// and every process hands each notification to its own streams. Two of them on one PostgreSQL
// stand for our two server processes.
// Usage: PORT=... DATABASE_URL=... node bench/realtime-ceiling-server.mjs
import { createServer } from 'node:http';
import pg from 'pg';

const CHANNEL = 'memetank_bench_ceiling';
const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
await listener.connect();
await listener.query(`LISTEN ${CHANNEL}`);
/** @type {Set<import('node:http').ServerResponse>} */
const streams = new Set();
listener.on('notification', (message) => {
  const text = `event: comment\ndata: ${message.payload}\n\n`;
  for (const stream of streams) stream.write(text);
});

createServer((request, response) => {
  if (request.url === '/health') return void response.writeHead(200).end('ok');
  if (request.url === '/stream') {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.write(': connected\n\n');
    streams.add(response);
    request.on('close', () => streams.delete(response));
    return;
  }
  if (request.url === '/publish' && request.method === 'POST') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      pool
        .query('select pg_notify($1, $2)', [CHANNEL, body])
        .then(() => response.writeHead(201).end(body))
        .catch(() => response.writeHead(500).end());
    });
    return;
  }
  response.writeHead(404).end();
}).listen(Number(process.env.PORT), '127.0.0.1');

process.once('SIGTERM', () => {
  for (const stream of streams) stream.end();
  void Promise.all([listener.end(), pool.end()]).finally(() => process.exit(0));
});
