// Wallets for trying MemeTank on the embedded local chain: the demo user (its key derives from a
// public seed, so the demo data can name it), and a demo admin and a fresh wallet whose keys are
// generated once in DATA_DIR. None of this exists on a real cluster.
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAddressDecoder } from '@solana/kit';

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface DemoWallet {
  label: string;
  address: string;
  /** The 32-byte Ed25519 seed, base64. */
  secretKey: string;
}

async function walletFromSeed(label: string, seed: Buffer): Promise<DemoWallet> {
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    { name: 'Ed25519' },
    true,
    ['sign'],
  );
  const jwk = await webcrypto.subtle.exportKey('jwk', privateKey);
  const publicKey = Buffer.from(jwk.x ?? '', 'base64url');
  return {
    label,
    address: getAddressDecoder().decode(publicKey),
    secretKey: seed.toString('base64'),
  };
}

/** The wallet that owns the demo dashboard rows (projects, investments, claims). */
export const demoUserWallet = () =>
  walletFromSeed('Demo user', createHash('sha256').update('memetank:demo-wallet:user').digest());

/** Demo user, demo admin and a fresh wallet; the last two are generated once in the data dir. */
export async function loadDevWallets(dataDir: string): Promise<DemoWallet[]> {
  const file = join(dataDir, 'dev-wallets.json');
  if (!existsSync(file)) {
    const seeds = {
      admin: randomBytes(32).toString('base64'),
      fresh: randomBytes(32).toString('base64'),
    };
    try {
      writeFileSync(file, JSON.stringify(seeds, null, 2), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process sharing the data dir wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const seeds = JSON.parse(readFileSync(file, 'utf8')) as { admin: string; fresh: string };
  return [
    await demoUserWallet(),
    await walletFromSeed('Demo admin', Buffer.from(seeds.admin, 'base64')),
    await walletFromSeed('Fresh wallet', Buffer.from(seeds.fresh, 'base64')),
  ];
}
