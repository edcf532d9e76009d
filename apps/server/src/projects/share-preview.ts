// What a link-preview crawler (X, Slack, Discord, ...) reads from /project/:id: the SPA's
// index.html with the project's Open Graph and Twitter card tags and its title in the <head>, the
// image being the project's preview card (preview-card.ts). Only for a project an anonymous
// visitor may see; any other id gets the plain page, so a pending, rejected, deleted or unknown
// project is not revealed (docs/decisions/048-share-previews.md and
// docs/decisions/067-preview-cards.md).
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import { formatFundingCompact } from '@memetank/shared/format-money';
import { SITE_TITLE_ATTRIBUTE } from '@memetank/shared/share-preview';
import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import type { Clock } from '../lib/clock';
import { withHeadLines } from '../lib/page-preloads';
import {
  PREVIEW_CARD_HEIGHT,
  PREVIEW_CARD_WIDTH,
  type PreviewCardFacts,
  type PreviewCards,
} from './preview-card';
import { toProjectSummary, type ProjectRow } from './project-view';
import { projectVisibleTo, type ProjectsDeps } from './visibility';

export const SITE_NAME = 'MemeTank';

const ANONYMOUS = { wallet: null, isAdmin: false } as const;
const PROJECT_PAGE = /^\/project\/([^/]+)\/?$/;
const TITLE = /<title>([\s\S]*?)<\/title>/i;

/** What a preview says about a project; its URLs are absolute, on the site's PUBLIC_URL. */
export interface SharePreview {
  title: string;
  description: string;
  url: string;
  image: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The project id of a page path ("/project/<uuid>"), or null for any other path or a malformed id. */
export function projectIdOfPage(path: string): string | null {
  const match = PROJECT_PAGE.exec(path);
  if (!match?.[1]) return null;
  const parsed = projectIdParamsSchema.safeParse({ id: decodeURIComponentSafe(match[1]) });
  return parsed.success ? parsed.data.id : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What a project's preview card shows, from its row (integer base units). */
export function previewCardFacts(row: ProjectRow): PreviewCardFacts {
  return {
    name: row.name,
    logo: row.logo,
    currency: row.currency,
    raisedUnits: row.currentFundingUnits,
    goalUnits: row.fundingGoalUnits,
  };
}

/** The row of a project an anonymous visitor may see, or null. */
async function findPublicProject(deps: ProjectsDeps, id: string): Promise<ProjectRow | null> {
  const [row] = await deps.database.db.select().from(projects).where(eq(projects.id, id));
  return row && projectVisibleTo(row, ANONYMOUS) ? row : null;
}

/** The path of a project's preview card; `version` changes with what the card shows. */
export const previewCardPath = (id: string, version: string) =>
  `/api/projects/${id}/preview.png?v=${version}`;

/**
 * An approved project's preview card and its version, or null when there is none to show an
 * anonymous visitor (pending, rejected, deleted or unknown): the same rule as the page's tags.
 */
export async function findPreviewCard(
  deps: ProjectsDeps,
  cards: PreviewCards,
  id: string,
): Promise<{ version: string; png: Buffer } | null> {
  const row = await findPublicProject(deps, id);
  if (!row) return null;
  const facts = previewCardFacts(row);
  return { version: cards.version(facts), png: await cards.png(row.id, facts) };
}

/** The preview of an approved project, or null when there is none to show an anonymous visitor. */
export async function findSharePreview(
  deps: ProjectsDeps & { clock: Clock; config: { publicUrl: string } },
  cards: PreviewCards,
  id: string,
): Promise<SharePreview | null> {
  const row = await findPublicProject(deps, id);
  if (!row) return null;
  // PUBLIC_URL, never the request's Host header: any client can send any Host.
  const origin = deps.config.publicUrl;
  // The same figures the detail answer shows: the confirmed funding against the goal.
  const project = toProjectSummary(row, deps.clock.now());
  const raised = formatFundingCompact(project.currentFunding, project.currency);
  const goal = formatFundingCompact(project.fundingGoal, project.currency);
  return {
    title: project.name,
    description: `${project.description} Raised ${raised} of ${goal}.`,
    url: `${origin}/project/${project.id}`,
    image: `${origin}${previewCardPath(project.id, cards.version(previewCardFacts(row)))}`,
  };
}

/**
 * `template` (the built index.html) with the preview's title and tags in its <head>. The page's
 * own title is kept in SITE_TITLE_ATTRIBUTE, so the SPA can restore it once the visitor moves on.
 */
export function renderSharePreview(template: string, preview: SharePreview): string {
  // The template's title is already markup text; only a quote would end the attribute early.
  const siteTitle = (TITLE.exec(template)?.[1] ?? SITE_NAME).replaceAll('"', '&quot;');
  const title = `<title ${SITE_TITLE_ATTRIBUTE}="${siteTitle}">${escapeHtml(`${preview.title} | ${SITE_NAME}`)}</title>`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:image', preview.image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(PREVIEW_CARD_WIDTH)],
    ['property', 'og:image:height', String(PREVIEW_CARD_HEIGHT)],
    ['property', 'og:image:alt', `${preview.title} on MemeTank`],
    // The card is 1200x630 (1.91:1), the large image card's own shape.
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', preview.image],
  ];
  const meta = tags.map(
    ([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`,
  );
  // Functions as replacements, so a "$&" in a project's text is not read as a pattern.
  const hasTitle = TITLE.test(template);
  const page = hasTitle ? template.replace(TITLE, () => title) : template;
  return withHeadLines(page, hasTitle ? meta : [title, ...meta]);
}
