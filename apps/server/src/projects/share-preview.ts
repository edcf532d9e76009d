// What a link-preview crawler (X, Slack, Discord, ...) reads from /project/:id: the SPA's
// index.html with the project's Open Graph and Twitter card tags and its title in the <head>. Only
// for a project an anonymous visitor may see; any other id gets the plain page, so a pending,
// rejected, deleted or unknown project is not revealed (docs/decisions/048-share-previews.md).
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import { formatFundingCompact } from '@memetank/shared/format-money';
import { SITE_TITLE_ATTRIBUTE } from '@memetank/shared/share-preview';
import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import type { Clock } from '../lib/clock';
import { withHeadLines } from '../lib/page-preloads';
import { toProjectSummary } from './project-view';
import { projectVisibleTo, type ProjectsDeps } from './visibility';

export const SITE_NAME = 'MemeTank';

const ANONYMOUS = { wallet: null, isAdmin: false } as const;
const PROJECT_PAGE = /^\/project\/([^/]+)\/?$/;
const TITLE = /<title>([\s\S]*?)<\/title>/i;

/** What a preview says about a project; URLs are absolute or null when the origin is unknown. */
export interface SharePreview {
  title: string;
  description: string;
  url: string | null;
  image: string | null;
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

/**
 * "https://memetank.example" from the scheme and host the request arrived with (as the app's
 * trust-proxy rules read them); null when the host is not one a URL can have, so a forged Host
 * header cannot put markup into the preview (the origin is escaped as well).
 */
export function siteOrigin(scheme: 'http' | 'https', host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The logo as an absolute image URL: an upload or site image ("/uploads/...") on this origin, an
 * http(s) URL as it is; null for an emoji or no logo (a crawler shows no image then).
 */
function logoImage(logo: string, origin: string | null): string | null {
  if (/^https?:\/\//i.test(logo)) return logo;
  if (logo.startsWith('/') && !logo.startsWith('//') && origin) return `${origin}${logo}`;
  return null;
}

/** The preview of an approved project, or null when there is none to show an anonymous visitor. */
export async function findSharePreview(
  deps: ProjectsDeps & { clock: Clock },
  id: string,
  origin: string | null,
): Promise<SharePreview | null> {
  const [row] = await deps.database.db.select().from(projects).where(eq(projects.id, id));
  if (!row || !projectVisibleTo(row, ANONYMOUS)) return null;
  // The same figures the detail answer shows: the confirmed funding against the goal.
  const project = toProjectSummary(row, deps.clock.now());
  const raised = formatFundingCompact(project.currentFunding, project.currency);
  const goal = formatFundingCompact(project.fundingGoal, project.currency);
  return {
    title: project.name,
    description: `${project.description} Raised ${raised} of ${goal}.`,
    url: origin ? `${origin}/project/${project.id}` : null,
    image: logoImage(project.logo, origin),
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
  const tags: [string, string, string | null][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:image', preview.image],
    // The logo is square: the summary card shows it whole, a large image card would crop it.
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', preview.image],
  ];
  const meta = tags
    .filter((tag): tag is [string, string, string] => tag[2] !== null)
    .map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`);
  // Functions as replacements, so a "$&" in a project's text is not read as a pattern.
  const hasTitle = TITLE.test(template);
  const page = hasTitle ? template.replace(TITLE, () => title) : template;
  return withHeadLines(page, hasTitle ? meta : [title, ...meta]);
}
