// Links people type (social, website, pitch deck): http(s) only, so a javascript: or data: link is
// never stored or rendered; what a logo and a pitch deck may be (an upload the server made, an
// image URL, an emoji). Used by the submit and admin checks and by the pages that show links.
import { isSingleEmoji } from './text';

/**
 * An http(s) URL with a dotted host: the only kind of link shown to visitors (never javascript:,
 * data: or a bare word).
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * An optional social or website link as typed: empty is null, "x.com/a" is read as
 * "https://x.com/a", and anything but an http(s) URL (javascript:, data:, ...) is undefined:
 * refused with SUBMIT_MESSAGES.invalidLink.
 */
export function normalizeLink(value: string | null | undefined): string | null | undefined {
  const link = value?.trim() ?? '';
  if (!link) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`;
  return isHttpUrl(withScheme) ? withScheme : undefined;
}

/**
 * A stored pitch deck as shown to visitors: empty is null, a site path or an http(s) URL, else
 * undefined. Decks stored before the upload-only rule may be http(s) links; new ones go through
 * `normalizeUploadedPitchDeck`.
 */
export function normalizePitchDeckUrl(value: string | null | undefined): string | null | undefined {
  const url = value?.trim() ?? '';
  if (!url) return null;
  if (url.startsWith('/uploads/') && !/[\s\\]/.test(url)) return url;
  return isHttpUrl(url) ? url : undefined;
}

// The names POST /api/uploads gives files (apps/server/src/modules/uploads/file-kinds.ts:
// FILE_NAME_PREFIX and STORED_NAME_PATTERN), served under /uploads/.
const UPLOADED_LOGO = /^\/uploads\/project-logo-\d{13}(?:-[0-9a-f]{8})?\.(?:png|jpg|gif|webp)$/;
const UPLOADED_PITCH_DECK = /^\/uploads\/pitch-deck-\d{13}(?:-[0-9a-f]{8})?\.(?:pdf|ppt|pptx)$/;
/** The site's own images a logo may point to: the placeholder and the demo projects' logos. */
const SITE_LOGO = /^\/(?:placeholder\.svg|demo\/logos\/[a-z0-9-]+\.svg)$/;

/**
 * A logo as sent (submit and admin edit): empty is null; a logo uploaded here
 * ("/uploads/project-logo-1732270000000.png"), the site's placeholder or demo image, an http(s)
 * image URL (the token's image) or exactly one emoji is kept (trimmed); anything else
 * ("javascript:1", "<img src=x>", a word, two emoji, another site path) is undefined: refused with
 * SUBMIT_MESSAGES.invalidLogo.
 */
export function normalizeLogo(value: string | null | undefined): string | null | undefined {
  const logo = value?.trim() ?? '';
  if (!logo) return null;
  if (UPLOADED_LOGO.test(logo) || SITE_LOGO.test(logo)) return logo;
  if (/^https?:\/\//i.test(logo)) return isHttpUrl(logo) ? logo : undefined;
  return isSingleEmoji(logo) ? logo : undefined;
}

/**
 * True when `value` is exactly the path POST /api/uploads gives an image it stored
 * ("/uploads/project-logo-1732270000000.png"): no outside link, no other site path.
 */
export function isUploadedImagePath(value: string): boolean {
  return UPLOADED_LOGO.test(value);
}

/**
 * A pitch deck as sent (submit and admin edit): empty is null; a .pdf, .ppt or .pptx file uploaded
 * here ("/uploads/pitch-deck-1732270000000.pdf") is kept; anything else, an outside link included,
 * is undefined: refused with SUBMIT_MESSAGES.invalidPitchDeck.
 */
export function normalizeUploadedPitchDeck(
  value: string | null | undefined,
): string | null | undefined {
  const url = value?.trim() ?? '';
  if (!url) return null;
  return UPLOADED_PITCH_DECK.test(url) ? url : undefined;
}
