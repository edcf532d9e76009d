// HTTP plumbing the token providers share: a bounded fetch (timeout, body size) and the failure
// kinds the token-data service maps to the API's errors.
import { STATUS_CODES } from 'node:http';

export const PROVIDER_TIMEOUT_MS = 5_000;
/** Provider answers are small JSON documents; a larger body is refused rather than buffered. */
export const PROVIDER_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** A provider call that did not give a usable answer. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'status' | 'not-found' | 'unreachable',
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

/**
 * Fetches `url` and parses its JSON body. A non-OK answer logs "API request failed: {status}" (the
 * spec's wording) and throws ProviderError 'status'; a network error, a timeout, an oversized or
 * non-JSON body throws ProviderError 'unreachable'.
 */
export async function fetchProviderJson(
  url: URL,
  log: ProviderLog,
  init: RequestInit = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError('unreachable', `${url.host} unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) {
    log.warn(`API request failed: ${response.status}`);
    await response.body?.cancel().catch(() => {});
    const statusText = response.statusText || STATUS_CODES[response.status] || '';
    throw new ProviderError('status', `HTTP ${response.status}`, response.status, statusText);
  }
  const text = await readLimited(response, PROVIDER_MAX_BODY_BYTES);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError('unreachable', `${url.host} answered a body that is not JSON`);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new ProviderError('unreachable', `answer larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError('unreachable', `answer cut short: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}
