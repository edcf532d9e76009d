// What the soak's simulated browsers need: an Ed25519 wallet that signs in through the real SIWS
// flow and signs submissions, a timed JSON call, and an event-stream reader that reconnects the
// way EventSource does.
import { webcrypto } from 'node:crypto';
import { get } from 'node:http';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** @param {Uint8Array} bytes */
function base58(bytes) {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/**
 * @typedef {object} Wallet
 * @property {string} address
 * @property {(message: string) => Promise<string>} sign  base64 signature of the UTF-8 text
 */

/** @returns {Promise<Wallet>} */
export async function createWallet() {
  const keys = /** @type {webcrypto.CryptoKeyPair} */ (
    await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])
  );
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', keys.publicKey));
  return {
    address: base58(raw),
    async sign(message) {
      const signature = await webcrypto.subtle.sign(
        { name: 'Ed25519' },
        keys.privateKey,
        new TextEncoder().encode(message),
      );
      return Buffer.from(signature).toString('base64');
    },
  };
}

/**
 * @typedef {object} Answer
 * @property {number} status  0 when the request failed without an answer
 * @property {any} body
 * @property {number} ms
 * @property {string} [failure]  the network error, when status is 0
 */

/**
 * A JSON call with a deadline; never throws.
 * @param {string} base
 * @param {string} method
 * @param {string} path
 * @param {{ cookie?: string, body?: unknown, timeoutMs?: number }} [options]
 * @returns {Promise<Answer>}
 */
export async function call(base, method, path, options = {}) {
  const started = performance.now();
  try {
    /** @type {Record<string, string>} */
    const headers = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body, ms: performance.now() - started };
  } catch (error) {
    return {
      status: 0,
      body: null,
      ms: performance.now() - started,
      failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/** Signs in over HTTP (nonce, signature, verify); gives the session cookie. @param {string} base @param {Wallet} wallet */
export async function signIn(base, wallet) {
  const nonce = await call(base, 'POST', '/api/auth/nonce', { body: { address: wallet.address } });
  if (nonce.status !== 200) throw new Error(`nonce: ${nonce.status} ${JSON.stringify(nonce.body)}`);
  const message = String(nonce.body.message);
  const response = await fetch(`${base}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      address: wallet.address,
      message,
      signature: await wallet.sign(message),
    }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('memetank_session='));
  await response.arrayBuffer();
  if (response.status !== 200 || !cookie) throw new Error(`sign-in: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

/**
 * @typedef {object} Subscriber
 * @property {string} projectId
 * @property {{ at: number, event: string, data: any }[]} events
 * @property {{ from: number, to: number }[]} connected  periods the stream was open
 * @property {number} reconnects
 * @property {string[]} problems  unexpected statuses while (re)connecting
 * @property {() => void} close
 */

/**
 * An EventSource-like reader of GET /api/projects/:id/events: reconnects after `retryMs` when the
 * server ends the stream (a resync or a restart), until closed.
 * @param {string} base @param {string} projectId @param {number} [retryMs]
 * @returns {Subscriber}
 */
export function subscribe(base, projectId, retryMs = 500) {
  /** @type {Subscriber} */
  const subscriber = {
    projectId,
    events: [],
    connected: [],
    reconnects: -1,
    problems: [],
    close: () => {
      closed = true;
      current?.destroy();
    },
  };
  let closed = false;
  /** @type {import('node:http').ClientRequest | undefined} */
  let current;
  const open = () => {
    if (closed) return;
    subscriber.reconnects += 1;
    /** @type {{ from: number, to: number } | undefined} */
    let period;
    let ended = false;
    const again = () => {
      if (ended) return;
      ended = true;
      if (period) period.to = Date.now();
      if (!closed) setTimeout(open, retryMs);
    };
    current = get(
      `${base}/api/projects/${projectId}/events`,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          subscriber.problems.push(`status ${response.statusCode}`);
          response.resume();
          response.once('close', again);
          return;
        }
        period = { from: Date.now(), to: Number.POSITIVE_INFINITY };
        subscriber.connected.push(period);
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (/** @type {string} */ chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const data = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0) {
              subscriber.events.push({ at: Date.now(), event, data: JSON.parse(data.join('\n')) });
            }
          }
        });
        response.once('close', again);
        response.once('error', () => {});
      },
    );
    current.once('error', again);
  };
  open();
  return subscriber;
}
