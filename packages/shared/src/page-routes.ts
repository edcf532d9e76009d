// The web app's pages (home, a project, submit, dashboard, the content and documentation pages,
// admin review, the explorer): the web route table (apps/web/src/app/router.tsx) takes its paths
// from here, and the server answers any other path with the app's 404 page and HTTP 404.

/** Every page's path pattern; `:name` is one segment. The web app's "*" route is the 404 page. */
export const PAGE_PATHS = {
  home: '/',
  project: '/project/:id',
  submit: '/submit',
  dashboard: '/dashboard',
  howItWorks: '/how-it-works',
  security: '/security',
  documentation: '/documentation',
  docsGettingStarted: '/documentation/getting-started',
  docsInvestmentGuide: '/documentation/investment-guide',
  docsProjectSubmission: '/documentation/project-submission',
  docsApiReference: '/documentation/api-reference',
  docsSecurity: '/documentation/security',
  docsCommunitySupport: '/documentation/community-support',
  docsFaq: '/documentation/faq',
  faq: '/faq',
  privacy: '/privacy',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  termsOfService: '/terms-of-service',
  pitchDeck: '/pitch-deck',
  adminReview: '/admin/review',
  explorerTx: '/explorer/tx/:signature',
  explorerAddress: '/explorer/address/:address',
} as const;

/** A page path pattern as a regular expression the way the web router reads it. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  // As the router: case-insensitive, trailing slashes allowed.
  return new RegExp(`^${source}/*$`, 'i');
}

// Built on first use: the web app imports PAGE_PATHS only, and its entry stays without them.
let pagePatterns: RegExp[] | undefined;

/** Each segment decoded as the router decodes it ("/sub%6Dit" is /submit); an encoded slash kept. */
function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** Whether `pathname` (without query or hash) is one of the app's pages rather than its 404 page. */
export function isPagePath(pathname: string): boolean {
  const decoded = decodeSegments(pathname);
  pagePatterns ??= Object.values(PAGE_PATHS).map(patternOf);
  return pagePatterns.some((pattern) => pattern.test(decoded));
}
