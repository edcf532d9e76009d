// Proves the fake wallet behaves like Phantom's provider, on a blank page of the app's origin (so the
// app's own wallet code does not interfere).
import { webcrypto } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { base58Encode, installFakePhantom, type WindowWithPhantom } from './fake-phantom';

const BLANK_PATH = '/__fake-phantom-blank';

async function openBlankPage(page: Page) {
  await page.route(`**${BLANK_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(BLANK_PATH);
}

/** Runs `connect(options)` in the page and reports the error message, or null on success. */
function connectError(page: Page, onlyIfTrusted: boolean) {
  return page.evaluate(async (onlyIfTrusted) => {
    try {
      await (window as WindowWithPhantom).phantom!.solana!.connect({ onlyIfTrusted });
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }, onlyIfTrusted);
}

test('connect returns the wallet address as window.phantom.solana and window.solana', async ({
  page,
}) => {
  const wallet = await installFakePhantom(page);
  await openBlankPage(page);

  const result = await page.evaluate(async () => {
    const provider = (window as WindowWithPhantom).phantom!.solana!;
    const before = { isConnected: provider.isConnected, publicKey: provider.publicKey };
    const { publicKey } = await provider.connect();
    return {
      before,
      sameProvider: (window as WindowWithPhantom).solana === provider,
      isPhantom: provider.isPhantom,
      isConnected: provider.isConnected,
      base58: publicKey.toBase58(),
      text: publicKey.toString(),
      providerKey: provider.publicKey?.toBase58(),
      bytes: Array.from(publicKey.toBytes()),
    };
  });

  expect(wallet.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  expect(result).toEqual({
    before: { isConnected: false, publicKey: null },
    sameProvider: true,
    isPhantom: true,
    isConnected: true,
    base58: wallet.address,
    text: wallet.address,
    providerKey: wallet.address,
    bytes: Array.from(wallet.publicKeyBytes),
  });
});

test('signMessage returns an ed25519 signature that verifies in Node', async ({ page }) => {
  const wallet = await installFakePhantom(page);
  await openBlankPage(page);
  const message = `Sign in to MemeTank\nIssued At: ${new Date().toISOString()}`;

  const result = await page.evaluate(async (text) => {
    const provider = (window as WindowWithPhantom).phantom!.solana!;
    await provider.connect();
    const { signature, publicKey } = await provider.signMessage(
      new TextEncoder().encode(text),
      'utf8',
    );
    return { signature: Array.from(signature), signer: publicKey.toBase58() };
  }, message);

  const signature = Uint8Array.from(result.signature);
  expect(signature).toHaveLength(64);
  expect(result.signer).toBe(wallet.address);

  // Verify with a key rebuilt from the address bytes alone, as the server will.
  const verifyKey = await webcrypto.subtle.importKey(
    'raw',
    wallet.publicKeyBytes,
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  const verify = (text: string) =>
    webcrypto.subtle.verify(
      { name: 'Ed25519' },
      verifyKey,
      signature,
      new TextEncoder().encode(text),
    );
  expect(await verify(message)).toBe(true);
  expect(await verify(`${message}!`)).toBe(false);
  expect(await wallet.verify(new TextEncoder().encode(message), signature)).toBe(true);
});

test('connect({ onlyIfTrusted }) rejects until the site is trusted', async ({ page }) => {
  await installFakePhantom(page);
  await openBlankPage(page);

  expect(await connectError(page, true)).toContain('User rejected the request.');

  // Approving a connection once makes the site trusted, also after a reload (as Phantom does).
  expect(await connectError(page, false)).toBeNull();
  await page.reload();
  expect(await connectError(page, true)).toBeNull();
});

test('a trusted wallet connects with onlyIfTrusted straight away', async ({ page }) => {
  await installFakePhantom(page, { trusted: true });
  await openBlankPage(page);
  expect(await connectError(page, true)).toBeNull();
});

test('rejectConnect makes connect fail with "User rejected the request."', async ({ page }) => {
  await installFakePhantom(page, { rejectConnect: true });
  await openBlankPage(page);
  expect(await connectError(page, false)).toContain('User rejected the request.');
});

test('rejectSign makes signMessage fail, rejectTransaction signTransaction', async ({ page }) => {
  await installFakePhantom(page, { rejectSign: true, rejectTransaction: true });
  await openBlankPage(page);

  const errors = await page.evaluate(async () => {
    const provider = (window as WindowWithPhantom).phantom!.solana!;
    const messageOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: Error) => error.message,
      );
    await provider.connect();
    return {
      sign: await messageOf(provider.signMessage(new TextEncoder().encode('hello'), 'utf8')),
      transaction: await messageOf(
        provider.signTransaction({ serialize: () => new Uint8Array(0) }),
      ),
    };
  });

  expect(errors.sign).toContain('User rejected the request.');
  expect(errors.transaction).toContain('User rejected the request.');
});

test('signMessage needs a connected wallet', async ({ page }) => {
  await installFakePhantom(page);
  await openBlankPage(page);
  const error = await page.evaluate(() =>
    (window as WindowWithPhantom)
      .phantom!.solana!.signMessage(new TextEncoder().encode('hello'))
      .then(
        () => null,
        (error: Error & { code?: number }) => error.code,
      ),
  );
  expect(error).toBe(4100);
});

test('emits connect and disconnect to listeners until they are removed', async ({ page }) => {
  await installFakePhantom(page);
  await openBlankPage(page);

  const events = await page.evaluate(async () => {
    const provider = (window as WindowWithPhantom).phantom!.solana!;
    const seen: string[] = [];
    const onConnect = (key: unknown) =>
      seen.push(`connect:${(key as { toBase58(): string }).toBase58()}`);
    const onDisconnect = () => seen.push('disconnect');
    provider.on('connect', onConnect);
    provider.on('disconnect', onDisconnect);
    await provider.connect();
    await provider.disconnect();
    const afterDisconnect = { isConnected: provider.isConnected, publicKey: provider.publicKey };
    provider.off('connect', onConnect);
    provider.removeListener('disconnect', onDisconnect);
    await provider.connect();
    await provider.disconnect();
    return { seen, afterDisconnect };
  });

  expect(events.seen).toHaveLength(2);
  expect(events.seen[0]).toMatch(/^connect:[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  expect(events.seen[1]).toBe('disconnect');
  expect(events.afterDisconnect).toEqual({ isConnected: false, publicKey: null });
});

test('missing installs no wallet at all', async ({ page }) => {
  const wallet = await installFakePhantom(page, { missing: true });
  await openBlankPage(page);
  const present = await page.evaluate(() => ({
    phantom: 'phantom' in window,
    solana: 'solana' in window,
  }));
  expect(present).toEqual({ phantom: false, solana: false });
  // The key still exists, for tests that need an address without a wallet.
  expect(wallet.address).toBe(base58Encode(wallet.publicKeyBytes));
});

test('base58 encodes like Solana (leading zero bytes become 1s)', () => {
  expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111');
  expect(base58Encode(Uint8Array.from([0, 0, 1]))).toBe('112');
  expect(base58Encode(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV');
});
