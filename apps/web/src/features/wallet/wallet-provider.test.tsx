import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWallet, type WalletContextValue } from '@/lib/wallet';
import { bytesToBase64 } from './encoding';
import { WalletProvider } from './wallet-provider';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

/** A stand-in for the API server: the routes the wallet calls, and the session they share. */
function fakeServer() {
  const server = { sessionWallet: null as string | null, calls: [] as string[] };
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      server.calls.push(`${method} ${path}`);
      if (path === '/api/health') return json({ ok: true, chain: { kind: 'rpc' } });
      if (path === '/api/auth/session')
        return json({ wallet: server.sessionWallet, isAdmin: false });
      if (path === '/api/auth/nonce') return json({ nonce: 'n1', message: 'Sign in to MemeTank' });
      if (path === '/api/auth/verify') {
        server.sessionWallet = ADDRESS;
        return json({ wallet: ADDRESS, isAdmin: true });
      }
      if (path === '/api/auth/logout') {
        server.sessionWallet = null;
        return json(null, 204);
      }
      if (path.startsWith('/api/wallets/')) return json({ lamports: '1500000000', sol: 1.5 });
      return json({ error: { code: 'NOT_FOUND', message: 'nope' } }, 404);
    }),
  );
  return server;
}

interface InjectedOptions {
  isPhantom?: boolean;
  publicKey?: string | null;
  signResults?: ('sign' | 'reject')[];
  failDisconnect?: boolean;
}

/** A provider on window.phantom.solana and window.solana, shaped like Phantom's. */
function injectProvider(options: InjectedOptions = {}) {
  const signResults = [...(options.signResults ?? ['sign'])];
  const key = options.publicKey === null ? null : { toString: () => options.publicKey ?? ADDRESS };
  const provider = {
    isPhantom: options.isPhantom ?? true,
    connect: vi.fn((_options?: { onlyIfTrusted?: boolean }) =>
      _options?.onlyIfTrusted
        ? Promise.reject(new Error('User rejected the request.'))
        : Promise.resolve({ publicKey: key }),
    ),
    disconnect: vi.fn(() =>
      options.failDisconnect ? Promise.reject(new Error('disconnect failed')) : Promise.resolve(),
    ),
    signMessage: vi.fn(() =>
      signResults.shift() === 'reject'
        ? Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
        : Promise.resolve({ signature: new Uint8Array(64).fill(7) }),
    ),
    on: vi.fn<(event: string, listener: (...args: unknown[]) => void) => void>(),
    off: vi.fn(),
  };
  if (provider.isPhantom) Object.assign(window, { phantom: { solana: provider } });
  Object.assign(window, { solana: provider });
  return provider;
}

function renderWallet() {
  const wallet: { current: WalletContextValue | null } = { current: null };
  function Probe() {
    wallet.current = useWallet();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WalletProvider>
        <Probe />
      </WalletProvider>
    </QueryClientProvider>,
  );
  return () => {
    if (!wallet.current) throw new Error('WalletProvider did not render');
    return wallet.current;
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'phantom');
  Reflect.deleteProperty(window, 'solana');
});

