import { DEADLINE_MAX_DAYS } from '@memetank/shared/constants';
import { ArrowDownUp, Compass, Landmark, Sprout, Wallet } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { Callout } from '../../components/callout';
import { CheckList } from '../../components/check-list';
import { ContentSection } from '../../components/content-section';
import { DocsLayout } from '../../components/docs/docs-layout';
import { ExternalLink } from '../../components/external-link';
import { FactTable } from '../../components/fact-table';
import { FundingOutcomes } from '../../components/funding-outcomes';
import { StepList, type Step } from '../../components/step-list';
import { FIRST_INVESTMENT, MIN_INVESTMENT, NETWORK_FEE } from '../../copy/figures';
import { FUNDING_MODEL } from '../../copy/funding-model';
import {
  DEV_WALLET_NOTE,
  WALLETS_SUPPORTED,
  WALLET_DOWNLOAD_NAME,
  WALLET_DOWNLOAD_URL,
} from '../../copy/links';
import {
  PROJECT_LIST_NOTES,
  PROJECT_SORTS,
  TRENDING_FORMULA,
  TRENDING_FORMULA_MEANING,
} from '../../copy/project-sorting';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

const quickSteps: Step[] = [
  {
    title: 'Connect your wallet',
    body: `Press Connect Wallet at the top of any page, approve the connection in your wallet and sign the sign-in message. Your wallet address is your account: there is no email or password.`,
  },
  {
    title: 'Browse projects',
    body: 'The home page lists every approved project. Search by name or description, sort by Trending, Newest, Ending Soon or Most Funded, and open a project to read its pitch, token data and comments.',
  },
  {
    title: 'Invest',
    body: `Enter an amount in the campaign’s currency (SOL, or USDC when its goal is in USDC) on the project page, press Invest Now and approve the transfer in your wallet. We suggest at least ${MIN_INVESTMENT}. The investment then appears on your Dashboard.`,
  },
];

const walletSteps: Step[] = [
  {
    title: 'Install a wallet',
    body: (
      <p>
        MemeTank works with {WALLETS_SUPPORTED}, as a browser extension. If you have none,{' '}
        <ExternalLink href={WALLET_DOWNLOAD_URL} className={linkClass}>
          download {WALLET_DOWNLOAD_NAME} from its own site
        </ExternalLink>{' '}
        and check the publisher before you install it: fake wallet extensions are a common scam.
      </p>
    ),
  },
  {
    title: 'Create a wallet and back it up',
    body: 'Create a new wallet (or import one you already own) and write the recovery phrase on paper. Keep it offline: anyone who sees it controls your funds, and without it a lost device means lost funds.',
  },
  {
    title: 'Add SOL',
    body: `Buy SOL inside your wallet or send it from an exchange to your wallet address. Keep a little more than you plan to invest: each transaction pays a network fee of ${NETWORK_FEE}.`,
  },
  {
    title: 'Connect and sign in',
    body: `Press Connect Wallet on MemeTank, pick your wallet and approve. The wallet then asks you to sign a message (Sign-In With Solana) that proves you own the address. Signing it sends no transaction and costs nothing.`,
  },
];

const firstInvestmentAdvice = [
  `Start small: ${FIRST_INVESTMENT} is plenty for a first investment while you learn how campaigns behave.`,
  'Only invest SOL you could lose entirely without changing your plans.',
  'Read the full pitch and the comments. Creators who answer questions openly are a good sign; silence is not.',
  'Look at the risk badge and the funding progress: a campaign far from its goal close to the deadline is likely to be refunded.',
  'Compare the token mint address on the project page with the one the creator publishes on their own channels.',
  'Once you are comfortable, spread later investments over several projects as the Investment Guide explains.',
];

export default function GettingStartedRoute() {
  return (
    <DocsLayout
      slug="getting-started"
      description="Everything you need to go from a fresh browser to your first investment on MemeTank, in about ten minutes."
    >
      <ContentSection
        id="three-steps"
        title="Three steps to get going"
        icon={Compass}
        lead="The short version, for those who already use a Solana wallet."
      >
        <StepList steps={quickSteps} />
      </ContentSection>

      <ContentSection
        id="sorting"
        title="How the project list is sorted"
        icon={ArrowDownUp}
        lead="The home page offers four orders; the server ranks every approved project, so the order holds across pages."
      >
        <FactTable
          caption="Sort orders of the project list"
          columns={['Sort', 'What comes first']}
          rows={PROJECT_SORTS.map((sort) => [sort.label, sort.order])}
        />
        <div className="mt-6 space-y-3">
          <h3 className="font-semibold">The Trending formula</h3>
          <p className="rounded-lg border bg-muted/60 px-4 py-3 font-mono text-sm break-words">
            <code>{TRENDING_FORMULA}</code>
          </p>
          <p className="leading-relaxed text-muted-foreground">{TRENDING_FORMULA_MEANING}</p>
        </div>
        <CheckList items={PROJECT_LIST_NOTES} className="mt-6" />
      </ContentSection>

      <ContentSection
        id="wallet-setup"
        title="Wallet setup"
        icon={Wallet}
        lead="New to Solana? Set up a wallet first."
      >
        <StepList steps={walletSteps} />
        <div className="mt-6 grid gap-4">
          <Callout
            tone="warning"
            title="Nobody from MemeTank will ever ask for your recovery phrase"
          >
            <p>
              Not by DM, not by email, not in a support chat. MemeTank is non-custodial: we never
              store your private keys and never need them.
            </p>
          </Callout>
          <Callout title="Which wallets work">
            <p>
              {WALLETS_SUPPORTED}: every such wallet found in your browser is listed when you press
              Connect Wallet. {DEV_WALLET_NOTE}
            </p>
          </Callout>
        </div>
      </ContentSection>

      <ContentSection
        id="how-funding-works"
        title="How funding works"
        icon={Landmark}
        lead={`Each campaign has a goal in SOL or USDC and a deadline at most ${DEADLINE_MAX_DAYS} days after it is set.`}
      >
        <p className="mb-6 leading-relaxed text-muted-foreground">{FUNDING_MODEL}</p>
        <FundingOutcomes />
      </ContentSection>

      <ContentSection
        id="first-investment"
        title="Your first investment"
        icon={Sprout}
        lead="A few habits that save beginners the most money."
      >
        <CheckList items={firstInvestmentAdvice} />
        <p className="mt-6 text-sm text-muted-foreground">
          Ready for more? The{' '}
          <Link to="/documentation/investment-guide" className={linkClass}>
            Investment Guide
          </Link>{' '}
          covers allocation, due diligence and position sizing.
        </p>
      </ContentSection>
    </DocsLayout>
  );
}
