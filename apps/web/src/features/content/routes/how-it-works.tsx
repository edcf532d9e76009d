import {
  ArrowRight,
  Blocks,
  ClipboardCheck,
  Plus,
  Rocket,
  Scale,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { Link } from '@/lib/router/router';
import { PageContainer } from '@/components/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentHead } from '@/lib/use-document-head';
import { CheckList } from '../components/check-list';
import { ContentHero } from '../components/content-hero';
import { ContentSection } from '../components/content-section';
import { FeatureCard } from '../components/feature-card';
import { KeyFigures, type KeyFigure } from '../components/key-figures';
import { StepList } from '../components/step-list';
import { FEE, GOAL_RANGE, MIN_INVESTMENT, SUBMISSION_REVIEW_DAYS } from '../copy/figures';
import {
  FUNDING_MODEL_CUSTODY,
  FUNDING_MODEL_SETTLEMENT,
  FUNDING_MODEL_TOKENS,
} from '../copy/funding-model';
import { HOW_IT_WORKS_HEAD } from '../copy/page-heads';
import {
  CREATOR_STEPS,
  INVESTOR_STEPS,
  PROJECT_REQUIREMENTS,
  TRUST_POINTS,
} from '../copy/how-it-works';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

const figures: KeyFigure[] = [
  {
    label: 'Minimum investment',
    value: MIN_INVESTMENT,
    note: 'Suggested smallest amount per investment.',
  },
  { label: 'Funding goal range', value: GOAL_RANGE, note: 'What we advise creators to ask for.' },
  { label: 'Platform fee', value: FEE, note: 'Only when a campaign reaches its goal.' },
  { label: 'Review time', value: SUBMISSION_REVIEW_DAYS, note: 'From submission to a decision.' },
];

export default function HowItWorksRoute() {
  useScrollToHash();
  useDocumentHead(HOW_IT_WORKS_HEAD);
  return (
    <>
      <ContentHero
        eyebrow="Shark Tank for Meme Coins"
        eyebrowIcon={Blocks}
        title="How It Works"
        description="Creators pitch their meme coin, a reviewer checks it, and the community backs the projects it believes in. Every campaign settles all-or-nothing in SOL: the goal is reached, or everyone is refunded."
        actions={
          <>
            <Link to="/" className={buttonVariants({ size: 'lg' })}>
              <Rocket aria-hidden="true" />
              Browse Projects
            </Link>
            <Link to="/submit" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <Plus aria-hidden="true" />
              Submit Your Project
            </Link>
          </>
        }
      />
      <PageContainer className="space-y-16 sm:space-y-20">
        <KeyFigures figures={figures} label="Key figures" />

        <ContentSection
          id="for-investors"
          title="For Investors"
          icon={Users}
          lead="Four steps from finding a project to holding its tokens, or getting your SOL back."
        >
          <StepList steps={INVESTOR_STEPS} className="md:grid-cols-2" />
        </ContentSection>

        <ContentSection
          id="for-creators"
          title="For Project Creators"
          icon={Rocket}
          lead="Pitch your meme coin to a community that is looking for the next one."
        >
          <StepList steps={CREATOR_STEPS} className="md:grid-cols-2" />
        </ContentSection>

        <ContentSection
          id="funding-model"
          title="Where the money goes"
          icon={Scale}
          lead="One mechanism for every campaign, with no exceptions."
        >
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="rounded-xl border bg-card p-6">
              <h3 className="font-semibold">While the campaign runs</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {FUNDING_MODEL_TOKENS} {FUNDING_MODEL_CUSTODY}
              </p>
            </div>
            <div className="rounded-xl border bg-card p-6">
              <h3 className="font-semibold">At the deadline</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {FUNDING_MODEL_SETTLEMENT}
              </p>
            </div>
          </div>
        </ContentSection>

        <ContentSection
          id="project-requirements"
          title="Project Requirements"
          icon={ClipboardCheck}
          lead="What a submission must contain before it can be reviewed."
        >
          <div className="rounded-xl border bg-card p-6">
            <CheckList items={PROJECT_REQUIREMENTS} />
          </div>
        </ContentSection>

        <ContentSection
          id="security-and-trust"
          title="Security & Trust"
          icon={ShieldCheck}
          lead="What protects you today, and what is still on the roadmap."
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TRUST_POINTS.map((point) => (
              <FeatureCard key={point.title} icon={point.icon} title={point.title}>
                <p>{point.body}</p>
              </FeatureCard>
            ))}
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            Read the full picture on the{' '}
            <Link
              to="/security"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Security & Safety
            </Link>{' '}
            page.
          </p>
        </ContentSection>

        <section
          aria-labelledby="how-it-works-cta"
          className="rounded-2xl border bg-brand-gradient p-px"
        >
          <div className="flex flex-col items-center gap-5 rounded-[calc(1rem-1px)] bg-card px-6 py-10 text-center">
            <h2 id="how-it-works-cta" className="text-2xl font-bold tracking-tight">
              Ready to dive into the tank?
            </h2>
            <p className="max-w-xl text-muted-foreground">
              Browse the projects that passed review, or pitch your own meme coin to the community.
            </p>
            <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              <Link to="/" className={buttonVariants({ size: 'lg' })}>
                Browse Projects
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link to="/submit" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                Submit Your Project
              </Link>
            </div>
          </div>
        </section>
      </PageContainer>
    </>
  );
}
