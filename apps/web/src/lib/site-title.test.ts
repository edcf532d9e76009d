import { afterEach, describe, expect, it } from 'vitest';
import { restoreSiteTitle } from './site-title';

const SITE_TITLE = 'MemeTank - Shark Tank for Meme Coins';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('restoreSiteTitle', () => {
  it("puts the site's title back on a page the server titled for a shared project", () => {
    document.head.innerHTML = `<title data-site-title="${SITE_TITLE}">Pepe &amp; Co | MemeTank</title>`;
    restoreSiteTitle();
    expect(document.title).toBe(SITE_TITLE);
    expect(document.head.querySelector('title')?.hasAttribute('data-site-title')).toBe(false);
  });

  it('leaves a page with its usual title alone', () => {
    document.head.innerHTML = `<title>${SITE_TITLE}</title>`;
    restoreSiteTitle();
    expect(document.title).toBe(SITE_TITLE);
  });
});
