// The zod schema of each API answer the web client checks, by a name its call site gives
// (apiRequest's `answer`). apiRequest imports this module only in development and tests, so in a
// production build neither it nor the schemas (nor zod) are in any chunk: the answer is only cast.
import {
  adminProjectResponseSchema,
  adminProjectsResponseSchema,
  deleteProjectResponseSchema,
  statusChangeResponseSchema,
} from '@memetank/shared/api/admin';
import { nonceResponseSchema, sessionResponseSchema } from '@memetank/shared/api/auth';
import { commentListResponseSchema, commentSchema } from '@memetank/shared/api/comments';
import { healthResponseSchema, serverClockResponseSchema } from '@memetank/shared/api/health';
import {
  prepareInvestmentResponseSchema,
  settleResponseSchema,
  submitInvestmentResponseSchema,
  withdrawFeesResponseSchema,
} from '@memetank/shared/api/investing';
import {
  backersResponseSchema,
  escrowProofSchema,
  escrowStatusSchema,
  explorerAddressResponseSchema,
  explorerTxResponseSchema,
  fundingHistorySchema,
} from '@memetank/shared/api/ledger';
import { solPriceResponseSchema } from '@memetank/shared/api/market';
import {
  claimableFundsResponseSchema,
  claimAllResponseSchema,
  claimResponseSchema,
  userInvestmentsResponseSchema,
  userProjectsResponseSchema,
} from '@memetank/shared/api/me';
import {
  followResponseSchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@memetank/shared/api/notifications';
import {
  likeResponseSchema,
  projectDetailSchema,
  projectListResponseSchema,
  relatedProjectsResponseSchema,
} from '@memetank/shared/api/projects';
import {
  legitimacyStatementResponseSchema,
  mintUsesResponseSchema,
  submitProjectResponseSchema,
} from '@memetank/shared/api/submit';
import {
  createTestTokenResponseSchema,
  prepareTokenDepositResponseSchema,
  submitTokenDepositResponseSchema,
  walletTokenBalanceResponseSchema,
} from '@memetank/shared/api/token-escrow';
import { tokenResponseSchema } from '@memetank/shared/api/tokens';
import { projectUpdateSchema, updateListResponseSchema } from '@memetank/shared/api/updates';
import {
  balanceResponseSchema,
  devWalletsResponseSchema,
  faucetResponseSchema,
} from '@memetank/shared/api/wallets';

export const answerSchemas = {
  adminDelete: deleteProjectResponseSchema,
  adminProject: adminProjectResponseSchema,
  adminProjects: adminProjectsResponseSchema,
  adminStatusChange: statusChangeResponseSchema,
  backers: backersResponseSchema,
  balance: balanceResponseSchema,
  claim: claimResponseSchema,
  claimAll: claimAllResponseSchema,
  claimables: claimableFundsResponseSchema,
  comment: commentSchema,
  commentList: commentListResponseSchema,
  createTestToken: createTestTokenResponseSchema,
  devWallets: devWalletsResponseSchema,
  escrowProof: escrowProofSchema,
  escrowStatus: escrowStatusSchema,
  explorerAddress: explorerAddressResponseSchema,
  explorerTx: explorerTxResponseSchema,
  faucet: faucetResponseSchema,
  follow: followResponseSchema,
  fundingHistory: fundingHistorySchema,
  health: healthResponseSchema,
  legitimacyStatement: legitimacyStatementResponseSchema,
  like: likeResponseSchema,
  mintUses: mintUsesResponseSchema,
  myInvestments: userInvestmentsResponseSchema,
  myProjects: userProjectsResponseSchema,
  nonce: nonceResponseSchema,
  notificationList: notificationListResponseSchema,
  prepareInvestment: prepareInvestmentResponseSchema,
  prepareTokenDeposit: prepareTokenDepositResponseSchema,
  projectDetail: projectDetailSchema,
  projectList: projectListResponseSchema,
  projectUpdate: projectUpdateSchema,
  relatedProjects: relatedProjectsResponseSchema,
  serverClock: serverClockResponseSchema,
  session: sessionResponseSchema,
  settle: settleResponseSchema,
  solPrice: solPriceResponseSchema,
  submitInvestment: submitInvestmentResponseSchema,
  submitProject: submitProjectResponseSchema,
  submitTokenDeposit: submitTokenDepositResponseSchema,
  token: tokenResponseSchema,
  unreadCount: unreadCountResponseSchema,
  updateList: updateListResponseSchema,
  walletTokenBalance: walletTokenBalanceResponseSchema,
  withdrawFees: withdrawFeesResponseSchema,
};
