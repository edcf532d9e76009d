import { Award, Clock, Headset, HeartHandshake, MessageCircle, Users } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Callout } from '../../components/callout';
import { CheckList } from '../../components/check-list';
import { ContentSection } from '../../components/content-section';
import { DocsLayout } from '../../components/docs/docs-layout';
import { ExternalLink } from '../../components/external-link';
import { FeatureCard } from '../../components/feature-card';
import { PlannedBadge } from '../../components/planned-badge';
import { SOCIAL_HANDLE, SOCIAL_URL } from '../../copy/links';

const guidelines = [
  'Be respectful. Disagree with ideas, not with people; harassment and hate get you removed.',
  'Say so when you are on a project’s team or hold its token before you promote it.',
  'No spam, referral links or copy-pasted shilling in replies or project comments.',
  'Do not present a guess about price as a certainty. Nobody knows, and newcomers listen.',
  'Never post a private key, a recovery phrase or a screenshot of one, not even a “burned” one.',
  'Report scams, impersonators and fake support accounts instead of engaging with them.',
];

const championDuties = [
  'Welcome newcomers and point them to the right guide.',
  'Answer common questions in the community, and pass the hard ones to the team.',
  'Flag suspicious projects, links and impersonators to the reviewer quickly.',
  'Collect feedback from the community on what to build next.',
];

export default function CommunitySupportRoute() {
  return (
    <DocsLayout
      slug="community-support"
      description="Where to ask a question, how to reach the team, the rules of the community and what is still planned."
    >
      <ContentSection
        id="community"
        title="Join the community"
        icon={Users}
        lead={`MemeTank’s community meets on X at ${SOCIAL_HANDLE}: launches, new listings, questions and answers.`}
      >
        <ExternalLink href={SOCIAL_URL} className={buttonVariants({ size: 'lg' })}>
          <MessageCircle aria-hidden="true" />
          Join the community on X
        </ExternalLink>
      </ContentSection>

      <ContentSection
        id="guidelines"
        title="Community guidelines"
        icon={HeartHandshake}
        lead="Short rules for our channels and for the comments on every project page."
      >
        <CheckList items={guidelines} />
      </ContentSection>

      <ContentSection
        id="support-channels"
        title="Support channels"
        icon={Headset}
        lead={`The team is reachable on X at ${SOCIAL_HANDLE}; there is no support email address.`}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FeatureCard icon={MessageCircle} title="Community on X">
            <p>
              General questions about using MemeTank, listings and campaigns. Ask in public so the
              answer helps the next person too.
            </p>
          </FeatureCard>
          <FeatureCard icon={Headset} title="Direct message on X">
            <p>
              Technical problems with your wallet connection, a transaction or a claim, privacy
              requests and security reports. Include your wallet address, never your recovery
              phrase.
            </p>
          </FeatureCard>
        </div>
        <Callout tone="warning" title="Support never writes first" className="mt-6">
          <p>
            We never start a conversation by DM and never ask for a recovery phrase, a private key
            or a “verification” transaction. Anyone who does is a scammer.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection
        id="champions"
        title="Community champions"
        icon={Award}
        lead="Planned: experienced members who volunteer to help others. They would not be staff and could not move funds."
      >
        <PlannedBadge className="mb-4" />
        <CheckList items={championDuties} />
        <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
          The programme has not started. Champions will follow the same rules as everyone else: they
          never DM first and never ask for keys or funds.
        </p>
      </ContentSection>

      <ContentSection
        id="response-times"
        title="Response times"
        icon={Clock}
        lead="Planned: support with published response times."
      >
        <PlannedBadge className="mb-4" />
        <p className="leading-relaxed text-muted-foreground">
          Today there is no support team on duty and no promised response time: the team answers
          messages on X when it can.
        </p>
      </ContentSection>
    </DocsLayout>
  );
}
