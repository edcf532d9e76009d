// The Chain contract, on the embedded local chain and through JSON-RPC to a LiteSVM-backed cluster:
// real transfers built with kit as the investing flow builds them, signed like Phantom.
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { address as toAddress, getBase58Decoder, lamports } from '@solana/kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChainError,
  TransactionFailedError,
  type Chain,
  type LocalChain,
  type RecentBlockhash,
} from '../src/chain/chain';
import { createLocalChain } from '../src/chain/local-chain';
import { createRpcChain } from '../src/chain/rpc-chain';
import { buildTransfer, encodeTransaction } from '../src/chain/transfer-transaction';
import { startRpcChainServer, type RpcChainServer } from './rpc-chain-server';
import { createTestWallet, type TestWallet } from './wallet-signer';

const SOL = 1_000_000_000n;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const EXPIRED = 'Transaction failed: blockhash not found (the transaction expired)';

interface Cluster {
  chain: Chain;
  fund(address: string, lamports: bigint): Promise<void>;
  close(): Promise<void>;
}

const clusters: Record<'local' | 'rpc', () => Promise<Cluster>> = {
  async local() {
    const chain = await createLocalChain();
    return {
      chain,
      fund: async (to, lamports) => void (await chain.airdrop(to, lamports)),
      close: () => chain.close(),
    };
  },
  async rpc() {
    const server = await startRpcChainServer();
    return {
      chain: createRpcChain(server.url, { pollIntervalMs: 5 }),
      fund: async (to, lamports) => void server.airdrop(to, lamports),
      close: () => server.close(),
    };
  },
};

interface SignedTransfer {
  wire: Uint8Array;
  signature: string;
  messageBytes: Uint8Array;
  lastValidBlockHeight: bigint;
}

/** The investing flow's transfer (with its memo), paid and signed by `from`'s wallet. */
async function signedTransfer(
  chain: Chain,
  from: TestWallet,
  to: string,
  lamports: bigint,
  lifetime?: RecentBlockhash,
): Promise<SignedTransfer> {
  const recent = lifetime ?? (await chain.getLatestBlockhash());
  const unsigned = buildTransfer({
    from: from.address,
    to,
    lamports,
    memo: 'MemeTank test',
    recent,
  });
  const unsignedWire = Buffer.from(encodeTransaction(unsigned)).toString('base64');
  const wire = Buffer.from(await from.signTransaction(unsignedWire), 'base64');
  return {
    wire: new Uint8Array(wire),
    signature: getBase58Decoder().decode(wire.subarray(1, 65)),
    messageBytes: new Uint8Array(unsigned.messageBytes),
    lastValidBlockHeight: recent.lastValidBlockHeight,
  };
}

const randomBase58 = (bytes: number) =>
  getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(bytes)));

