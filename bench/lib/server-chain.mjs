// The server's own chain adapter and transaction builders for the money ceilings
// (bench/money-ceiling.mjs): bundled from apps/server/src by esbuild with the server build's
// options, so a ceiling runs the very code the server does. Built once per run by bench/money.mjs.
import { join } from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './processes.mjs';

/** Bundles them into apps/server/dist/bench/ (beside the build, where its packages resolve). */
export async function buildServerChain() {
  const outfile = join(repoRoot, 'apps/server/dist/bench/money-ceiling-chain.mjs');
  const from = (/** @type {string} */ file) => `./apps/server/src/${file}`;
  await build({
    stdin: {
      contents: [
        `export { createLocalChain } from '${from('chain/local-chain.ts')}';`,
        `export { buildTransfer, encodeTransaction } from '${from('chain/transfer-transaction.ts')}';`,
        `export { createMultisigEscrow, vaultAddresses } from '${from('escrow/vault.ts')}';`,
        `export { createInProcessCoSigner } from '${from('escrow/co-signer.ts')}';`,
        `export { createTestToken, TEST_TOKEN_PAYER_LAMPORTS } from '${from('chain/test-token.ts')}';`,
        `export { generateKeyPairSigner, signTransaction } from '@solana/kit';`,
      ].join('\n'),
      resolveDir: repoRoot,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    alias: { '@memetank/shared': join(repoRoot, 'packages/shared/src') },
    logLevel: 'warning',
  });
  return outfile;
}