describe('WalletProvider', () => {
  it('rejects with "Phantom wallet not found! ..." when there is no wallet', async () => {
    fakeServer();
    const wallet = renderWallet();
    await expect(wallet().connect()).rejects.toThrow(
      'Phantom wallet not found! Please install Phantom wallet extension.',
    );
    expect(wallet().status).toBe('disconnected');
  });

  it('rejects with "Please use Phantom wallet!" when another wallet is on window.solana', async () => {
    fakeServer();
    injectProvider({ isPhantom: false });
    const wallet = renderWallet();
    await expect(wallet().connect()).rejects.toThrow('Please use Phantom wallet!');
  });

  it('rejects with "Failed to get public key from wallet" when the wallet returns no key', async () => {
    fakeServer();
    injectProvider({ publicKey: null });
    const wallet = renderWallet();
    await expect(wallet().connect()).rejects.toThrow('Failed to get public key from wallet');
  });

  it('refuses to sign with "Wallet not connected" before a connect', async () => {
    fakeServer();
    injectProvider();
    const wallet = renderWallet();
    await expect(wallet().signMessage('hello')).rejects.toThrow('Wallet not connected');
  });

  it('signs a base64 wire transaction with the connected wallet and answers base64', async () => {
    fakeServer();
    const provider = injectProvider();
    // One signature slot, then a legacy message naming one signer.
    const message = [1, 0, 1, 1, ...new Uint8Array(32).fill(2), ...new Uint8Array(32), 0];
    const unsigned = Uint8Array.from([1, ...new Uint8Array(64), ...message]);
    const signed = Uint8Array.from([1, ...new Uint8Array(64).fill(8), ...message]);
    const signTransaction = vi.fn((_tx: { serialize(): Uint8Array }) =>
      Promise.resolve({ serialize: () => signed }),
    );
    Object.assign(provider, { signTransaction });
    const wallet = renderWallet();
    await expect(wallet().signTransaction(bytesToBase64(unsigned))).rejects.toThrow(
      'Wallet not connected',
    );
    await act(() => wallet().connect());

    expect(await wallet().signTransaction(bytesToBase64(unsigned))).toBe(bytesToBase64(signed));
    expect(signTransaction.mock.calls[0]![0].serialize()).toEqual(unsigned);
  });

  it('connects, signs in with the server message and takes isAdmin from the session', async () => {
    const server = fakeServer();
    const provider = injectProvider();
    const wallet = renderWallet();
    await act(() => wallet().connect());

    await waitFor(() => expect(wallet().isSignedIn).toBe(true));
    expect(wallet()).toMatchObject({
      status: 'connected',
      publicKey: ADDRESS,
      isConnected: true,
      isAdmin: true,
    });
    expect(provider.signMessage).toHaveBeenCalledWith(
      new TextEncoder().encode('Sign in to MemeTank'),
      'utf8',
    );
    const verify = vi
      .mocked(fetch)
      .mock.calls.find(([path]) => path === '/api/auth/verify')?.[1]?.body;
    expect(JSON.parse(String(verify))).toEqual({
      address: ADDRESS,
      message: 'Sign in to MemeTank',
      signature: btoa(String.fromCharCode(...new Uint8Array(64).fill(7))),
    });
    expect(server.sessionWallet).toBe(ADDRESS);
    await waitFor(() => expect(wallet().balance).toBe(1.5));
  });

  it('does not ask for a signature while the session already belongs to the wallet', async () => {
    const server = fakeServer();
    server.sessionWallet = ADDRESS;
    const provider = injectProvider();
    const wallet = renderWallet();
    await act(() => wallet().connect());
    await waitFor(() => expect(wallet().isSignedIn).toBe(true));
    expect(provider.signMessage).not.toHaveBeenCalled();
    expect(server.calls).not.toContain('POST /api/auth/nonce');
  });

  it('stays connected read-only after a declined signature; ensureSignedIn asks again', async () => {
    const server = fakeServer();
    const provider = injectProvider({ signResults: ['reject', 'sign'] });
    const wallet = renderWallet();
    await act(() => wallet().connect());
    await waitFor(() => expect(provider.signMessage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(server.calls).toContain('POST /api/auth/nonce'));
    expect(wallet().isConnected).toBe(true);
    expect(wallet().isSignedIn).toBe(false);
    expect(server.sessionWallet).toBeNull();

    let signedIn = false;
    await act(async () => {
      signedIn = await wallet().ensureSignedIn();
    });
    expect(signedIn).toBe(true);
    expect(provider.signMessage).toHaveBeenCalledTimes(2);
    expect(wallet().isSignedIn).toBe(true);
  });

  it('ensureSignedIn without a wallet opens nothing to sign and resolves false', async () => {
    fakeServer();
    const wallet = renderWallet();
    let result = true;
    await act(async () => {
      result = await wallet().ensureSignedIn();
    });
    expect(result).toBe(false);
  });

  it('disconnect clears the wallet and remembers it, even when the extension fails', async () => {
    const server = fakeServer();
    injectProvider({ failDisconnect: true });
    const wallet = renderWallet();
    await act(() => wallet().connect());
    await waitFor(() => expect(wallet().isSignedIn).toBe(true));
    expect(window.localStorage.getItem('signedWallets')).toContain(ADDRESS);

    await act(() => wallet().disconnect());
    expect(wallet()).toMatchObject({
      status: 'disconnected',
      publicKey: null,
      isConnected: false,
      balance: null,
      isSignedIn: false,
      isAdmin: false,
    });
    expect(window.localStorage.getItem('walletDisconnected')).toBe('true');
    expect(window.localStorage.getItem('signedWallets')).toBeNull();
    expect(server.sessionWallet).toBeNull();
  });

  it('follows an account switch in Phantom and signs the new account in', async () => {
    const server = fakeServer();
    const provider = injectProvider({ signResults: ['sign', 'sign'] });
    const wallet = renderWallet();
    await act(() => wallet().connect());
    await waitFor(() => expect(wallet().isSignedIn).toBe(true));

    const other = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';
    const onAccountChanged = provider.on.mock.calls.find(([event]) => event === 'accountChanged');
    server.sessionWallet = null;
    act(() => onAccountChanged?.[1]({ toString: () => other }));

    expect(wallet().publicKey).toBe(other);
    expect(wallet().isSignedIn).toBe(false);
    await waitFor(() => expect(provider.signMessage).toHaveBeenCalledTimes(2));
  });

  it('ends the session when Phantom disconnects on its own', async () => {
    const server = fakeServer();
    const provider = injectProvider();
    const wallet = renderWallet();
    await act(() => wallet().connect());
    await waitFor(() => expect(wallet().isSignedIn).toBe(true));

    const onDisconnect = provider.on.mock.calls.find(([event]) => event === 'disconnect');
    act(() => onDisconnect?.[1]());

    expect(wallet()).toMatchObject({ status: 'disconnected', publicKey: null });
    await waitFor(() => expect(server.sessionWallet).toBeNull());
  });

  it('does not reconnect on load after an explicit disconnect', async () => {
    fakeServer();
    window.localStorage.setItem('walletDisconnected', 'true');
    const provider = injectProvider();
    renderWallet();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(provider.connect).not.toHaveBeenCalled();
  });

  it('tries a silent reconnect on load otherwise', async () => {
    fakeServer();
    const provider = injectProvider();
    renderWallet();
    await waitFor(() => expect(provider.connect).toHaveBeenCalledWith({ onlyIfTrusted: true }));
  });
});
