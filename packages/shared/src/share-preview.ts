// What the server's share preview of a project page (docs/decisions/048-share-previews.md) and the
// web app agree on.

/**
 * On the <title> of a project page the server wrote for link-preview crawlers: the site's own
 * title, which the web app puts back at start so the project's does not outlive its page.
 */
export const SITE_TITLE_ATTRIBUTE = 'data-site-title';
