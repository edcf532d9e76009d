// Sign-In With Solana: the server's message, the wallet's signature, the session it opens.
import { z } from 'zod';

export const walletAddressSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 wallet address');

export const nonceRequestSchema = z.object({ address: walletAddressSchema });
export const nonceResponseSchema = z.object({ nonce: z.string(), message: z.string() });

/** The sign-in message as signed, and its Ed25519 signature (base64 or base58). */
export const SIGN_IN_MESSAGE_MAX = 2000;
export const SIGN_IN_SIGNATURE_MAX = 200;

export const verifyRequestSchema = z.object({
  address: walletAddressSchema,
  message: z.string().min(1).max(SIGN_IN_MESSAGE_MAX),
  signature: z.string().min(1).max(SIGN_IN_SIGNATURE_MAX),
});

export const sessionResponseSchema = z.object({
  wallet: z.string().nullable(),
  isAdmin: z.boolean(),
});

export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The product's one-time welcome text, as the statement of the sign-in message. */
export const SIGN_IN_STATEMENT =
  'Welcome to MemeTank! Please sign this message to verify that you own this wallet. ' +
  'Signing is free and sends no transaction.';
