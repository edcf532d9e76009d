import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectInjectedPhantom } from './phantom';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

// One empty signature slot, then a legacy message (header 1/0/1, two keys, blockhash, no instructions).
const MESSAGE = Uint8Array.from([
  1,
  0,
  1,
  2,
  ...new Uint8Array(64).fill(1),
  ...new Uint8Array(32),
  0,
]);
const UNSIGNED = Uint8Array.from([1, ...new Uint8Array(64), ...MESSAGE]);
const SIGNED = Uint8Array.from([1, ...new Uint8Array(64).fill(9), ...MESSAGE]);

interface PassedTransaction {
  version: unknown;
  signatures: Uint8Array[];
  message: { serialize(): Uint8Array };
  serialize(): Uint8Array;
}

function injectPhantom(signTransaction: (tx: PassedTransaction) => Promise<unknown>) {
  const provider = {
    isPhantom: true,
    connect: () => Promise.resolve({ publicKey: { toString: () => ADDRESS } }),
    disconnect: () => Promise.resolve(),
    signMessage: () => Promise.resolve({ signature: new Uint8Array(64) }),
    signTransaction: vi.fn(signTransaction),
  };
  vi.stubGlobal('phantom', { solana: provider });
  return provider;
}

afterEach(() => vi.unstubAllGlobals());

describe("Phantom's injected signTransaction", () => {
  it('gets the wire bytes as a versioned transaction and answers with the signed bytes', async () => {
    const provider = injectPhantom(() => Promise.resolve({ serialize: () => SIGNED }));
    const connection = await connectInjectedPhantom();

    expect(await connection.signTransaction(UNSIGNED)).toEqual(SIGNED);
    const passed = provider.signTransaction.mock.calls[0]![0];
    expect(passed.version).toBe('legacy');
    expect(passed.serialize()).toEqual(UNSIGNED);
    expect(passed.message.serialize()).toEqual(MESSAGE);
    expect(passed.signatures).toEqual([new Uint8Array(64)]);
  });

  it('passes on the rejection when the user declines', async () => {
    injectPhantom(() =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    );
    const connection = await connectInjectedPhantom();
    await expect(connection.signTransaction(UNSIGNED)).rejects.toMatchObject({ code: 4001 });
  });
});
