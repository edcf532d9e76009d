// Signing in to the server with the connected wallet (Sign-In With Solana, decision 014) and the
// session it gives: keeps a session that already belongs to the wallet, asks for one signature at
// a time, and never asks a returning wallet on page load, only at its next write (decision 023).
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  getSession,
  logout,
  requestSignInMessage,
  verifySignIn,
  type AuthSession,
} from './api/auth';
import { bytesToBase64 } from './encoding';
import type { ConnectMode, LiveConnection } from './live-connection';
import { isUserRejection, WALLET_TOASTS } from './wallet-messages';
import { hasSigned, rememberSigned } from './wallet-storage';

const NO_SESSION: AuthSession = { wallet: null, isAdmin: false };

function signInFailureReason(error: unknown): string {
  if (error instanceof ApiError)
    return /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  return 'The wallet could not sign the sign-in message.';
}

/** `openConnectDialog` is what `ensureSignedIn()` does when no wallet is connected. */
export function useWalletSession(
  { connectionRef, addressRef, reconnectedRef }: LiveConnection,
  openConnectDialog: () => void,
) {
  const [session, setSession] = useState<AuthSession>(NO_SESSION);
  // The live session and sign-in, for callbacks that outlive a render.
  const sessionRef = useRef<AuthSession>(NO_SESSION);
  const signingInRef = useRef<Promise<boolean> | null>(null);
  // The session being found after a connect; a write waits for it rather than sign in again.
  const establishingRef = useRef<Promise<void> | null>(null);

  const updateSession = useCallback((next: AuthSession) => {
    sessionRef.current = next;
    setSession(next);
  }, []);

  /** Forgets the session in this tab (the server's cookie is the caller's business). */
  const resetSession = useCallback(() => updateSession(NO_SESSION), [updateSession]);

  /** Whether the server session belongs to a wallet right now. */
  const hasSession = useCallback(() => sessionRef.current.wallet !== null, []);

  /** Asks the wallet to sign the server's sign-in message; one request at a time. */
  const signIn = useCallback(
    (forAddress: string): Promise<boolean> => {
      const connection = connectionRef.current;
      if (!connection) return Promise.resolve(false);
      if (signingInRef.current) return signingInRef.current;
      const attempt = (async () => {
        try {
          const { message } = await requestSignInMessage(forAddress);
          const signature = await connection.signMessage(new TextEncoder().encode(message));
          const result = await verifySignIn({
            address: forAddress,
            message,
            signature: bytesToBase64(signature),
          });
          if (addressRef.current !== forAddress) return false;
          updateSession({ wallet: result.wallet, isAdmin: result.isAdmin });
          rememberSigned(forAddress);
          return true;
        } catch (error) {
          if (addressRef.current !== forAddress) return false;
          if (!(error instanceof ApiError) && isUserRejection(error)) {
            toast(WALLET_TOASTS.signatureDeclined);
          } else {
            console.warn('Sign-in failed:', error);
            toast(WALLET_TOASTS.signInFailed(signInFailureReason(error)));
          }
          return false;
        } finally {
          signingInRef.current = null;
        }
      })();
      signingInRef.current = attempt;
      return attempt;
    },
    [connectionRef, addressRef, updateSession],
  );

  /**
   * After a connect: keeps a server session that already belongs to this wallet (no new
   * signature), else asks the wallet to sign in. A returning wallet reconnected on load is not
   * asked until its next write.
   */
  const findSession = useCallback(
    async (forAddress: string, mode: ConnectMode) => {
      const current = await getSession().catch(() => null);
      if (addressRef.current !== forAddress) return;
      if (current?.wallet === forAddress) {
        updateSession(current);
        if (!hasSigned(forAddress)) rememberSigned(forAddress);
        return;
      }
      updateSession(NO_SESSION);
      // The cookie of another wallet must not sign this wallet's writes.
      if (current?.wallet) await logout().catch(() => {});
      if (mode === 'auto' && hasSigned(forAddress)) return;
      await signIn(forAddress);
    },
    [addressRef, signIn, updateSession],
  );
  const establishSession = useCallback(
    (forAddress: string, mode: ConnectMode) => {
      const finding = findSession(forAddress, mode).finally(() => {
        if (establishingRef.current === finding) establishingRef.current = null;
      });
      establishingRef.current = finding;
      return finding;
    },
    [findSession],
  );

  /** The connected address, once a reconnect on load has settled. */
  const connectedAddress = useCallback(async () => {
    await reconnectedRef.current;
    return addressRef.current;
  }, [reconnectedRef, addressRef]);

  /** Before a write: true once the session belongs to the connected wallet (signing in if needed). */
  const ensureSignedIn = useCallback(async () => {
    const current = await connectedAddress();
    if (!current) {
      openConnectDialog();
      return false;
    }
    // A session still being found (a reconnect slower than the wait) may already be this wallet's.
    await establishingRef.current;
    if (addressRef.current !== current) return false;
    if (sessionRef.current.wallet === current) return true;
    return signIn(current);
  }, [connectedAddress, addressRef, openConnectDialog, signIn]);

  return {
    session,
    hasSession,
    resetSession,
    establishSession,
    ensureSignedIn,
    connectedAddress,
  };
}
