// The zod schema of each API answer the web client checks, by a name its call site gives
// (apiRequest's `answer`). apiRequest imports this module only in development and tests, so in a
// production build neither it nor the schemas (nor zod) are in any chunk: the answer is only cast.
import { adminProjectsResponseSchema } from '@memetank/shared/api/admin';
import { commentListResponseSchema, commentSchema } from '@memetank/shared/api/comments';
import { healthResponseSchema } from '@memetank/shared/api/health';
import {
  escrowStatusSchema,
  prepareInvestmentResponseSchema,
  submitInvestmentResponseSchema,
  withdrawFeesResponseSchema,
} from '@memetank/shared/api/investing';
import {
  backersResponseSchema,
  escrowProofSchema,
  explorerAddressResponseSchema,
  explorerTxResponseSchema,
  fundingHistorySchema,
} from '@memetank/shared/api/ledger';
import { solPriceResponseSchema } from '@memetank/shared/api/market';
import {
  followResponseSchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@memetank/shared/api/notifications';
import {
  likeResponseSchema,
  projectDetailSchema,
  projectListResponseSchema,
} from '@memetank/shared/api/projects';
import {
  legitimacyStatementResponseSchema,
  mintUsesResponseSchema,
} from '@memetank/shared/api/submit';
import {
  prepareTokenDepositResponseSchema,
  submitTokenDepositResponseSchema,
  walletTokenBalanceResponseSchema,
} from '@memetank/shared/api/token-escrow';
import { tokenResponseSchema } from '@memetank/shared/api/tokens';
import { projectUpdateSchema, updateListResponseSchema } from '@memetank/shared/api/updates';
import { balanceResponseSchema } from '@memetank/shared/api/wallets';

export const answerSchemas = {
  adminProjects: adminProjectsResponseSchema,
  backers: backersResponseSchema,
  balance: balanceResponseSchema,
  comment: commentSchema,
  commentList: commentListResponseSchema,
  escrowProof: escrowProofSchema,
  escrowStatus: escrowStatusSchema,
  explorerAddress: explorerAddressResponseSchema,
  explorerTx: explorerTxResponseSchema,
  follow: followResponseSchema,
  fundingHistory: fundingHistorySchema,
  health: healthResponseSchema,
  legitimacyStatement: legitimacyStatementResponseSchema,
  like: likeResponseSchema,
  mintUses: mintUsesResponseSchema,
  notificationList: notificationListResponseSchema,
  prepareInvestment: prepareInvestmentResponseSchema,
  prepareTokenDeposit: prepareTokenDepositResponseSchema,
  projectDetail: projectDetailSchema,
  projectList: projectListResponseSchema,
  projectUpdate: projectUpdateSchema,
  solPrice: solPriceResponseSchema,
  submitInvestment: submitInvestmentResponseSchema,
  submitTokenDeposit: submitTokenDepositResponseSchema,
  token: tokenResponseSchema,
  unreadCount: unreadCountResponseSchema,
  updateList: updateListResponseSchema,
  walletTokenBalance: walletTokenBalanceResponseSchema,
  withdrawFees: withdrawFeesResponseSchema,
};
