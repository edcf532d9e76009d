// The words the wallet feature shows or throws, in one place: the product's wording.
import { FAUCET_USDC } from '@memetank/shared/constants';
import { formatCurrencyAmount } from '@memetank/shared/format-money';
import type { ToastOptions } from '@/lib/toast';

/** Errors of the wallet layer (connect and sign). */
export const WALLET_ERRORS = {
  phantomNotFound: 'Phantom wallet not found! Please install Phantom wallet extension.',
  notPhantom: 'Please use Phantom wallet!',
  noPublicKey: 'Failed to get public key from wallet',
  notConnected: 'Wallet not connected',
  // Not "not found": the dialog would answer with the Phantom install hint.
  walletUnavailable: (name: string) => `${name} is no longer available in this browser.`,
  cannotSignTransactions: (name: string) => `${name} cannot sign transactions.`,
} as const;

/** What the connect dialog says when connecting fails. */
export const CONNECT_DIALOG_ERRORS = {
  notFound: 'Phantom wallet not found. Please install the Phantom extension first.',
  rejected: 'Connection was cancelled. Please try again.',
  failed: 'Failed to connect to wallet. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The connect dialog's message for an error thrown while connecting. */
export function connectErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return CONNECT_DIALOG_ERRORS.unexpected;
  if (error.message.includes('not found')) return CONNECT_DIALOG_ERRORS.notFound;
  if (error.message.includes('rejected')) return CONNECT_DIALOG_ERRORS.rejected;
  return CONNECT_DIALOG_ERRORS.failed;
}

/** Wallets answer a declined request with code 4001 and/or a message saying "rejected". */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === 4001) return true;
  return error instanceof Error && /rejected|declined|denied|cancel/i.test(error.message);
}

export const WALLET_TOASTS = {
  balanceUpdated: (unit: 'SOL' | 'USD') => ({
    title: 'Balance Updated',
    description: `Your balance has been refreshed and is now shown in ${unit}.`,
  }),
  usdPriceUnavailable: {
    title: 'USD price unavailable',
    description: 'No SOL price is available right now, so your balance is still shown in SOL.',
  },
  balanceFailed: {
    title: 'Error',
    description: 'Failed to refresh balance.',
    variant: 'destructive',
  },
  signatureDeclined: {
    title: 'Signature declined',
    description:
      'Your wallet is connected in read-only mode. We will ask you to sign when you like, comment or submit.',
  },
  signInFailed: (reason: string): ToastOptions => ({
    title: 'Sign-in failed',
    description: `${reason} Your wallet is connected in read-only mode.`,
    variant: 'destructive',
  }),
  /** `usdc`: the whole test USDC the wallet holds now. */
  faucetDone: (usdc: number): ToastOptions => ({
    title: 'Test SOL and USDC received',
    description: `The local chain sent 2 SOL and ${FAUCET_USDC.toLocaleString('en-US')} test USDC to your wallet (for USDC campaigns); it now holds ${formatCurrencyAmount(usdc, 'USDC')}.`,
  }),
  faucetFailed: (reason: string): ToastOptions => ({
    title: 'Faucet failed',
    description: reason,
    variant: 'destructive',
  }),
} as const;

/** The dev wallet's "Create test token" (local chain only). */
export const TEST_TOKEN_WORDS = {
  title: 'Create test token',
  description:
    'A real Token-2022 token on the local chain, its whole supply minted to your wallet. Use it to submit a project.',
  revokeHint:
    'Nobody can mint more: the safe choice investors expect. Untick to keep it (shown as a risk).',
  mintLabel: 'Mint address',
  invalid: {
    title: 'Check the token',
    description: 'Enter a name, a symbol, a positive whole supply and 0 to 9 decimals.',
  },
  created: (symbol: string): ToastOptions => ({
    title: 'Test token created',
    description: `${symbol} is in your wallet on the local chain.`,
  }),
  failedTitle: 'Token not created',
  failed: 'The local chain did not create the token. Please try again.',
} as const;
