// The documentation sub-pages in their fixed order, which is also the Previous/Next order.
import {
  BookOpen,
  CircleHelp,
  Code,
  LifeBuoy,
  Rocket,
  Send,
  ShieldCheck,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';

export const DOCS_OVERVIEW_PATH = '/documentation';

export type DocsSlug =
  | 'getting-started'
  | 'investment-guide'
  | 'project-submission'
  | 'api-reference'
  | 'security'
  | 'community-support'
  | 'faq';

export interface DocsPage {
  slug: DocsSlug;
  path: string;
  title: string;
  /** The side menu's text. */
  menuTitle: string;
  /** One line for the side menu's hover text and the overview's cards. */
  summary: string;
  icon: LucideIcon;
}

const page = (
  slug: DocsSlug,
  title: string,
  summary: string,
  icon: LucideIcon,
  menuTitle = title,
): DocsPage => ({ slug, path: `${DOCS_OVERVIEW_PATH}/${slug}`, title, menuTitle, summary, icon });

export const DOCS_PAGES: readonly DocsPage[] = [
  page(
    'getting-started',
    'Getting Started',
    'Set up a Solana wallet, sign in, find a project and make a first, small investment.',
    Rocket,
  ),
  page(
    'investment-guide',
    'Investment Guide',
    'How much to put into meme coins, how to spread it and what to check before you invest.',
    TrendingUp,
  ),
  page(
    'project-submission',
    'Project Submission',
    'What a creator needs, how review works and which funding goal fits a project.',
    Send,
  ),
  page(
    'api-reference',
    'API Reference',
    'The public read API: every endpoint, its parameters and the fields it returns.',
    Code,
  ),
  page(
    'security',
    'Security',
    'How projects are screened and reviewed before listing, and what is still planned.',
    ShieldCheck,
  ),
  page(
    'community-support',
    'Community & Support',
    'Where to ask a question, how to reach the team and the community rules.',
    LifeBuoy,
  ),
  page(
    'faq',
    'Frequently Asked Questions',
    'Short answers on wallets, investing, submissions, safety and the technical side.',
    CircleHelp,
    'FAQ',
  ),
];

export const DOCS_ICON = BookOpen;

export function docsPage(slug: DocsSlug): DocsPage {
  const found = DOCS_PAGES.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`Unknown documentation page: ${slug}`);
  return found;
}

/** The pages before and after `slug` in reading order (none past either end). */
export function docsNeighbours(slug: DocsSlug): { previous?: DocsPage; next?: DocsPage } {
  const index = DOCS_PAGES.findIndex((entry) => entry.slug === slug);
  return { previous: DOCS_PAGES[index - 1], next: DOCS_PAGES[index + 1] };
}
