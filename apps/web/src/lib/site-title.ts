// A shared project's page arrives with the project's title, written by the server for link-preview
// crawlers (docs/decisions/048-share-previews.md). At start the site's own title comes back, so a
// page without a title of its own does not keep the project's once the visitor moves on; the
// project page sets its title again when its data is there.
import { SITE_TITLE_ATTRIBUTE } from '@memetank/shared/share-preview';

export function restoreSiteTitle(doc: Document = document): void {
  const title = doc.head.querySelector(`title[${SITE_TITLE_ATTRIBUTE}]`);
  const siteTitle = title?.getAttribute(SITE_TITLE_ATTRIBUTE);
  if (!title || siteTitle == null) return;
  title.textContent = siteTitle;
  title.removeAttribute(SITE_TITLE_ATTRIBUTE);
}
