// How investing works today, in the words every page uses (how it works, the docs, the FAQ and the
// terms), so the product describes one mechanism everywhere.
import { FEE } from './figures';

export const FUNDING_MODEL_CUSTODY =
  "Every investment is a SOL transfer, signed in your wallet, into the platform's escrow vault, where it stays until the campaign's deadline. The vault is a keypair controlled by the MemeTank server, one per deployment (an on-chain escrow program that removes this trust is planned).";

export const FUNDING_MODEL_SETTLEMENT = `At the deadline the campaign is settled automatically, all-or-nothing: if the goal is reached, the creator can claim the raised SOL minus the ${FEE} platform fee, and each investor's token allocation, pro rata to their contribution, is recorded for delivery; if it is missed, every investor can claim a full refund from the Dashboard and no fee is taken.`;

export const FUNDING_MODEL_PAYOUTS =
  'Claims are paid on chain from the escrow vault to your wallet when you press Claim on the Dashboard. You sign nothing for a payout; the small network fee of the payout transaction is deducted from the amount paid.';

export const FUNDING_MODEL = `${FUNDING_MODEL_CUSTODY} ${FUNDING_MODEL_SETTLEMENT} ${FUNDING_MODEL_PAYOUTS}`;

export const SIGN_IN_MODEL =
  'Signing in is a wallet signature (Sign-In With Solana): you sign a one-time message, no transaction is sent and no fee is paid. The server checks every permission itself, and a single admin wallet reviews projects.';
