// The home page baseline's data API (bench/README.md, figure 3): a table-style data API in
// PostgREST's shape (the backend the baseline approach assumes) answering "projects where
// status=approved ordered by created_at descending" with every row, and the small page in this
// folder that loads them all and renders the first cards. Compresses its answers exactly when our
// server does (COMPRESS=gzip), so the two approaches are compared under the same transport.
// Usage: PORT=... DATABASE_URL=... [COMPRESS=gzip] node bench/baseline/server.mjs
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import pg from 'pg';

const gzipAsync = promisify(gzip);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
pool.on('error', () => {});
const compress = process.env.COMPRESS === 'gzip';
const files = {
  '/': {
    type: 'text/html; charset=utf-8',
    body: readFileSync(new URL('index.html', import.meta.url)),
  },
  '/app.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(new URL('app.js', import.meta.url)),
  },
};

// A whole project row, every column the baseline page may show, built in the database as
// PostgREST does (json_agg).
const ALL_APPROVED = `
  select coalesce(json_agg(row_to_json(p)), '[]')::text as json from (
    select id, name, description, long_description, logo, token_address, creator_wallet, status,
      funding_goal_units / 1e9 as funding_goal, current_funding_units / 1e9 as current_funding,
      risk_score, ceil(extract(epoch from deadline - now()) / 86400)::int || ' days' as time_left,
      investor_count, upvotes, likes_count, pitch_deck_url, twitter_url, telegram_url,
      discord_url, website_url, created_at, updated_at
    from projects where status = 'approved' order by created_at desc) p`;

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} type @param {Buffer} body
 */
async function send(request, response, type, body) {
  const headers = { 'content-type': type, 'cache-control': 'no-cache' };
  if (compress && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
    const zipped = await gzipAsync(body);
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
    response.end(zipped);
    return;
  }
  response.writeHead(200, headers);
  response.end(body);
}

createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const answer = async () => {
    if (path === '/health') return void response.writeHead(200).end('ok');
    if (path === '/rest/v1/projects') {
      const { rows } = await pool.query(ALL_APPROVED);
      return send(request, response, 'application/json; charset=utf-8', Buffer.from(rows[0].json));
    }
    const file = files[/** @type {keyof typeof files} */ (path)];
    if (file) return send(request, response, file.type, file.body);
    response.writeHead(404).end();
  };
  answer().catch((error) => {
    console.error(error);
    response.writeHead(500).end();
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
