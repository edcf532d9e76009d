// The built-in explorer's routes (issue 16): a transaction's or an address's status on the server's
// chain beside the ledger's records of it. Public, and limited like every read that asks the chain.
import {
  explorerAddressParamsSchema,
  explorerAddressResponseSchema,
  explorerTxParamsSchema,
  explorerTxResponseSchema,
} from '@memetank/shared/api/ledger';
import type { AppInstance } from '../../app-types';
import { viewerOf } from '../../auth/guards';
import { chainReadLimit } from '../../lib/chain-read-limit';
import { explorerAddress, explorerTransaction } from './service';

export async function explorerRoutes(app: AppInstance) {
  const { services } = app;

  app.get(
    '/api/explorer/tx/:signature',
    {
      config: chainReadLimit,
      schema: {
        summary: "A transaction's status on the server's chain and the ledger's record of it",
        description:
          "For the web app's built-in explorer of the local chain (on a real cluster the app links to a public explorer, but this answers there too). `status` is the chain's word (confirmed, failed, unknown, or unavailable when the chain cannot be asked); `ledger` is the escrow ledger's entry for the signature (an investment, a payout, a reserve deposit or a fee withdrawal), null when it is none of these; `signers`, for a transfer out of the vault, the keys whose signatures the transaction the server sent carries (its hot key and its co-signer), each with its role.",
        tags: ['ledger'],
        params: explorerTxParamsSchema,
        response: { 200: explorerTxResponseSchema },
      },
    },
    async (request) => explorerTransaction(services, request.params.signature, viewerOf(request)),
  );

  app.get(
    '/api/explorer/address/:address',
    {
      config: chainReadLimit,
      schema: {
        summary: "An address's balance on the server's chain and its latest ledger entries",
        description:
          "For the web app's built-in explorer of the local chain. `entries` are the escrow ledger's latest 50 entries naming the address (its investments, payouts to it, fee withdrawals to it); for the vault itself, the whole ledger's latest.",
        tags: ['ledger'],
        params: explorerAddressParamsSchema,
        response: { 200: explorerAddressResponseSchema },
      },
    },
    async (request) => explorerAddress(services, request.params.address, viewerOf(request)),
  );
}
