// How investing works today, in the words every page uses (how it works, the docs, the FAQ and the
// terms), so the product describes one mechanism everywhere.
import { FEE } from './figures';

export const FUNDING_MODEL_CUSTODY =
  "Every investment is a SOL transfer, signed in your wallet, into the platform's escrow vault — one Solana account per deployment, whose key the platform holds (an on-chain escrow program that removes this trust is planned).";

export const FUNDING_MODEL_SETTLEMENT = `At the deadline each campaign settles all-or-nothing: if the goal is reached, the creator can claim the raised SOL minus the ${FEE} platform fee and investors receive a token allocation pro rata to their contribution; if it is missed, every investor can claim a full refund from the Dashboard and no fee is taken.`;

export const FUNDING_MODEL = `${FUNDING_MODEL_CUSTODY} ${FUNDING_MODEL_SETTLEMENT}`;

export const SIGN_IN_MODEL =
  'Signing in is a wallet signature (Sign-In With Solana): you sign a one-time message, no transaction is sent and no fee is paid. The server checks every permission itself, and a single admin wallet reviews projects.';
