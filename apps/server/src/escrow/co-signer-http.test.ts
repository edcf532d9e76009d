// The co-signer as its own service on loopback (docs/decisions/078-two-of-three-custody.md, issue
// 37 point 2), with the escrow's payouts on LiteSVM: it signs a payout the server asks for with the
// shared secret, refuses a request without it, the same transaction twice, and outflows beyond its
// daily limit (each with its reason, in its own audit log), and when it is stopped payouts wait.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalChain } from '../chain/chain';
import { createLocalChain } from '../chain/local-chain';
import { AppError } from '../lib/errors';
import { CoSignerRefusal, CoSignerUnavailable, type CoSignRequest } from './co-signer';
import {
  createHttpCoSigner,
  isPrivateHost,
  startCoSignerService,
  type CoSignerService,
} from './co-signer-http';
import { createMultisigEscrow, sendPayout, vaultAddresses, type Escrow } from './vault';

const SOL = 1_000_000_000n;
const SECRET = 'a-shared-secret-of-at-least-32-characters';

let chain: LocalChain;
let hot: KeyPairSigner;
let coSignerKey: KeyPairSigner;
let service: CoSignerService;
let auditLog: string;
let escrow: Escrow;
let lastRequest: CoSignRequest | null = null;

beforeAll(async () => {
  chain = await createLocalChain();
  [hot, coSignerKey] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  const recovery = await generateKeyPairSigner();
  const vault = await vaultAddresses(hot.address);
  auditLog = join(await mkdtemp(join(tmpdir(), 'memetank-cosigner-')), 'audit.jsonl');
  service = await startCoSignerService({
    key: coSignerKey,
    vault: { ...vault, hotKey: hot.address },
    secret: SECRET,
    host: '127.0.0.1',
    port: 0,
    auditLog,
    dailyLimitLamports: 3n * SOL,
  });
  const http = createHttpCoSigner({
    url: service.url,
    secret: SECRET,
    address: coSignerKey.address,
  });
  escrow = await createMultisigEscrow(
    {
      hot,
      coSigner: {
        address: http.address,
        coSign: (request) => {
          lastRequest = request;
          return http.coSign(request);
        },
      },
      recovery: recovery.address,
    },
    chain,
  );
  await escrow.ready();
  await chain.airdrop(vault.vaultSol, 10n * SOL);
});
afterAll(async () => {
  await service.close();
  await chain.close();
});

const send = (payout: { transaction: string; lastValidBlockHeight: bigint }) =>
  sendPayout(
    chain,
    { ...payout, signature: '', fee: 0n },
    {
      noun: 'payout',
      release: async () => {},
      failedMessage: (reason) => reason,
    },
  );

const auditLines = async () =>
  (await readFile(auditLog, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { decision: string; reason: string | null });

describe('the co-signer service', () => {
  it('co-signs an authenticated payout request and writes it in its audit log', async () => {
    const recipient = await generateKeyPairSigner();
    const payout = await escrow.preparePayout(recipient.address, SOL, 'MemeTank refund 1');
    await send(payout);
    expect(await chain.getBalance(recipient.address)).toBe(SOL - payout.fee);
    expect((await auditLines()).at(-1)).toMatchObject({ decision: 'signed', reason: null });
  });

  it('refuses to sign the same transaction twice', async () => {
    const again = createHttpCoSigner({
      url: service.url,
      secret: SECRET,
      address: coSignerKey.address,
    });
    await expect(again.coSign(lastRequest!)).rejects.toThrow(
      new CoSignerRefusal('it signed this transaction before'),
    );
    expect((await auditLines()).at(-1)).toMatchObject({
      decision: 'refused',
      reason: 'it signed this transaction before',
    });
  });

  it('refuses a request without the shared secret', async () => {
    const stranger = createHttpCoSigner({
      url: service.url,
      secret: 'another-secret-of-at-least-32-characters!',
      address: coSignerKey.address,
    });
    await expect(stranger.coSign({ ...lastRequest! })).rejects.toThrow(/not authenticated/);
    expect((await auditLines()).at(-1)).toMatchObject({
      decision: 'refused',
      reason: 'not authenticated',
    });
  });

  it('refuses outflows beyond its daily limit: nothing is paid', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = await chain.getBalance(hot.address);
      const error = await escrow
        .preparePayout(
          (await generateKeyPairSigner()).address,
          (5n * SOL) / 2n,
          'MemeTank refund 2',
        )
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'PAYOUT_REFUSED' });
      expect((error as AppError).message).toMatch(
        /over the daily limit \(1000000000 \+ 2500000000 > 3000000000 lamports\): a larger release needs the recovery key/,
      );
      expect(await chain.getBalance(hot.address)).toBe(before);
    } finally {
      errors.mockRestore();
    }
  });

  it('listens on loopback or a private address only', async () => {
    expect(isPrivateHost('127.0.0.1')).toBe(true);
    expect(isPrivateHost('10.0.3.4')).toBe(true);
    expect(isPrivateHost('0.0.0.0')).toBe(false);
    expect(isPrivateHost('203.0.113.9')).toBe(false);
    await expect(
      startCoSignerService({
        key: coSignerKey,
        vault: { vault: '', vaultSol: '', hotKey: '' },
        secret: SECRET,
        host: '0.0.0.0',
        port: 0,
        auditLog,
        dailyLimitLamports: SOL,
      }),
    ).rejects.toThrow(/loopback or a private address only/);
  });

  it('stopped: the server cannot reach it and payouts wait with 503', async () => {
    const stopped = createHttpCoSigner({
      url: 'http://127.0.0.1:9', // nothing listens on the discard port
      secret: SECRET,
      address: coSignerKey.address,
      timeoutMs: 2_000,
    });
    await expect(stopped.coSign(lastRequest!)).rejects.toThrow(CoSignerUnavailable);
  });
});
