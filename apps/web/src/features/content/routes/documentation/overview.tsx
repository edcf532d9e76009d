import { ArrowRight, BookOpen, CircleHelp, MessageCircle, Sparkles } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { PageContainer } from '@/components/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentHead } from '@/lib/use-document-head';
import { ContentHero } from '../../components/content-hero';
import { ExternalLink } from '../../components/external-link';
import { DOCS_PAGES } from '../../copy/docs-pages';
import { SOCIAL_URL } from '../../copy/links';
import { DOCUMENTATION_HEAD } from '../../copy/page-heads';

/** Six topics on cards; the FAQ has its own place in the help box. */
const topics = DOCS_PAGES.filter((page) => page.slug !== 'faq');

const popularTopics = [
  { label: 'How to connect your wallet', to: '/documentation/getting-started#wallet-setup' },
  { label: 'Investment risk management', to: '/documentation/investment-guide#allocation' },
  { label: 'How to submit a project', to: '/documentation/project-submission#process' },
  { label: 'Platform security', to: '/documentation/security#review-pipeline' },
];

export default function DocumentationRoute() {
  useDocumentHead(DOCUMENTATION_HEAD);
  return (
    <>
      <ContentHero
        eyebrow="Guides and reference"
        eyebrowIcon={BookOpen}
        title="Documentation"
        description="Everything about investing in and launching meme coins on MemeTank: step-by-step guides, the rules behind every campaign and a reference for developers."
        actions={
          <Link to="/documentation/getting-started" className={buttonVariants({ size: 'lg' })}>
            <Sparkles aria-hidden="true" />
            Start Here
          </Link>
        }
      />
      <PageContainer className="space-y-14">
        <section aria-labelledby="docs-topics">
          <h2 id="docs-topics" className="mb-6 text-2xl font-bold tracking-tight">
            Browse by topic
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {topics.map((page) => (
              <li key={page.slug}>
                <Link
                  to={page.path}
                  className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm transition-colors hover:border-primary/60 hover:bg-accent/30"
                >
                  <span className="flex size-10 items-center justify-center rounded-lg bg-brand-gradient text-white">
                    <page.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-lg font-semibold group-hover:text-primary">
                    {page.title}
                  </span>
                  <span className="text-sm leading-relaxed text-muted-foreground">
                    {page.summary}
                  </span>
                  <span className="mt-auto flex items-center gap-1 pt-2 text-sm font-medium text-primary">
                    Read the guide
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="docs-need-help"
            className="flex flex-col gap-4 rounded-2xl border bg-card p-6 sm:p-8"
          >
            <h2 id="docs-need-help" className="text-xl font-bold tracking-tight">
              Need Help?
            </h2>
            <p className="text-sm leading-relaxed text-muted-foreground">
              Can’t find what you are looking for? The community on X answers questions every day,
              and the FAQ covers the ones we hear most.
            </p>
            <div className="mt-auto flex flex-col gap-3 sm:flex-row">
              <ExternalLink href={SOCIAL_URL} className={buttonVariants()}>
                <MessageCircle aria-hidden="true" />
                Join the Community
              </ExternalLink>
              <Link to="/documentation/faq" className={buttonVariants({ variant: 'outline' })}>
                <CircleHelp aria-hidden="true" />
                Read the FAQ
              </Link>
            </div>
          </section>

          <section
            aria-labelledby="docs-popular"
            className="flex flex-col gap-4 rounded-2xl border bg-card p-6 sm:p-8"
          >
            <h2 id="docs-popular" className="text-xl font-bold tracking-tight">
              Popular Topics
            </h2>
            <ul className="divide-y">
              {popularTopics.map((topic) => (
                <li key={topic.to}>
                  <Link
                    to={topic.to}
                    className="group flex items-center justify-between gap-3 py-3 text-sm font-medium hover:text-primary"
                  >
                    {topic.label}
                    <ArrowRight
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </PageContainer>
    </>
  );
}
