// The one transport of every call to an outside provider (token data and trades, token metadata
// and the metadata JSON it points to, the SOL price): the request, its timeout, its body limit, the
// redirects it follows, the public-address guard on every hop, and the failure kinds the callers
// map to the API's errors (docs/decisions/027, 041).
//
// Only the first hop of a call made to a provider URL the operator configured (TOKEN_DATA_API_URL,
// TOKEN_METADATA_API_URL, SOL_PRICE_API_URL: tests and the e2e point them at 127.0.0.1) may reach
// any address. Every redirect, and every URL taken from provider data (a metadata URI, even on the
// provider's own origin), may only reach public internet addresses (public-address.ts).
import {
  Agent as HttpAgent,
  STATUS_CODES,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { NotPublicError, assertPublicUrl, publicLookup } from './public-address';

export const PROVIDER_TIMEOUT_MS = 5_000;
/** Provider answers are small JSON documents; a larger body is refused rather than buffered. */
export const PROVIDER_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Redirects followed in one call; one more is a failure. */
export const PROVIDER_MAX_REDIRECTS = 3;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A provider call that did not give a usable answer. */
export class ProviderError extends Error {
  constructor(
    /**
     * 'status': a non-2xx answer; 'not-found': the provider does not know the item (set by the
     * adapters); 'refused': the URL or a redirect names a non-public address or is not http(s);
     * 'unreachable': network error, timeout, too many redirects, oversized or non-JSON body.
     */
    readonly kind: 'status' | 'not-found' | 'unreachable' | 'refused',
    message: string,
    readonly status?: number,
    readonly statusText?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderLog {
  warn(message: string): void;
}

/** `path` resolved under `base`, keeping any path `base` already has. */
export function providerUrl(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}

export interface ProviderRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * The origin of the operator-configured provider URL this call is made to (e.g.
   * `new URL(config.providers.tokenDataUrl).origin`). A first hop on exactly this origin is not
   * address-checked; without it, or on any other origin, every hop is.
   */
  configuredOrigin?: string;
  /** Gets "API request failed: {status}" (the web app's wording) for a non-2xx answer. */
  log?: ProviderLog;
  /** For the whole call: every hop and the body. */
  timeoutMs?: number;
  maxBytes?: number;
}

interface Hop {
  url: URL;
  method: string;
  headers: OutgoingHttpHeaders;
  body: string | undefined;
  /** Whether only public addresses may be reached. */
  guarded: boolean;
}

// Guarded and unguarded hops never share a pooled connection: a socket opened to an operator's
// private provider must not carry a request the guard would have refused.
const agents = {
  configured: {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true }),
  },
  guarded: {
    'http:': new HttpAgent({ keepAlive: true, lookup: publicLookup }),
    'https:': new HttpsAgent({ keepAlive: true, lookup: publicLookup }),
  },
};

const isNotPublic = (error: unknown): boolean =>
  error instanceof NotPublicError ||
  (error as { code?: unknown } | null)?.code === 'ENOTPUBLIC' ||
  (error instanceof AggregateError && error.errors.some(isNotPublic));

/** The request of one hop, answered with its response head; failures become ProviderError. */
function send(hop: Hop, signal: AbortSignal, timeoutMs: number): Promise<IncomingMessage> {
  const { url } = hop;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new ProviderError('refused', `${url.protocol} URLs are not fetched`));
  }
  if (hop.guarded) {
    try {
      assertPublicUrl(url);
    } catch (error) {
      return Promise.reject(new ProviderError('refused', (error as Error).message));
    }
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const agent = (hop.guarded ? agents.guarded : agents.configured)[url.protocol];
  const attempt = (retried: boolean): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: hop.method,
          headers: hop.headers,
          agent,
          ...(hop.guarded ? { lookup: publicLookup } : {}),
          signal,
        },
        resolve,
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed meanwhile: once more on a new one (Node's advice).
        if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET' && !signal.aborted) {
          resolve(attempt(true));
          return;
        }
        if (isNotPublic(error)) {
          reject(new ProviderError('refused', `${url.host} refused: ${error.message}`));
        } else if (signal.aborted) {
          reject(new ProviderError('unreachable', `${url.host} timed out after ${timeoutMs} ms`));
        } else {
          reject(new ProviderError('unreachable', `${url.host} unreachable: ${error.message}`));
        }
      });
      outgoing.end(hop.body);
    });
  return attempt(false);
}

/** Drops an answer that is not read (a redirect, an error status), keeping its socket usable. */
function discard(response: IncomingMessage) {
  response.on('error', () => {});
  response.resume();
}

/** The hop a redirect leads to: always guarded; 303 (and 301/302 after a POST) become a GET. */
function redirected(hop: Hop, status: number, location: string): Hop {
  let url: URL;
  try {
    url = new URL(location, hop.url);
  } catch {
    throw new ProviderError('unreachable', `${hop.url.host} redirected to a malformed URL`);
  }
  const toGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  if (!toGet) return { ...hop, url, guarded: true };
  const headers = { ...hop.headers };
  delete headers['content-type'];
  delete headers['content-length'];
  return { url, method: 'GET', headers, body: undefined, guarded: true };
}

async function readLimited(
  response: IncomingMessage,
  host: string,
  limits: { maxBytes: number; signal: AbortSignal; timeoutMs: number },
): Promise<string> {
  const { maxBytes, signal, timeoutMs } = limits;
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    discard(response);
    response.destroy();
    throw new ProviderError('unreachable', `${host} answer larger than ${maxBytes} bytes`);
  }
  const onAbort = () => response.destroy(new Error(`timed out after ${timeoutMs} ms`));
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    if (signal.aborted) onAbort();
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        response.destroy();
        throw new ProviderError('unreachable', `${host} answer larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError('unreachable', `${host} answer cut short: ${(error as Error).message}`);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Requests `url` and parses its JSON body, following up to PROVIDER_MAX_REDIRECTS redirects, with
 * the public-address guard on every hop but an operator-configured first one. Throws ProviderError:
 * 'status' for a non-2xx answer (logged "API request failed: {status}"), 'refused' for a
 * non-public address, 'unreachable' for the rest.
 */
export async function fetchProviderJson(url: URL, request: ProviderRequest = {}): Promise<unknown> {
  const timeoutMs = request.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const maxBytes = request.maxBytes ?? PROVIDER_MAX_BODY_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: OutgoingHttpHeaders = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
  let hop: Hop = {
    url,
    method: request.method ?? 'GET',
    headers,
    body: request.body,
    guarded: request.configuredOrigin === undefined || url.origin !== request.configuredOrigin,
  };
  for (let redirects = 0; ; redirects += 1) {
    const response = await send(hop, signal, timeoutMs);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      discard(response);
      if (redirects >= PROVIDER_MAX_REDIRECTS) {
        throw new ProviderError('unreachable', `more than ${PROVIDER_MAX_REDIRECTS} redirects`);
      }
      hop = redirected(hop, status, location);
      continue;
    }
    if (status < 200 || status >= 300) {
      discard(response);
      request.log?.warn(`API request failed: ${status}`);
      const statusText = response.statusMessage || STATUS_CODES[status] || '';
      throw new ProviderError('status', `HTTP ${status}`, status, statusText);
    }
    const text = await readLimited(response, hop.url.host, { maxBytes, signal, timeoutMs });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderError('unreachable', `${hop.url.host} answered a body that is not JSON`);
    }
  }
}
