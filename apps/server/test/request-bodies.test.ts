// Request bodies over real connections: answers that come before the whole body was read (a size
// limit, a wrong file, a refused upload) must not leave the rest of that body on a kept-alive
// connection, where the next request would wait for an answer that never comes; a body that
// trickles in is cut; uploads in progress are capped per client.
import { readdir } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LOGO_MAX_BYTES } from '@memetank/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers';
import { createTestWallet } from './wallet-signer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Longest any answer below may take: today's hang lasted until the client gave up. */
const ANSWER_WITHIN_MS = 1_000;

interface Answer {
  status: number;
  body: string;
}

function multipart(kind: string, file: Buffer, filename: string) {
  const boundary = `----memetank${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('a kept-alive connection after an early answer', () => {
  let t: TestApp;
  let base: URL;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    cookie = await signIn(t.app, await createTestWallet());
  });
  afterAll(() => t.close());

  /** One client, one socket at a time, kept alive between requests, as a browser does. */
  function keepAliveClient() {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    /** `chunked`: sent without a content-length, as a stream of unknown size is. */
    const send = (path: string, body: Buffer, contentType: string, chunked = false) =>
      new Promise<Answer>((resolve, reject) => {
        const req = httpRequest(
          new URL(path, base),
          {
            method: 'POST',
            agent,
            headers: {
              cookie,
              'content-type': contentType,
              ...(chunked ? {} : { 'content-length': body.length }),
            },
            timeout: ANSWER_WITHIN_MS,
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('socket', (socket) => sockets.add(socket));
        req.on('timeout', () => {
          req.destroy();
          reject(new Error(`no answer to POST ${path} within ${ANSWER_WITHIN_MS} ms`));
        });
        // A client writing a body the server stopped reading sees the socket close: the answer,
        // when it came, has been kept above.
        req.on('error', (error) => reject(error));
        req.end(body);
      });
    return { send, sockets, close: () => agent.destroy() };
  }

  it('answers a too-large logo, a wrong file and a malformed submission each within a second', async () => {
    const client = keepAliveClient();
    try {
      const upload = (file: Buffer, name: string) => {
        const form = multipart('logo', file, name);
        return client.send('/api/uploads', form.body, form.contentType);
      };
      const small = await upload(PNG, 'logo.png');
      expect(small.status).toBe(201);

      const huge = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1024 * 1024)]);
      const tooLarge = await upload(huge, 'logo.png');
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body).error.message).toBe(
        'Please select an image smaller than 5MB',
      );

      const text = await upload(Buffer.from('not an image at all'), 'logo.png');
      expect(text.status).toBe(400);

      const malformed = Buffer.from('{"name": ');
      const first = await client.send('/api/projects', malformed, 'application/json');
      expect(first.status).toBe(400);
      const again = await client.send('/api/projects', malformed, 'application/json');
      expect(again.status).toBe(400);
    } finally {
      client.close();
    }
  });

  it('answers the next request after a JSON body over the limit, of known or unknown length', async () => {
    const client = keepAliveClient();
    try {
      const overLimit = Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
      for (const chunked of [false, true]) {
        const refused = await client.send('/api/projects', overLimit, 'application/json', chunked);
        expect(refused.status).toBe(413);
        const next = await client.send('/api/projects', Buffer.from('{'), 'application/json');
        expect(next.status).toBe(400);
      }
    } finally {
      client.close();
    }
  });
});

/** Opens a raw connection, sends `head` and then `body` a byte at a time every `everyMs`. */
function trickle(base: URL, head: string, body: Buffer, everyMs: number) {
  const socket = connect(Number(base.port), base.hostname);
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < body.length && socket.writable) socket.write(body.subarray(sent, ++sent));
  }, everyMs);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    }),
  );
  return { closed, sentBytes: () => sent, destroy: () => socket.destroy() };
}

function uploadHead(base: URL, cookie: string, contentType: string, length: number) {
  return (
    `POST /api/uploads HTTP/1.1\r\nhost: ${base.host}\r\ncookie: ${cookie}\r\n` +
    `content-type: ${contentType}\r\ncontent-length: ${length}\r\n\r\n`
  );
}

describe('slow and concurrent uploads', () => {
  let t: TestApp;
  let base: URL;
  let cookie: string;
  let incomingDir: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { REQUEST_TIMEOUT_SECONDS: '1', UPLOADS_IN_PROGRESS_PER_IP: '1' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    cookie = await signIn(t.app, await createTestWallet());
    incomingDir = join(t.app.services.config.uploadsDir, '.incoming');
  });
  afterAll(() => t.close());

  it('cuts a body sent a byte at a time with 408 and keeps nothing of it', async () => {
    const form = multipart('logo', Buffer.concat([PNG, Buffer.alloc(64 * 1024)]), 'logo.png');
    const slow = trickle(
      base,
      uploadHead(base, cookie, form.contentType, form.body.length),
      form.body,
      20,
    );
    const started = Date.now();
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    expect(slow.sentBytes()).toBeLessThan(form.body.length);
    // Cut at the request timeout (1 s here), checked every tenth of it.
    expect(Date.now() - started).toBeLessThan(5_000);
    // The part of the file that had arrived was written to disk, never held whole, and is gone.
    expect(await readdir(incomingDir).catch(() => [])).toEqual([]);
    const fresh = multipart('logo', PNG, 'logo.png');
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': fresh.contentType },
      payload: fresh.body,
    });
    expect(after.statusCode).toBe(201);
  });

  it('refuses a second upload in progress from the same address with 429 until the first ends', async () => {
    const form = multipart('logo', Buffer.concat([PNG, Buffer.alloc(1024)]), 'logo.png');
    const first = trickle(
      base,
      uploadHead(base, cookie, form.contentType, form.body.length),
      form.body.subarray(0, 200),
      50,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await fetch(new URL('/api/uploads', base), {
      method: 'POST',
      headers: { cookie, 'content-type': form.contentType },
      body: form.body,
    });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: unknown }).error).toEqual({
      code: 'TOO_MANY_UPLOADS',
      message:
        'Too many uploads are in progress from your network. Wait for one to finish and try again.',
    });
    first.destroy();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await fetch(new URL('/api/uploads', base), {
      method: 'POST',
      headers: { cookie, 'content-type': form.contentType },
      body: form.body,
    });
    expect(third.status).toBe(201);
  });
});