describe.each(['local', 'rpc'] as const)('the %s chain', (kind) => {
  let cluster: Cluster;
  let chain: Chain;
  let payer: TestWallet;
  let recipient: TestWallet;
  beforeEach(async () => {
    cluster = await clusters[kind]();
    chain = cluster.chain;
    payer = await createTestWallet();
    recipient = await createTestWallet();
    await cluster.fund(payer.address, SOL);
  });
  afterEach(() => cluster.close());

  it('confirms a signed transfer and moves its lamports, the payer paying the fee', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    expect(await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight)).toBe(
      transfer.signature,
    );
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 10n);
    expect(await chain.getBalance(payer.address)).toBe(SOL - SOL / 10n - 5_000n);
  });

  it('reads an account: its owner, data and lamports; null where there is none or for a non-address', async () => {
    expect(await chain.getAccount(payer.address)).toEqual({
      owner: SYSTEM_PROGRAM,
      data: new Uint8Array(0),
      lamports: SOL,
    });
    // The SPL Token program itself: a program account, with its code as data.
    const program = await chain.getAccount(TOKEN_PROGRAM);
    expect(program?.owner).toMatch(/^BPFLoader/);
    expect(program?.data.length).toBeGreaterThan(0);
    expect(await chain.getAccount(randomBase58(32))).toBeNull();
    expect(await chain.getAccount('not-an-address')).toBeNull();
    expect(await chain.getAccount(randomBase58(40))).toBeNull();
  });

  it('prices a one-signature message at 5000 lamports', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    expect(await chain.getFeeForMessage(transfer.messageBytes)).toBe(5_000n);
  });

  it('gives a blockhash that stays valid past the current block height', async () => {
    const { blockhash: hash, lastValidBlockHeight } = await chain.getLatestBlockhash();
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(lastValidBlockHeight).toBeGreaterThan(await chain.getBlockHeight());
  });

  it('says a confirmed transfer is confirmed and a signature it never saw is unknown', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    expect(await chain.getSignatureStatus(transfer.signature)).toEqual({ state: 'confirmed' });
    expect(await chain.getSignatureStatus(randomBase58(64))).toEqual({ state: 'unknown' });
  });

  it('refuses a transfer larger than the balance with TransactionFailedError', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, 2n * SOL);
    const sending = chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    await expect(sending).rejects.toBeInstanceOf(TransactionFailedError);
    expect(await chain.getBalance(recipient.address)).toBe(0n);
  });

  it('refuses a transaction whose signature does not verify with TransactionFailedError', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    transfer.wire[1]! ^= 0xff;
    const sending = chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    await expect(sending).rejects.toBeInstanceOf(TransactionFailedError);
    await expect(sending).rejects.toThrow('Transaction failed: signature verification failed');
    expect(await chain.getBalance(recipient.address)).toBe(0n);
  });

  it('refuses a transaction on an expired blockhash with TransactionFailedError', async () => {
    // A blockhash the chain does not know: one that expired long ago, as far as it can tell.
    const expired = { blockhash: randomBase58(32), lastValidBlockHeight: 1n };
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n, expired);
    const sending = chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    await expect(sending).rejects.toBeInstanceOf(TransactionFailedError);
    await expect(sending).rejects.toThrow(EXPIRED);
  });

  it('confirms the same signed transaction sent twice with the same signature, moving the lamports once', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    const first = await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    const second = await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    expect([first, second]).toEqual([transfer.signature, transfer.signature]);
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 10n);
  });

  it('still knows a confirmed transfer after many later transactions, and moves its lamports once when it is sent again', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    for (let n = 0; n < 50; n += 1) await cluster.fund((await createTestWallet()).address, SOL);
    expect(await chain.getSignatureStatus(transfer.signature)).toEqual({ state: 'confirmed' });
    expect(await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight)).toBe(
      transfer.signature,
    );
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 10n);
  });
});

