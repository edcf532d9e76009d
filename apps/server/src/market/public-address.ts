// Which addresses an outgoing provider request may reach when the URL is not the operator's own
// configuration (a metadata URI from provider data, any redirect): only the public internet, so a
// URL chosen by someone else cannot make the server call this machine, its private network or a
// cloud metadata service (SSRF). provider-http.ts applies this on every hop, when the socket
// connects, so a DNS answer that changes between a check and the connection cannot slip through.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// This machine, private and shared networks, link-local (cloud metadata), multicast, reserved.
// Two lists: Node's BlockList also checks an IPv4 address against IPv6 rules as its IPv4-mapped
// form, so one list holding ::ffff:0:0/96 refused every IPv4 address, public ones included.
const NON_PUBLIC_V4 = new BlockList();
const NON_PUBLIC_V6 = new BlockList();
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
  NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified and loopback (also inside ::/96 below).
  ['::', 128],
  ['::1', 128],
  // Addresses that embed an IPv4 address, so they could name any IPv4 address, private ones
  // included: IPv4-compatible (deprecated), IPv4-mapped, NAT64 (well-known and local-use), 6to4.
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4
    ? !NON_PUBLIC_V4.check(address, 'ipv4')
    : !NON_PUBLIC_V6.check(address, 'ipv6');
}

/** An address or a URL the guard refuses; `code` ENOTPUBLIC. */
export class NotPublicError extends Error {
  readonly code = 'ENOTPUBLIC';
  constructor(message: string) {
    super(message);
    this.name = 'NotPublicError';
  }
}

/** dns.lookup that refuses a host name with any non-public address. */
export const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(new NotPublicError(`${hostname} is not a public internet address`), '', 0);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * Throws NotPublicError when `url` names a non-public IP literal (a lookup never sees those: the
 * socket connects to them directly). Host names are checked by `publicLookup` when connecting.
 */
export function assertPublicUrl(url: URL): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) {
    throw new NotPublicError(`${host} is not a public internet address`);
  }
}
