import {
  LOGO_MAX_BYTES,
  MINT_ADDRESS_MAX_LENGTH,
  MINT_ADDRESS_MIN_LENGTH,
  SHORT_DESCRIPTION_MAX,
} from '@memetank/shared/constants';
import { Flag, Lock, ScanSearch, UserCheck, Vote, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router/router';
import { CheckList } from '../../components/check-list';
import { ContentSection } from '../../components/content-section';
import { DocsLayout } from '../../components/docs/docs-layout';
import { LiveBadge, PlannedBadge } from '../../components/planned-badge';
import { num, SUBMISSION_REVIEW_DAYS } from '../../copy/figures';
import { SIGN_IN_MODEL } from '../../copy/funding-model';
import { CONTACT } from '../../copy/links';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

interface Stage {
  icon: LucideIcon;
  title: string;
  status: 'live' | 'partly planned' | 'planned';
  body: ReactNode;
}

const stages: Stage[] = [
  {
    icon: ScanSearch,
    title: '1. Initial screening',
    status: 'partly planned',
    body: (
      <>
        <p>
          Every submission passes automatic checks before a person sees it. Today these are rule
          based:
        </p>
        <CheckList
          className="mt-3"
          items={[
            'The creator is signed in with the wallet that submits, and signs a statement that the project is legitimate.',
            `The token mint address is ${MINT_ADDRESS_MIN_LENGTH} to ${MINT_ADDRESS_MAX_LENGTH} base58 characters and names an existing SPL Token or Token-2022 mint on the cluster MemeTank uses, read on chain at submission. A mint with a freeze authority is refused; a live mint authority is shown as a risk.`,
            'The tokens offered to investors are a positive whole number the creator’s wallet holds; they are deposited into escrow after approval, before the campaign opens.',
            `The name, both descriptions (the short one at most ${SHORT_DESCRIPTION_MAX} characters) and a positive goal are present.`,
            `Uploads are checked by their content, not their name: a logo must really be an image of at most ${num(LOGO_MAX_BYTES / 1024 / 1024)} MB.`,
          ]}
        />
        <p className="mt-3">
          AI-powered screening, which would flag copycat names and artwork, known scam wording and
          lopsided token distributions before review, is planned.
        </p>
      </>
    ),
  },
  {
    icon: UserCheck,
    title: '2. Manual review',
    status: 'live',
    body: (
      <p>
        A single admin wallet reviews each pending project: the token’s data, the pitch, the team’s
        public presence and the links. It approves or rejects within {SUBMISSION_REVIEW_DAYS}. Only
        approved projects are listed, and the admin can edit or remove a listing later if something
        changes. The server checks the admin wallet on every one of these actions; hiding the page
        from other visitors is a convenience, not the protection.
      </p>
    ),
  },
  {
    icon: Vote,
    title: '3. Community vote',
    status: 'planned',
    body: (
      <p>
        A community feedback period in which signed-in users vote on approved projects before
        funding opens is planned. Until it ships, likes and comments on each project page are the
        community’s voice, and they are visible to everyone before they invest.
      </p>
    ),
  },
];

const statusBadge: Record<Stage['status'], ReactNode> = {
  live: <LiveBadge />,
  'partly planned': <PlannedBadge label="Partly planned" />,
  planned: <PlannedBadge />,
};

const protections = [
  SIGN_IN_MODEL,
  'Sessions live in an HttpOnly, SameSite=Lax cookie that scripts cannot read; signing out deletes the session on the server.',
  'Each sign-in message carries a single-use nonce that expires after a few minutes, so a captured signature cannot be replayed.',
  'The site runs under a strict Content-Security-Policy without inline scripts, and cannot be framed by other sites.',
  'Investments are transfers you sign yourself into the platform’s escrow vault (an SPL Token multisig: two of its three keys sign every transfer out); the server checks that each one is exactly the transfer it prepared before recording it, once.',
  'At the deadline each campaign is settled automatically, and claims are paid on chain from the vault only to the wallet they belong to. Each payout is signed by the server’s key and the co-signer’s, which signs only the payout it is told about. An on-chain escrow program that removes the trust in the vault’s keys is planned.',
];

export default function DocumentationSecurityRoute() {
  return (
    <DocsLayout
      slug="security"
      description="How a project gets from submission to listing, which checks run today, which are planned, and how the platform protects your session and funds."
    >
      <ContentSection
        id="review-pipeline"
        title="The review pipeline"
        icon={Flag}
        lead="Three stages stand between a submission and the marketplace. Where a stage is not built yet, it says so."
      >
        <ol className="space-y-4">
          {stages.map((stage) => (
            <li key={stage.title} className="rounded-xl border bg-card p-5 sm:p-6">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <stage.icon className="size-5 text-primary" aria-hidden="true" />
                  {stage.title}
                </h3>
                {statusBadge[stage.status]}
              </div>
              <div className="text-sm leading-relaxed text-muted-foreground">{stage.body}</div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        id="platform-protections"
        title="Platform protections"
        icon={Lock}
        lead="What guards your account and your SOL while you use MemeTank."
      >
        <CheckList items={protections} />
      </ContentSection>

      <ContentSection id="reporting" title="Reporting a problem" icon={Flag}>
        <div className="space-y-3 leading-relaxed text-muted-foreground">
          <p>
            If a project looks like a scam or impersonates someone, tell us by {CONTACT} (see{' '}
            <Link to="/documentation/community-support" className={linkClass}>
              Community & Support
            </Link>
            ) with the project’s link and what you noticed. The reviewer can remove a listing at any
            time.
          </p>
          <p>
            Security vulnerabilities go privately the same way, never in a public comment. A paid
            bug bounty is planned; there is none today. The{' '}
            <Link to="/security" className={linkClass}>
              Security & Safety
            </Link>{' '}
            page lists what the automated tests check, what is planned and the risks every investor
            should know.
          </p>
        </div>
      </ContentSection>
    </DocsLayout>
  );
}
