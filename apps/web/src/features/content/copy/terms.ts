// The terms of service: ten numbered sections.
import { DEADLINE_MAX_DAYS, MIN_AGE } from '@memetank/shared/constants';
import { FEE, NETWORK_FEE, REVIEW_DAYS } from './figures';
import {
  FUNDING_MODEL_CUSTODY,
  FUNDING_MODEL_SETTLEMENT,
  FUNDING_MODEL_TOKENS,
} from './funding-model';
import type { LegalDocumentContent } from './legal';
import { CONTACT, SOCIAL_HANDLE } from './links';

export const TERMS_OF_SERVICE: LegalDocumentContent = {
  title: 'Terms of Service',
  description:
    'The terms for using MemeTank: the risk warning, your responsibilities, project submissions, escrow and refunds, and the platform fee.',
  intro:
    'These terms are the agreement between you and MemeTank when you use the platform. Please read them, and the risk warning in particular, before you connect a wallet.',
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of terms',
      blocks: [
        'By connecting a wallet to MemeTank or otherwise using the platform, you agree to these terms and to our Privacy Policy. If you do not agree, do not use the platform.',
        `You must be at least ${MIN_AGE} years old and legally able to enter into this agreement, and you must not use MemeTank where doing so is against the law that applies to you.`,
      ],
    },
    {
      id: 'service',
      title: 'The service',
      blocks: [
        'MemeTank lets creators list meme coin projects on Solana after review, and lets users discover, discuss and fund them with SOL through a connected wallet.',
        'MemeTank is not a broker, an exchange, a bank or an investment adviser. Creators issue and control their own tokens; MemeTank does not create, endorse or guarantee them. Features described as planned are not part of the service until they launch.',
      ],
    },
    {
      id: 'risk-warning',
      title: 'Risk warning',
      blocks: [
        'Meme coins are highly speculative and volatile. You can lose the entire amount you invest.',
        {
          list: [
            'The value of a token can fall to zero, and there may be no market in which to sell it.',
            'A listing on MemeTank means a project passed our review; it is not investment advice, an audit of the project or a promise that its team will deliver.',
            'Until the planned on-chain escrow program launches, funds in escrow depend on MemeTank keeping the escrow vault’s keys safe (two of its three keys sign every transfer out).',
            'Blockchain transactions cannot be reversed. A transfer to a wrong address is lost.',
            'Laws and tax rules on crypto assets vary by country and may change in ways that affect your holdings.',
          ],
        },
        'Only invest what you can afford to lose, and seek independent advice if you are unsure.',
      ],
    },
    {
      id: 'user-responsibilities',
      title: 'Your responsibilities',
      blocks: [
        {
          list: [
            'Keep your wallet, private keys and recovery phrase safe. We cannot recover them or reverse transactions you signed.',
            'Comply with the laws and tax obligations that apply to you.',
            'Do not manipulate campaigns, impersonate others, post spam or misleading content, or harass other users.',
            'Do not attack, overload or scrape the platform beyond its public API, or try to get around its security checks.',
            'Check every transaction in your wallet before you approve it.',
          ],
        },
      ],
    },
    {
      id: 'submission-guidelines',
      title: 'Project submission guidelines',
      blocks: [
        'Creators must have the right to everything they submit, control the token they list, and describe the project, its team and its risks truthfully. Submitting is free, and the creator signs a statement with their wallet that the project is legitimate. A creator offers investors a number of tokens at submission and deposits exactly that many into escrow after approval; the campaign opens for investment only once they are there.',
        `We review submissions, usually within ${REVIEW_DAYS}, and may approve or reject them at our discretion. We may edit or remove a listing at any time if it breaks these terms or puts users at risk. Each campaign runs until the deadline the creator chose, at most ${DEADLINE_MAX_DAYS} days after submission.`,
      ],
    },
    {
      id: 'escrow-and-refunds',
      title: 'Escrow and refunds',
      blocks: [
        FUNDING_MODEL_CUSTODY,
        FUNDING_MODEL_TOKENS,
        FUNDING_MODEL_SETTLEMENT,
        `You start claims and refunds from your Dashboard, and MemeTank pays them on chain from the escrow vault to your wallet. The network fee of the payout transaction (${NETWORK_FEE}) is deducted from the amount paid. Token payouts are sent from the escrow vault's token account to yours; the vault pays their network fee and, when you have none, the creation of your token account, so you receive your whole share. Unclaimed refunds and tokens remain claimable.`,
      ],
    },
    {
      id: 'platform-fee',
      title: 'Platform fee',
      blocks: [
        `MemeTank charges a ${FEE} platform fee on successfully funded projects only. It is deducted from the total raised before the creator claims the funds. Campaigns that miss their goal pay no fee, and investors pay no platform fee on top of their investment.`,
        'Solana network fees are paid to the network, not to MemeTank.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        'The platform is provided “as is” and “as available”. We do not guarantee that it will be uninterrupted or error-free, or that any project will succeed.',
        'As far as the law allows, MemeTank is not liable for losses arising from the value of tokens, the actions of creators or other users, wallet software, or outages of the Solana network, nor for indirect or consequential losses. Nothing in these terms limits liability that cannot be limited by law, such as for fraud or gross negligence.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        `We may change these terms as the platform evolves. The date at the top shows the current version, and we announce material changes on X at ${SOCIAL_HANDLE} before they take effect. If you keep using MemeTank after a change, you accept the new terms.`,
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [`Questions about these terms and support requests: ${CONTACT}.`],
    },
  ],
};
