import {
  CircleCheck,
  Fingerprint,
  Hourglass,
  MessageCircle,
  ShieldCheck,
  ShieldHalf,
  TriangleAlert,
  Vault,
} from 'lucide-react';
import { Link } from '@/lib/router/router';
import { PageContainer } from '@/components/page-container';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentHead } from '@/lib/use-document-head';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { ContentHero } from '../components/content-hero';
import { ContentSection } from '../components/content-section';
import { EscrowProofCard } from '../components/escrow-proof-card';
import { ExternalLink } from '../components/external-link';
import { FeatureCard } from '../components/feature-card';
import { LiveBadge, PlannedBadge } from '../components/planned-badge';
import { SOCIAL_HANDLE, SOCIAL_URL } from '../copy/links';
import { SECURITY_HEAD } from '../copy/page-heads';
import {
  AUDITS,
  BEST_PRACTICES,
  HEADLINE_POINTS,
  RISK_DISCLOSURE,
  RISK_MEASURES,
  VERIFICATION_PLANNED,
  VERIFICATION_TODAY,
  type Audit,
  type SecurityPoint,
} from '../copy/security';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

function AuditRow({ audit }: { audit: Audit }) {
  return (
    <li className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold">{audit.name}</h3>
        <p className="text-sm leading-relaxed text-muted-foreground">{audit.scope}</p>
      </div>
      {audit.status === 'Tested' ? (
        <LiveBadge label="Tested" className="self-start" />
      ) : (
        <PlannedBadge className="self-start" />
      )}
    </li>
  );
}

/** One card per point, marked Planned where the point is not built yet. */
function PointCards({ points }: { points: readonly SecurityPoint[] }) {
  return points.map((point) => (
    <FeatureCard key={point.title} icon={point.icon} title={point.title} planned={point.planned}>
      <p>{point.body}</p>
    </FeatureCard>
  ));
}

export default function SecurityRoute() {
  useScrollToHash();
  useDocumentHead(SECURITY_HEAD);
  return (
    <>
      <ContentHero
        eyebrow="Security first"
        eyebrowIcon={ShieldHalf}
        title="Security & Safety"
        description="What protects your wallet and your SOL on MemeTank today, what is still planned, and the risks no platform can remove for you."
      />
      <PageContainer className="space-y-16 sm:space-y-20">
        <section aria-label="Security at a glance" className="grid gap-4 md:grid-cols-3">
          <PointCards points={HEADLINE_POINTS} />
        </section>

        <ContentSection
          id="escrow-vault"
          title="Escrow vault"
          icon={Vault}
          lead="Every investment waits in one vault until its campaign settles. Its balance on chain, against everything it owes, live: anyone can check it on the explorer."
        >
          <EscrowProofCard />
        </ContentSection>

        <ContentSection
          id="audits"
          title="Audits & reviews"
          icon={ShieldCheck}
          lead="No outside firm has audited MemeTank yet. The parts that handle identity and money are checked by automated tests in the product's test suite; an external audit is planned."
        >
          <Card>
            <ul className="divide-y">
              {AUDITS.map((audit) => (
                <AuditRow key={audit.name} audit={audit} />
              ))}
            </ul>
          </Card>
        </ContentSection>

        <ContentSection
          id="kyc-and-verification"
          title="KYC & Verification"
          icon={Fingerprint}
          lead="How we check who is behind a project. Investors do not go through identity checks."
        >
          <div className="grid gap-4 lg:grid-cols-2">
            <Card className="p-6">
              <h3 className="mb-4 font-semibold">In place today</h3>
              <CheckList items={VERIFICATION_TODAY} />
            </Card>
            <Card className="p-6">
              <div className="mb-4 flex items-center justify-between gap-3">
                <h3 className="font-semibold">Coming next</h3>
                <PlannedBadge />
              </div>
              <CheckList items={VERIFICATION_PLANNED} icon={Hourglass} />
            </Card>
          </div>
        </ContentSection>

        <ContentSection
          id="risk-management"
          title="Risk Management"
          icon={ShieldHalf}
          lead="The rules that limit how much can go wrong, and the ones still being built."
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <PointCards points={RISK_MEASURES} />
          </div>
        </ContentSection>

        <ContentSection id="risk-disclosure" title="Risk Disclosure" icon={TriangleAlert}>
          <Callout tone="warning" title="You can lose everything you invest">
            <ul className="list-disc space-y-2 pl-5">
              {RISK_DISCLOSURE.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Callout>
        </ContentSection>

        <ContentSection
          id="best-practices"
          title="Best Practices"
          icon={CircleCheck}
          lead="Habits that keep your wallet safe here and everywhere else."
        >
          <Card className="p-6">
            <CheckList items={BEST_PRACTICES} />
          </Card>
        </ContentSection>

        <section
          aria-labelledby="report-vulnerability"
          className="flex flex-col gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="space-y-2">
            <h2 id="report-vulnerability" className="text-xl font-bold tracking-tight">
              Report a vulnerability
            </h2>
            <p className="max-w-2xl text-sm text-muted-foreground">
              Send the details privately, by a direct message to {SOCIAL_HANDLE} on X, never in a
              public comment, and give us time to fix the issue before you publish it. A paid bug
              bounty is planned; there is none today.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ExternalLink href={SOCIAL_URL} className={buttonVariants()}>
              <MessageCircle aria-hidden="true" />
              Message us on X
            </ExternalLink>
            <Link to="/documentation/security" className={buttonVariants({ variant: 'outline' })}>
              Review process
            </Link>
          </div>
        </section>
      </PageContainer>
    </>
  );
}
