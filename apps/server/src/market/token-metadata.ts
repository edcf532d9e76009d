// The metadata provider (Helius DAS getAsset, docs/providers.md section 3): the mint's metadata URI,
// then that JSON's `image`. The API key goes in the `api-key` query parameter and never leaves the
// server. The metadata URI comes from provider data (the token creator's choice): it is fetched
// only from public internet addresses, on every hop, even when it is on the provider's own origin
// (provider-http.ts, docs/decisions/041).
import { fetchProviderJson, providerUrl, type ProviderLog } from './provider-http';

/** Longest image value accepted (a data: URI of a small SVG fits; a whole file does not). */
const IMAGE_MAX_LENGTH = 64 * 1024;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);

/** An image reference the browser may load: an http(s) URL or a data:image URI of bounded size. */
export function usableImage(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > IMAGE_MAX_LENGTH) return null;
  return isHttpUrl(value) || /^data:image\//i.test(value) ? value : null;
}

/** `result.content.json_uri` of getAsset for `mint`, or null (no asset, no URI). */
async function fetchMetadataUri(
  base: string,
  apiKey: string,
  mint: string,
  log: ProviderLog,
): Promise<string | null> {
  const url = providerUrl(base, '');
  url.searchParams.set('api-key', apiKey);
  const body = await fetchProviderJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: '1', method: 'getAsset', params: { id: mint } }),
    configuredOrigin: new URL(base).origin,
    log,
  });
  // "Asset not found" is a JSON-RPC error inside an HTTP 200 (docs/providers.md 3): no URI.
  if (!isObject(body) || !isObject(body.result) || !isObject(body.result.content)) return null;
  const uri = body.result.content.json_uri;
  return typeof uri === 'string' && isHttpUrl(uri) ? uri : null;
}

/**
 * The image the mint's off-chain metadata names, or null when there is no key, no asset, no URI,
 * no usable image, or any step fails (the caller falls back to the coin's image_uri).
 */
export async function fetchMetadataImage(
  options: { url: string; apiKey: string | undefined },
  mint: string,
  log: ProviderLog,
): Promise<string | null> {
  if (!options.apiKey) return null;
  try {
    const uri = await fetchMetadataUri(options.url, options.apiKey, mint, log);
    if (!uri) return null;
    // No configuredOrigin: the URI is provider data, so no hop of it skips the address guard.
    const metadata = await fetchProviderJson(new URL(uri), { log });
    return isObject(metadata) ? usableImage(metadata.image) : null;
  } catch {
    return null;
  }
}
