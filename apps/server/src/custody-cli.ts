// `npm run custody -- rotate --replace <hot|co-signer>` (docs/decisions/081-custody-rotation.md):
// on the local chain, moves the vault into a new 2-of-3 multisig in which the replaced key is a new
// one, signed by the other two (the recovery key is the demo admin's). It opens the data dir's
// database, so it runs only while the server is stopped (the data dir lock): no payout is in
// flight during the move.
import { parseArgs } from 'node:util';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { isLocalChain } from './chain/chain';
import { createChain } from './chain/create-chain';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadDevWallets } from './demo/demo-wallets';
import { rotateLocalCustody } from './escrow';

const USAGE = 'Usage: npm run custody -- rotate --replace <hot|co-signer>';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'string' } },
  });
  const replace = values.replace;
  if (positionals[0] !== 'rotate' || (replace !== 'hot' && replace !== 'co-signer')) {
    throw new Error(USAGE);
  }
  const config = loadConfig();
  const chain = await createChain(config.chain, config.dataDir);
  if (!isLocalChain(chain)) {
    throw new Error(
      'On a real cluster the recovery key is never on the server: this command rotates the local chain only (docs/decisions/081-custody-rotation.md)',
    );
  }
  const database = await openDatabase(config.database);
  try {
    const admin = (await loadDevWallets(config.dataDir)).find((w) => w.label === 'Demo admin');
    if (!admin) throw new Error('The demo admin wallet (the recovery key) is missing');
    const recoveryKey = await createKeyPairSignerFromPrivateKeyBytes(
      Buffer.from(admin.secretKey, 'base64'),
    );
    const result = await rotateLocalCustody({
      chain,
      db: database.db,
      dataDir: config.dataDir,
      replace,
      recoveryKey,
    });
    console.log(
      `The vault is now ${result.vault}, a 2-of-3 multisig of ${result.signers.join(', ')}`,
    );
    for (const signature of result.signatures) console.log(`  moved in ${signature}`);
  } finally {
    await database.close();
    await chain.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