describe("the local chain's blockhashes", () => {
  let dataDir: string;
  let chain: LocalChain;
  let payer: TestWallet;
  let recipient: TestWallet;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'memetank-chain-'));
    chain = await createLocalChain(dataDir);
    payer = await createTestWallet();
    recipient = await createTestWallet();
    await chain.airdrop(payer.address, SOL);
  });
  afterEach(async () => {
    await chain.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('confirms a transfer signed before other airdrops and transfers landed', async () => {
    const early = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    for (let n = 0; n < 20; n += 1) {
      await chain.airdrop((await createTestWallet()).address, SOL);
      const other = await signedTransfer(chain, payer, recipient.address, SOL / 100n);
      await chain.sendAndConfirm(other.wire, other.lastValidBlockHeight);
    }
    expect(await chain.sendAndConfirm(early.wire, early.lastValidBlockHeight)).toBe(
      early.signature,
    );
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 10n + (20n * SOL) / 100n);
  });

  it('keeps a blockhash valid for 150 slots after it was handed out, and refuses it as expired after', async () => {
    const inTime = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    const late = await signedTransfer(chain, payer, recipient.address, SOL / 5n);
    expect(inTime.lastValidBlockHeight).toBe((await chain.getBlockHeight()) + 150n);
    await chain.advanceSlots(150n);
    await chain.sendAndConfirm(inTime.wire, inTime.lastValidBlockHeight);
    await chain.advanceSlots(1n);
    const sending = chain.sendAndConfirm(late.wire, late.lastValidBlockHeight);
    await expect(sending).rejects.toThrow(EXPIRED);
    // Sent again once it landed, the landed one still answers (expired or not).
    expect(await chain.sendAndConfirm(inTime.wire, inTime.lastValidBlockHeight)).toBe(
      inTime.signature,
    );
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 10n);
  });

  it('has on disk every transfer it answered, when many land together', async () => {
    const payers = await Promise.all(Array.from({ length: 8 }, () => createTestWallet()));
    await Promise.all(payers.map((wallet) => chain.airdrop(wallet.address, SOL)));
    const transfers = await Promise.all(
      payers.map((wallet) => signedTransfer(chain, wallet, recipient.address, SOL / 10n)),
    );
    const copy = await mkdtemp(join(tmpdir(), 'memetank-chain-copy-'));
    await Promise.all(
      transfers.map((transfer) =>
        chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight),
      ),
    );
    // A crash right after the answers (nothing else runs before the copy): what is on disk is all.
    cpSync(dataDir, copy, { recursive: true });
    const restarted = await createLocalChain(copy);
    try {
      expect(await restarted.getBalance(recipient.address)).toBe((8n * SOL) / 10n);
      for (const transfer of transfers) {
        expect(await restarted.getSignatureStatus(transfer.signature)).toEqual({
          state: 'confirmed',
        });
      }
    } finally {
      await restarted.close();
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('still takes a transaction prepared before a restart, on a blockhash handed out before an airdrop', async () => {
    const prepared = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    await chain.airdrop((await createTestWallet()).address, SOL);
    await chain.close();
    chain = await createLocalChain(dataDir);
    expect(await chain.sendAndConfirm(prepared.wire, prepared.lastValidBlockHeight)).toBe(
      prepared.signature,
    );
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 10n);
  });
});

