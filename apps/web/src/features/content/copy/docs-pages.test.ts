import { describe, expect, it } from 'vitest';
import { DOCS_PAGES, docsNeighbours } from './docs-pages';

describe('documentation pages', () => {
  it('come in their fixed order, which Previous/Next follow', () => {
    expect(DOCS_PAGES.map((page) => page.path)).toEqual([
      '/documentation/getting-started',
      '/documentation/investment-guide',
      '/documentation/project-submission',
      '/documentation/api-reference',
      '/documentation/security',
      '/documentation/community-support',
      '/documentation/faq',
    ]);
  });

  it('have no page before the first or after the last', () => {
    expect(docsNeighbours('getting-started')).toEqual({
      previous: undefined,
      next: expect.objectContaining({ slug: 'investment-guide' }),
    });
    expect(docsNeighbours('faq')).toEqual({
      previous: expect.objectContaining({ slug: 'community-support' }),
      next: undefined,
    });
  });
});
