import { z } from 'zod';
import { walletAddressSchema } from './auth';

export const walletParamsSchema = z.object({ address: walletAddressSchema });

export const balanceResponseSchema = z.object({
  /** Lamports as a decimal string (exact beyond 2^53). */
  lamports: z.string(),
  sol: z.number(),
});

export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const devWalletsResponseSchema = z.object({
  wallets: z.array(
    z.object({
      label: z.string(),
      address: z.string(),
      /** The 32-byte Ed25519 seed, base64: local-chain demo keys only. */
      secretKey: z.string(),
    }),
  ),
});

export const faucetRequestSchema = z.object({ address: walletAddressSchema });
/** POST /api/dev/faucet: the wallet's SOL after the airdrop, and its test USDC after the mint. */
export const faucetResponseSchema = balanceResponseSchema.extend({
  /** Test USDC now held (whole USDC), after FAUCET_USDC more were minted to it. */
  usdc: z.number(),
});
export type FaucetResponse = z.infer<typeof faucetResponseSchema>;
/** What one faucet call gives: 2 SOL and this many test USDC (in constants: zod-free). */
export { FAUCET_USDC } from '../constants';
