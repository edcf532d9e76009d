// The providers' one transport (provider-http.ts) and its address guard (public-address.ts): only
// an operator-configured first hop may reach this machine; every redirect and every URL without a
// configured origin must reach the public internet.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_MAX_REDIRECTS, ProviderError, fetchProviderJson } from './provider-http';
import type * as PublicAddress from './public-address';
import { isPublicAddress } from './public-address';

// In this file 127.0.0.2 stands for a public internet host (tests have no internet): the guard
// lets it through, and only it; every other address is judged as in production.
const { PUBLIC_STAND_IN } = vi.hoisted(() => ({ PUBLIC_STAND_IN: '127.0.0.2' }));
vi.mock('./public-address', async (importOriginal) => {
  const actual = await importOriginal<typeof PublicAddress>();
  return {
    ...actual,
    isPublicAddress: (address: string) =>
      address === PUBLIC_STAND_IN || actual.isPublicAddress(address),
    assertPublicUrl: (url: URL) => {
      if (url.hostname !== PUBLIC_STAND_IN) actual.assertPublicUrl(url);
    },
  };
});

interface Host {
  url: string;
  requests: { method: string; url: string; body: string; contentType?: string }[];
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse, host: Host) => void;

async function listen(address: string, handler: () => Handler): Promise<Host> {
  const requests: Host['requests'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        body,
        contentType: request.headers['content-type'],
      });
      handler()(request, response, host);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  const host: Host = {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return host;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const redirect = (response: ServerResponse, status: number, location: string) => {
  response.writeHead(status, { location });
  response.end();
};

/** Answers `{ ok: path }`, or redirects as `redirects` says for a path. */
let redirects: Record<string, { status: number; to: () => string }> = {};
const answer: Handler = (request, response, host) => {
  const path = request.url ?? '/';
  const rule = redirects[path];
  if (rule) return redirect(response, rule.status, rule.to());
  json(response, 200, { ok: path, host: host.url });
};

let configured: Host; // the operator's provider, on this machine as in tests and the e2e
let publicHost: Host; // the public internet's stand-in
let internal: Host; // a service on this machine nothing should reach but the operator's first hop
let internal6: Host; // the same on [::1]

beforeAll(async () => {
  configured = await listen('127.0.0.1', () => answer);
  publicHost = await listen(PUBLIC_STAND_IN, () => answer);
  internal = await listen('127.0.0.1', () => answer);
  internal6 = await listen('::1', () => answer);
});
afterAll(async () => {
  await Promise.all([configured, publicHost, internal, internal6].map((host) => host.close()));
});
beforeEach(() => {
  redirects = {};
  for (const host of [configured, publicHost, internal, internal6]) host.requests.length = 0;
});

const fromConfigured = (path: string, init: Parameters<typeof fetchProviderJson>[1] = {}) =>
  fetchProviderJson(new URL(path, configured.url), {
    ...init,
    configuredOrigin: new URL(configured.url).origin,
  });

describe('the public-address guard', () => {
  it.each([
    ['IPv4-compatible IPv6 (::/96) of 127.0.0.1', '::7f00:1'],
    ['IPv4-compatible IPv6 (::/96) of 10.0.0.1', '::a00:1'],
    ['local-use NAT64 (64:ff9b:1::/48) of 127.0.0.1', '64:ff9b:1::7f00:1'],
    ['local-use NAT64 (64:ff9b:1::/48) of 8.8.8.8', '64:ff9b:1:ffff::808:808'],
    ['6to4 (2002::/16) of 127.0.0.1', '2002:7f00:1::1'],
    ['6to4 (2002::/16) of 169.254.169.254', '2002:a9fe:a9fe::'],
    ['well-known NAT64 (64:ff9b::/96)', '64:ff9b::a9fe:a9fe'],
    ['IPv4-mapped (::ffff:0:0/96)', '::ffff:127.0.0.1'],
    ['loopback', '::1'],
    ['unspecified', '::'],
    ['unique local', 'fd00::1'],
    ['link local', 'fe80::1'],
    ['loopback IPv4', '127.0.0.1'],
    ['cloud metadata', '169.254.169.254'],
    ['private', '192.168.1.1'],
    ['shared (CGNAT)', '100.64.0.1'],
  ])('refuses %s', (_case, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    'lets the public address %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('the providers transport', () => {
  it("reaches an operator-configured provider on this machine, on the call's first hop only", async () => {
    expect(await fromConfigured('/coins/a')).toMatchObject({ ok: '/coins/a' });
    // The same URL without the configured origin (a URL from provider data) is refused.
    await expect(fetchProviderJson(new URL('/coins/a', configured.url))).rejects.toMatchObject({
      kind: 'refused',
    });
    expect(configured.requests).toHaveLength(1);
  });

  it("never lets a guarded request ride on a kept-alive connection to the operator's provider", async () => {
    // The operator's provider by host name (resolved without the guard), then the same URL as
    // provider data would give it: the guard resolves the name itself and refuses.
    const byName = `http://localhost:${new URL(configured.url).port}`;
    const origin = new URL(byName).origin;
    expect(
      await fetchProviderJson(new URL('/coins/a', byName), { configuredOrigin: origin }),
    ).toMatchObject({ ok: '/coins/a' });
    await expect(fetchProviderJson(new URL('/secret', byName))).rejects.toMatchObject({
      kind: 'refused',
    });
    expect(configured.requests.map((request) => request.url)).toEqual(['/coins/a']);
  });

  it.each([301, 302, 303, 307, 308])(
    'refuses a %i redirect from the configured provider to this machine, even to its own origin',
    async (status) => {
      for (const target of [
        () => `${internal.url}/secret`,
        () => `${internal6.url}/secret`,
        () => `http://localhost:${new URL(internal.url).port}/secret`,
        () => `${configured.url}/secret`,
        () => 'http://169.254.169.254/latest/meta-data/',
      ]) {
        redirects = { '/coins/a': { status, to: target } };
        const error = await fromConfigured('/coins/a').catch((caught: unknown) => caught);
        expect(error, target()).toBeInstanceOf(ProviderError);
        expect((error as ProviderError).kind, target()).toBe('refused');
      }
      expect(internal.requests).toHaveLength(0);
      expect(internal6.requests).toHaveLength(0);
      expect(configured.requests.map((request) => request.url)).not.toContain('/secret');
    },
  );

  it('follows a redirect to a public address, then refuses one from there back to this machine', async () => {
    redirects = {
      '/coins/a': { status: 302, to: () => `${publicHost.url}/moved` },
      '/coins/b': { status: 302, to: () => `${publicHost.url}/bounce` },
      '/bounce': { status: 307, to: () => `${internal.url}/secret` },
    };
    expect(await fromConfigured('/coins/a')).toMatchObject({ ok: '/moved', host: publicHost.url });
    await expect(fromConfigured('/coins/b')).rejects.toMatchObject({ kind: 'refused' });
    await expect(fetchProviderJson(new URL(`${publicHost.url}/bounce`))).rejects.toMatchObject({
      kind: 'refused',
    });
    expect(internal.requests).toHaveLength(0);
  });

  it('keeps a POST and its body through 307 and 308, and turns it into a GET without a body on 303', async () => {
    redirects = {
      '/rpc-307': { status: 307, to: () => `${publicHost.url}/rpc` },
      '/rpc-308': { status: 308, to: () => `${publicHost.url}/rpc` },
      '/rpc-303': { status: 303, to: () => `${publicHost.url}/result` },
    };
    const post = {
      method: 'POST' as const,
      body: '{"id":1}',
      headers: { 'content-type': 'application/json' },
    };
    await fromConfigured('/rpc-307', post);
    await fromConfigured('/rpc-308', post);
    await fromConfigured('/rpc-303', post);
    expect(publicHost.requests).toEqual([
      { method: 'POST', url: '/rpc', body: '{"id":1}', contentType: 'application/json' },
      { method: 'POST', url: '/rpc', body: '{"id":1}', contentType: 'application/json' },
      { method: 'GET', url: '/result', body: '', contentType: undefined },
    ]);
  });

  it(`gives up after ${PROVIDER_MAX_REDIRECTS} redirects`, async () => {
    redirects = {
      '/1': { status: 302, to: () => `${publicHost.url}/2` },
      '/2': { status: 302, to: () => `${publicHost.url}/3` },
      '/3': { status: 302, to: () => `${publicHost.url}/4` },
      '/4': { status: 302, to: () => `${publicHost.url}/5` },
    };
    await expect(fromConfigured('/1')).rejects.toMatchObject({ kind: 'unreachable' });
    expect(publicHost.requests.map((request) => request.url)).toEqual(['/2', '/3', '/4']);
    redirects['/4'] = { status: 302, to: () => `${publicHost.url}/end` };
    expect(await fromConfigured('/2')).toMatchObject({ ok: '/end' });
  });

  it('refuses what is not http(s), and a redirect to it', async () => {
    await expect(fetchProviderJson(new URL('file:///etc/passwd'))).rejects.toMatchObject({
      kind: 'refused',
    });
    redirects = { '/coins/a': { status: 302, to: () => 'file:///etc/passwd' } };
    await expect(fromConfigured('/coins/a')).rejects.toMatchObject({ kind: 'refused' });
  });
});
