// Sign-in with the wallet: the server's nonce and message, the signed proof, the session, logout.
import type { SessionResponse } from '@memetank/shared/api/auth';
import { apiRequest } from '@/lib/api-client';

/** The wallet the session cookie belongs to (null without a session) and its admin flag. */
export type AuthSession = SessionResponse;

export function getSession(): Promise<AuthSession> {
  return apiRequest('/api/auth/session', { answer: 'session' });
}

/** The Sign-In With Solana text the wallet must sign, with its single-use nonce. */
export function requestSignInMessage(address: string): Promise<{ nonce: string; message: string }> {
  return apiRequest('/api/auth/nonce', { method: 'POST', body: { address }, answer: 'nonce' });
}

/** Sends the signed message; the server answers with the session cookie. */
export function verifySignIn(input: {
  address: string;
  message: string;
  /** base64 */
  signature: string;
}): Promise<AuthSession> {
  return apiRequest('/api/auth/verify', { method: 'POST', body: input, answer: 'session' });
}

export function logout(): Promise<void> {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
}
