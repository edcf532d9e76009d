// Fetching a URL somebody else chose (a token's metadata URI is set by whoever minted the token):
// only public internet addresses, so such a URI cannot make the server reach this machine, its
// private network or a cloud metadata service (SSRF). The address is checked when the socket
// connects, for the first URL and for every redirect, so a DNS answer that changes between a
// check and the connection cannot slip through.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { PROVIDER_MAX_BODY_BYTES, PROVIDER_TIMEOUT_MS, type ProviderLog } from './provider-http';

const MAX_REDIRECTS = 3;

/** This machine, private and shared networks, link-local (cloud metadata), multicast, reserved. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and NAT64 addresses could name any IPv4 address, private ones included.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** dns.lookup that refuses a host name with any non-public address. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const reason = new Error(`${hostname} is not a public internet address`);
      return callback(Object.assign(reason, { code: 'ENOTPUBLIC' }), '', 0);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** Refuses what is not http(s) or names a non-public IP literal (a lookup never sees those). */
function checkUrl(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${url.protocol} URLs are not fetched`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) {
    throw new Error(`${host} is not a public internet address`);
  }
}

function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    request(url, { headers: { accept: 'application/json' }, lookup: publicLookup, signal }, resolve)
      .on('error', reject)
      .end();
  });
}

async function readJson(response: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > PROVIDER_MAX_BODY_BYTES) {
      response.destroy();
      throw new Error(`answer larger than ${PROVIDER_MAX_BODY_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/**
 * GETs `url` and parses its JSON body, following up to three redirects, within the providers'
 * timeout and body limit. Throws when an address is not public, on a non-2xx answer (logged as
 * the providers' are: "API request failed: {status}"), a timeout, an oversized or non-JSON body.
 */
export async function fetchPublicJson(url: URL, log: ProviderLog): Promise<unknown> {
  const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    checkUrl(current);
    const response = await get(current, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location && redirects < MAX_REDIRECTS) {
      response.resume();
      current = new URL(location, current);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      log.warn(`API request failed: ${status}`);
      throw new Error(`HTTP ${status}`);
    }
    return readJson(response);
  }
}
