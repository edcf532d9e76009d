// How investing works today, in the words every page uses (how it works, the docs, the FAQ and the
// terms), so the product describes one mechanism everywhere.
import { FEE } from './figures';

export const FUNDING_MODEL_CUSTODY =
  "Every investment is a transfer in the campaign's currency (SOL, or USDC for a campaign whose goal is in USDC), signed in your wallet, into the platform's escrow vault, where it stays until the campaign's deadline. The vault is an SPL Token multisig on chain: two of its three keys (the server's, a co-signer's and a recovery key kept offline) must sign every transfer out of it, and SOL is held in it as wrapped SOL. By default the co-signer runs in the server's process, so you still trust MemeTank to keep those keys safe (an on-chain escrow program that removes this trust is planned).";

export const FUNDING_MODEL_TOKENS =
  "Before a campaign opens, its creator deposits the tokens offered to investors into the escrow vault's token account for that mint: the campaign takes no investment until they are there. A mint with a freeze authority cannot be listed, since its holder could freeze investors' tokens; a mint authority that is still live is shown as a risk, since its holder can mint more tokens.";

export const FUNDING_MODEL_SETTLEMENT = `At the deadline the campaign is settled automatically, all-or-nothing. If the goal is reached, each investor can claim their share of the deposited tokens, pro rata to their contribution and rounded down to the token's smallest unit (the remainder goes back to the creator), and the creator can claim the raised SOL or USDC minus the ${FEE} platform fee. If it is missed, or the project is rejected after its deposit, every investor can claim a full refund, in the currency they invested, the creator can claim the deposited tokens back, and no fee is taken.`;

export const FUNDING_MODEL_PAYOUTS =
  'Claims are paid on chain from the escrow vault to your wallet when you press Claim on the Dashboard: SOL, or USDC and tokens sent to your token account for their mint (created in the same transaction when you have none). You sign nothing for a payout. The small network fee of a SOL payout is deducted from the amount paid; for a USDC or token payout the vault pays the fee and the token account, and you receive the whole amount.';

export const FUNDING_MODEL = `${FUNDING_MODEL_CUSTODY} ${FUNDING_MODEL_TOKENS} ${FUNDING_MODEL_SETTLEMENT} ${FUNDING_MODEL_PAYOUTS}`;

export const SIGN_IN_MODEL =
  'Signing in is a wallet signature (Sign-In With Solana): you sign a one-time message, no transaction is sent and no fee is paid. The server checks every permission itself, and a single admin wallet reviews projects.';
