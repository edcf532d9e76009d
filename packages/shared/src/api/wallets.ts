import { z as Zod } from 'zod';
import { walletAddressSchema } from './auth';

export const walletParamsSchema = Zod.object({ address: walletAddressSchema });

export const balanceResponseSchema = Zod.object({
  /** Lamports as a decimal string (exact beyond 2^53). */
  lamports: Zod.string(),
  sol: Zod.number(),
});

export type BalanceResponse = Zod.infer<typeof balanceResponseSchema>;

export const devWalletsResponseSchema = Zod.object({
  wallets: Zod.array(
    Zod.object({
      label: Zod.string(),
      address: Zod.string(),
      /** The 32-byte Ed25519 seed, base64: local-chain demo keys only. */
      secretKey: Zod.string(),
    }),
  ),
});

export const faucetRequestSchema = Zod.object({ address: walletAddressSchema });
/** POST /api/dev/faucet: the wallet's SOL after the airdrop, and its test USDC after the mint. */
export const faucetResponseSchema = balanceResponseSchema.extend({
  /** Test USDC now held (whole USDC), after FAUCET_USDC more were minted to it. */
  usdc: Zod.number(),
});
export type FaucetResponse = Zod.infer<typeof faucetResponseSchema>;
/** What one faucet call gives: 2 SOL and this many test USDC (in constants: zod-free). */
export { FAUCET_USDC } from '../constants';
