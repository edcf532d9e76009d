import {
  DEADLINE_MAX_DAYS,
  PLATFORM_FEE_BPS,
  SHORT_DESCRIPTION_MAX,
  STATED_GOAL_BANDS_SOL,
} from '@memetank/shared/constants';
import { ClipboardCheck, Lightbulb, ListOrdered, Plus, Target } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { buttonVariants } from '@/components/ui/button';
import { Callout } from '../../components/callout';
import { CheckList } from '../../components/check-list';
import { ContentSection } from '../../components/content-section';
import { DocsLayout } from '../../components/docs/docs-layout';
import { StepList, type Step } from '../../components/step-list';
import { FEE, GOAL_BOUNDS, SUBMISSION_REVIEW_DAYS, range, sol } from '../../copy/figures';
import { CONTACT } from '../../copy/links';

// Documentation advice only; the submit form does not check these.
const TICKER_LENGTH = { min: 3, max: 5 };
const LOGO_MIN_PX = 512;

const requirements = [
  'Project name: short, memorable and not confusable with an existing coin.',
  `Ticker: ${range(TICKER_LENGTH)} characters, the same one the token uses on-chain.`,
  `Description: a one-line hook of at most ${SHORT_DESCRIPTION_MAX} characters, and a detailed description of the idea, the plan and what the SOL pays for.`,
  `Logo: a square PNG of at least ${LOGO_MIN_PX}×${LOGO_MIN_PX} px that reads well as a small icon.`,
  'Tokenomics: total supply, how it is distributed (team, liquidity, community, investors) and what, if anything, the token is used for.',
  'Pitch deck: a PDF of around ten slides. PowerPoint files are accepted too.',
  'Social presence: at least one of Twitter, Discord or Telegram, with real activity, plus a website if you have one.',
  'Team information: who is behind the project and what they have built before. Pseudonyms are fine if they have a public track record.',
  'Funding goal: an amount in SOL (or in USDC, for a stable dollar value) that matches the plan (see the ranges below).',
];

const process: Step[] = [
  {
    title: 'Prepare',
    body: 'Mint your token (SPL Token or Token-2022, without a freeze authority), gather the items above and write the pitch. The token’s mint address is read on chain as you paste it, so its name, image, supply and authorities show themselves, and decide how many of your tokens to offer investors.',
  },
  {
    title: 'Submit',
    body: `Fill in the submission form with your wallet connected, enter the whole tokens you offer investors (at most what your wallet holds), choose a deadline up to ${DEADLINE_MAX_DAYS} days ahead, and sign the statement that the project is legitimate. Submitting is free.`,
  },
  {
    title: 'Review',
    body: `The reviewer checks the token, the pitch and the team’s public presence, and approves or rejects the project within ${SUBMISSION_REVIEW_DAYS}. A rejected project can be improved and submitted again: ask us what was missing, by ${CONTACT}.`,
  },
  {
    title: 'Launch',
    body: 'Approved projects are listed in the marketplace at once, awaiting your deposit: press Deposit on your project page and your wallet sends exactly the tokens you offered into escrow. From then on, investors can back the campaign until its deadline, and you can follow it from your Dashboard.',
  },
];

const { small, medium, large } = STATED_GOAL_BANDS_SOL;
const feeOn = (goal: number) => sol((goal * PLATFORM_FEE_BPS) / 10_000);

const ranges = [
  {
    name: 'Small',
    band: small,
    fits: 'Community experiments and first-time creators. Easiest to fill, and the best way to build a track record.',
  },
  {
    name: 'Medium',
    band: medium,
    fits: 'An existing community with a concrete plan: listings, liquidity, marketing with named channels.',
  },
  {
    name: 'Large',
    band: large,
    fits: 'Experienced teams with a detailed roadmap and budget. Reviewers look hardest at these.',
  },
] as const;

const tips = [
  'Lead with the joke, then the plan. Investors remember the meme but fund the plan.',
  'Pick a goal you can fill. A campaign that reaches a modest goal beats one that refunds a big one.',
  'Answer every question in the comments, especially the hard ones.',
  'Use the same name, ticker and mint address everywhere, so investors can check them in seconds.',
  'Share the project page on your own channels as soon as it is approved: the first days set the tone.',
  'Be honest about risk. A High rating with a clear explanation earns more trust than a Low one nobody believes.',
];

export default function ProjectSubmissionRoute() {
  return (
    <DocsLayout
      slug="project-submission"
      description="What a creator needs to prepare, how a submission is reviewed and which funding goal fits which project."
    >
      <ContentSection
        id="requirements"
        title="Requirements"
        icon={ClipboardCheck}
        lead="The form insists on a token, a name, both descriptions, the tokens for investors and a goal. Reviewers look for everything below."
      >
        <CheckList items={requirements} />
        <Link to="/submit" className={buttonVariants({ className: 'mt-6' })}>
          <Plus aria-hidden="true" />
          Start Submission
        </Link>
      </ContentSection>

      <ContentSection
        id="process"
        title="The 4-step process"
        icon={ListOrdered}
        lead="From preparation to a listing in the marketplace."
      >
        <StepList steps={process} className="sm:grid-cols-2" />
      </ContentSection>

      <ContentSection
        id="funding-ranges"
        title="Funding ranges"
        icon={Target}
        lead={`Goals in SOL, which most projects use. The form accepts goals of ${GOAL_BOUNDS} (SOL or USDC); these are the ranges reviewers expect.`}
      >
        <div className="grid gap-4 md:grid-cols-3">
          {ranges.map((entry) => (
            <div key={entry.name} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
              <h3 className="font-semibold">{entry.name}</h3>
              <p className="text-brand-gradient text-2xl font-extrabold">
                {range(entry.band, 'SOL')}
              </p>
              <p className="text-sm leading-relaxed text-muted-foreground">{entry.fits}</p>
            </div>
          ))}
        </div>
        <Callout title={`The ${FEE} fee, only on success`} className="mt-6">
          <p>
            If a campaign reaches its goal, {FEE} of the total raised is deducted before you claim
            it: {feeOn(small.max)} on {sol(small.max)}, {feeOn(medium.max)} on {sol(medium.max)}. If
            it misses, investors are refunded and you pay nothing.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="tips" title="Tips for a strong submission" icon={Lightbulb}>
        <CheckList items={tips} icon={Lightbulb} />
      </ContentSection>

      <section
        aria-labelledby="submit-cta"
        className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="space-y-1">
          <h2 id="submit-cta" className="text-xl font-bold tracking-tight">
            Ready to pitch?
          </h2>
          <p className="text-sm text-muted-foreground">
            Connect your wallet and submit. It is free, and you hear back within{' '}
            {SUBMISSION_REVIEW_DAYS}.
          </p>
        </div>
        <Link to="/submit" className={buttonVariants({ size: 'lg' })}>
          Submit Your Project
        </Link>
      </section>
    </DocsLayout>
  );
}
