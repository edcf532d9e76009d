// Reading SPL Token and Token-2022 accounts on LiteSVM: mints made by the same transactions a
// wallet sends (createTestToken), and the accounts that are not mints.
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalChain } from './chain';
import { createLocalChain } from './local-chain';
import { TEST_TOKEN_PAYER_LAMPORTS, createTestToken, type TestTokenSpec } from './test-token';
import {
  U64_MAX,
  associatedTokenAddress,
  parseMint,
  parseTokenAccount,
  unsafeExtensions,
  type TokenProgramName,
} from './token-program';

let chain: LocalChain;
let owner: KeyPairSigner;

beforeAll(async () => {
  chain = await createLocalChain();
  owner = await generateKeyPairSigner();
});
afterAll(() => chain.close());

const create = (spec: Partial<TestTokenSpec> & { program: TokenProgramName }) =>
  createTestToken(
    chain,
    async (payer) => {
      await chain.airdrop(payer, TEST_TOKEN_PAYER_LAMPORTS);
    },
    { owner: owner.address, supply: 1_000_000n, decimals: 6, revokeMintAuthority: true, ...spec },
  );

async function account(address: string) {
  const found = await chain.getAccount(address);
  if (!found) throw new Error(`no account at ${address}`);
  return found;
}

describe.each(['spl-token', 'token-2022'] as const)('a %s test token', (program) => {
  it('is a mint with its decimals and supply, no freeze authority, the mint authority removed', async () => {
    const { mint } = await create({ program, decimals: 9, supply: 1_000n });
    expect(parseMint(await account(mint))).toEqual({
      program,
      decimals: 9,
      supply: 1_000n * 10n ** 9n,
      mintAuthority: null,
      freezeAuthority: null,
      metadata: null,
      extensions: [],
    });
  });

  it('keeps the mint authority with the owner when asked, and mints 0-decimal tokens', async () => {
    const { mint } = await create({ program, decimals: 0, supply: 7n, revokeMintAuthority: false });
    expect(parseMint(await account(mint))).toMatchObject({
      decimals: 0,
      supply: 7n,
      mintAuthority: owner.address,
    });
  });

  it("puts the whole supply in the owner's associated token account, which is not a mint", async () => {
    const { mint } = await create({ program, decimals: 6, supply: 5n });
    const ata = await account(await associatedTokenAddress(owner.address, mint, program));
    expect(parseTokenAccount(ata)).toEqual({ mint, owner: owner.address, amount: 5_000_000n });
    expect(parseMint(ata)).toBeNull();
  });

  it('holds a supply near the u64 maximum exactly', async () => {
    const decimals = 9;
    const supply = U64_MAX / 10n ** BigInt(decimals);
    const { mint } = await create({ program, decimals, supply });
    const facts = parseMint(await account(mint));
    expect(facts?.supply).toBe(supply * 10n ** 9n);
    expect(U64_MAX - facts!.supply).toBeLessThan(10n ** 9n);
  });
});

describe('Token-2022 metadata', () => {
  it('reads the name, symbol and uri from the metadata extension', async () => {
    const metadata = { name: 'Test Frog', symbol: 'TFROG', uri: 'https://example.com/frog.png' };
    const { mint } = await create({ program: 'token-2022', metadata });
    expect(parseMint(await account(mint))).toMatchObject({ program: 'token-2022', metadata });
  });

  it("reads a Token-2022 account's token account (170 bytes) as a token account, not a mint", async () => {
    const metadata = { name: 'Frog', symbol: 'F', uri: '' };
    const { mint } = await create({ program: 'token-2022', metadata });
    const ata = await account(await associatedTokenAddress(owner.address, mint, 'token-2022'));
    expect(ata.data.length).toBe(170);
    expect(parseMint(ata)).toBeNull();
    expect(parseTokenAccount(ata)?.mint).toBe(mint);
  });
});

describe('Token-2022 extensions the escrow cannot hold', () => {
  it('a metadata mint has only safe extensions; a transfer fee or a permanent delegate is unsafe', async () => {
    const metadata = { name: 'Fee Frog', symbol: 'FEE', uri: '' };
    const { mint } = await create({ program: 'token-2022', metadata });
    const real = await account(mint);
    const facts = parseMint(real);
    expect(facts?.extensions).toEqual([18, 19]);
    expect(unsafeExtensions(facts!)).toEqual([]);
    // The same mint with its metadata pointer entry retyped: TransferFeeConfig (1), then
    // PermanentDelegate (12). The first TLV entry starts right after the account type byte.
    for (const type of [1, 12]) {
      const data = new Uint8Array(real.data);
      new DataView(data.buffer).setUint16(166, type, true);
      const altered = parseMint({ ...real, data });
      expect(altered?.extensions).toEqual([type, 19]);
      expect(unsafeExtensions(altered!)).toEqual([type]);
    }
  });
});

describe('accounts that are not mints', () => {
  it('a system account (a wallet) is neither a mint nor a token account', async () => {
    const wallet = await generateKeyPairSigner();
    await chain.airdrop(wallet.address, 1_000_000n);
    const found = await account(wallet.address);
    expect(parseMint(found)).toBeNull();
    expect(parseTokenAccount(found)).toBeNull();
  });

  it.each(['spl-token', 'token-2022'] as const)(
    'an uninitialized %s mint (82 zero bytes) is not a mint',
    async (program) => {
      const { mint } = await create({ program });
      const found = await account(mint);
      const data = new Uint8Array(found.data);
      data.fill(0, 0, 82);
      expect(parseMint({ ...found, data })).toBeNull();
    },
  );

  it('a token account in a state the token program never writes is not a token account', async () => {
    const { mint } = await create({ program: 'spl-token', supply: 5n });
    const found = await account(await associatedTokenAddress(owner.address, mint, 'spl-token'));
    const data = new Uint8Array(found.data);
    // The account state byte (uninitialized 0, initialized 1, frozen 2) follows mint, owner,
    // amount and the optional delegate.
    data[108] = 3;
    expect(parseTokenAccount({ ...found, data })).toBeNull();
  });

  it('an account of another program with a mint-shaped body is not a mint', async () => {
    const { mint } = await create({ program: 'spl-token' });
    const found = await account(mint);
    expect(parseMint({ ...found, owner: '11111111111111111111111111111111' })).toBeNull();
  });
});
