// Links people type (social, website, pitch deck): http(s) only, so a javascript: or data: link is
// never stored or rendered. Used by the submit and admin checks and by the pages that show links.

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

/** An optional pitch deck: empty is null, an uploaded file's path or an http(s) URL, else undefined. */
export function normalizePitchDeckUrl(value: string | null | undefined): string | null | undefined {
  const url = value?.trim() ?? '';
  if (!url) return null;
  if (url.startsWith('/uploads/') && !/[\s\\]/.test(url)) return url;
  return isHttpUrl(url) ? url : undefined;
}
