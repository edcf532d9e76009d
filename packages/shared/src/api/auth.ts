// Sign-In With Solana: the server's message, the wallet's signature, the session it opens.
import { z as Zod } from 'zod';

export const walletAddressSchema = Zod.string().regex(
  /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  'must be a base58 wallet address',
);

export const nonceRequestSchema = Zod.object({ address: walletAddressSchema });
export const nonceResponseSchema = Zod.object({ nonce: Zod.string(), message: Zod.string() });

/** The sign-in message as signed, and its Ed25519 signature (base64 or base58). */
export const SIGN_IN_MESSAGE_MAX = 2000;
export const SIGN_IN_SIGNATURE_MAX = 200;

export const verifyRequestSchema = Zod.object({
  address: walletAddressSchema,
  message: Zod.string().min(1).max(SIGN_IN_MESSAGE_MAX),
  signature: Zod.string().min(1).max(SIGN_IN_SIGNATURE_MAX),
});

export const sessionResponseSchema = Zod.object({
  wallet: Zod.string().nullable(),
  isAdmin: Zod.boolean(),
});

export type SessionResponse = Zod.infer<typeof sessionResponseSchema>;

/** The product's one-time welcome text, as the statement of the sign-in message. */
export const SIGN_IN_STATEMENT =
  'Welcome to MemeTank! Please sign this message to verify that you own this wallet. ' +
  'Signing is free and sends no transaction.';