describe('the JSON-RPC chain', () => {
  let server: RpcChainServer;
  let chain: Chain;
  let payer: TestWallet;
  let recipient: TestWallet;
  beforeEach(async () => {
    server = await startRpcChainServer();
    chain = createRpcChain(server.url, { pollIntervalMs: 5 });
    payer = await createTestWallet();
    recipient = await createTestWallet();
    server.airdrop(payer.address, SOL);
  });
  afterEach(() => server.close());

  const paramsOf = (method: string) =>
    server.requests.filter((request) => request.method === method).map((r) => r.params);

  it('sends base64 with a preflight and polls the recent statuses, in the Solana RPC shapes', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    await chain.getSignatureStatus(transfer.signature);
    expect(paramsOf('sendTransaction')).toEqual([
      [
        Buffer.from(transfer.wire).toString('base64'),
        { encoding: 'base64', preflightCommitment: 'confirmed' },
      ],
    ]);
    expect(paramsOf('getSignatureStatuses')).toEqual([
      [[transfer.signature], { searchTransactionHistory: false }],
      [[transfer.signature], { searchTransactionHistory: true }],
    ]);
  });

  it('reads an account with getAccountInfo in base64 at confirmed commitment, its data byte for byte', async () => {
    const mint = randomBase58(32);
    const data = crypto.getRandomValues(new Uint8Array(82));
    server.svm.setAccount({
      address: toAddress(mint),
      data,
      executable: false,
      lamports: lamports(1_461_600n),
      programAddress: toAddress(TOKEN_PROGRAM),
      space: 82n,
    });
    expect(await chain.getAccount(mint)).toEqual({
      owner: TOKEN_PROGRAM,
      data,
      lamports: 1_461_600n,
    });
    expect(paramsOf('getAccountInfo')).toEqual([
      [mint, { encoding: 'base64', commitment: 'confirmed' }],
    ]);
  });

  it('reports an HTTP 500 from getAccountInfo as ChainError "HTTP error! status: 500"', async () => {
    server.failNext('getAccountInfo', 'http500');
    await expect(chain.getAccount(payer.address)).rejects.toThrow(
      new ChainError('HTTP error! status: 500'),
    );
  });

  it('says why the preflight refused a transfer: "insufficient lamports"', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, 2n * SOL);
    await expect(
      chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight),
    ).rejects.toThrow('Transaction failed: insufficient lamports');
    // A preflight failure never reaches the chain: no fee is paid.
    expect(await chain.getBalance(payer.address)).toBe(SOL);
  });

  it('fails a transaction that lands with an error, as its confirmed status says', async () => {
    server.failNext('sendTransaction', 'skip-preflight');
    const transfer = await signedTransfer(chain, payer, recipient.address, 2n * SOL);
    await expect(
      chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight),
    ).rejects.toThrow('Transaction failed: insufficient lamports');
    expect(await chain.getSignatureStatus(transfer.signature)).toEqual({
      state: 'failed',
      reason: 'instruction 0 failed: custom program error 0x1',
    });
    expect(await chain.getBalance(payer.address)).toBe(SOL - 5_000n);
  });

  it('reports an HTTP 500 from sendTransaction as ChainError "HTTP error! status: 500"', async () => {
    server.failNext('sendTransaction', 'http500');
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    const sending = chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    await expect(sending).rejects.toThrow(new ChainError('HTTP error! status: 500'));
    await expect(sending).rejects.not.toBeInstanceOf(TransactionFailedError);
    expect(await chain.getSignatureStatus(transfer.signature)).toEqual({ state: 'unknown' });
  });

  it('reports an answer lost after the send as ChainError, and the transfer shows confirmed later', async () => {
    server.failNext('sendTransaction', 'drop-after-send');
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    const sending = chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    await expect(sending).rejects.toThrow(/^RPC request failed: /);
    await expect(sending).rejects.toBeInstanceOf(ChainError);
    await expect(sending).rejects.not.toBeInstanceOf(TransactionFailedError);
    expect(await chain.getSignatureStatus(transfer.signature)).toEqual({ state: 'confirmed' });
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 10n);
  });

  it('waits past a status that is only processed, which getSignatureStatus calls unknown', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    server.failNext('getSignatureStatuses', 'processed-only');
    await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    expect(paramsOf('getSignatureStatuses')).toHaveLength(2);
    server.failNext('getSignatureStatuses', 'processed-only');
    expect(await chain.getSignatureStatus(transfer.signature)).toEqual({ state: 'unknown' });
  });

  it('keeps confirming through a failed status poll', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    server.failNext('getSignatureStatuses', 'http500');
    expect(await chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight)).toBe(
      transfer.signature,
    );
    expect(paramsOf('getSignatureStatuses')).toHaveLength(2);
  });

  it('gives up with TransactionFailedError once the chain passes the last valid block height unconfirmed', async () => {
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    server.failNext('sendTransaction', 'never-lands');
    server.svm.warpToSlot(transfer.lastValidBlockHeight + 1n);
    await expect(
      chain.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight),
    ).rejects.toThrow('Transaction failed: the transaction expired before it was confirmed');
  });

  it('gives up with ChainError when nothing is confirmed in time (the transaction may still land)', async () => {
    const impatient = createRpcChain(server.url, { pollIntervalMs: 5, confirmTimeoutMs: 50 });
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n);
    server.failNext('sendTransaction', 'never-lands');
    const sending = impatient.sendAndConfirm(transfer.wire, transfer.lastValidBlockHeight);
    await expect(sending).rejects.toThrow('Transaction not confirmed within 0.05 s');
    await expect(sending).rejects.not.toBeInstanceOf(TransactionFailedError);
  });

  it('refuses to price a message on a blockhash the cluster does not know', async () => {
    const expired = { blockhash: randomBase58(32), lastValidBlockHeight: 1n };
    const transfer = await signedTransfer(chain, payer, recipient.address, SOL / 10n, expired);
    await expect(chain.getFeeForMessage(transfer.messageBytes)).rejects.toThrow(EXPIRED);
  });
});
