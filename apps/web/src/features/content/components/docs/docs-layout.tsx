// The frame of every documentation sub-page: side menu, "Back to Overview", the page, Previous/Next.
import { MOBILE_BREAKPOINT_PX, SIDE_MENU_COOKIE_MAX_AGE_SECONDS } from '@memetank/shared/constants';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router/router';
import { buttonVariants } from '@/components/ui/button';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { useDocumentHead } from '@/lib/use-document-head';
import { DOCS_OVERVIEW_PATH, docsPage, type DocsSlug } from '../../copy/docs-pages';
import { docsPageTitle } from '../../copy/page-heads';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { DocsPager } from './docs-pager';
import { DocsSidebar } from './docs-sidebar';

/** The cookie that keeps the side menu open or collapsed across visits. */
export const DOCS_SIDEBAR_COOKIE = 'sidebar_state';

interface DocsLayoutProps {
  slug: DocsSlug;
  /** The lead under the title. */
  description: ReactNode;
  children: ReactNode;
}

export function DocsLayout({ slug, description, children }: DocsLayoutProps) {
  useScrollToHash();
  const page = docsPage(slug);
  useDocumentHead({ title: docsPageTitle(page.title), description: page.summary });
  return (
    <SidebarProvider
      cookieName={DOCS_SIDEBAR_COOKIE}
      cookieMaxAgeSeconds={SIDE_MENU_COOKIE_MAX_AGE_SECONDS}
      mobileBreakpointPx={MOBILE_BREAKPOINT_PX}
      className="mx-auto max-w-7xl flex-1"
    >
      <DocsSidebar current={slug} />
      <SidebarInset>
        <div className="flex items-center gap-2 border-b px-2 py-2 sm:px-4">
          <SidebarTrigger />
          <span aria-hidden="true" className="h-5 w-px bg-border" />
          <Link
            to={DOCS_OVERVIEW_PATH}
            className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'text-sm' })}
          >
            <ArrowLeft aria-hidden="true" />
            Back to Overview
          </Link>
          <ChevronRight
            aria-hidden="true"
            className="hidden size-4 text-muted-foreground sm:block"
          />
          <span className="hidden truncate text-sm text-muted-foreground sm:block">
            {page.title}
          </span>
        </div>
        <article className="w-full max-w-4xl px-4 py-8 sm:px-8 sm:py-10 lg:px-12">
          <header className="mb-12 space-y-3">
            <p className="flex items-center gap-2 text-sm font-medium text-primary">
              <page.icon className="size-4" aria-hidden="true" />
              Documentation
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {page.title}
            </h1>
            <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
          </header>
          <div className="space-y-14">{children}</div>
          <DocsPager slug={slug} />
        </article>
      </SidebarInset>
    </SidebarProvider>
  );
}
