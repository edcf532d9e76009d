import { MessageCircle, Send } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { DocsLayout } from '../../components/docs/docs-layout';
import { ExternalLink } from '../../components/external-link';
import { FaqList } from '../../components/faq/faq-list';
import { FAQ_GROUPS } from '../../copy/faq';
import { SOCIAL_HANDLE, SOCIAL_URL } from '../../copy/links';

export default function FaqRoute() {
  return (
    <DocsLayout
      slug="faq"
      description="Short answers to the questions we hear most, from connecting a wallet to what happens when a campaign ends."
    >
      <FaqList groups={FAQ_GROUPS} />

      <section
        aria-labelledby="still-need-help"
        className="rounded-2xl border bg-brand-gradient p-px"
      >
        <div className="flex flex-col items-center gap-4 rounded-[calc(1rem-1px)] bg-card px-6 py-8 text-center">
          <h2 id="still-need-help" className="text-xl font-bold tracking-tight">
            Still need help?
          </h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Ask the community or send us a message on X at {SOCIAL_HANDLE}.
          </p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ExternalLink href={SOCIAL_URL} className={buttonVariants()}>
              <MessageCircle aria-hidden="true" />
              Ask the Community
            </ExternalLink>
            <ExternalLink href={SOCIAL_URL} className={buttonVariants({ variant: 'outline' })}>
              <Send aria-hidden="true" />
              Contact Support
            </ExternalLink>
          </div>
        </div>
      </section>
    </DocsLayout>
  );
}
