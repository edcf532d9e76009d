// The product's route table. Home loads with the app; every other page is
// its own chunk, fetched on first visit. Declarative routes (useRoutes), not the data router:
// docs/decisions/054-first-load-weight.md.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGE_PATHS } from '@memetank/shared/page-routes';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from '@/lib/router/router';
import { loadProject, prefetchProject } from '@/features/projects/api/get-project';
import HomeRoute from '@/features/projects/routes/home';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { RouteErrorBoundary } from './routes/route-error-boundary';

type PageModule = { default: ComponentType };

/** A route whose page component is the default export of a lazily imported module. */
function lazyPage(load: () => Promise<PageModule>): { element: ReactNode } {
  const Page = lazy(load);
  return { element: <Page /> };
}

const loadProjectDetail = () => import('@/features/projects/routes/project-detail');
/** The detail page: its code on demand, or already here when the app started on it. */
let ProjectDetail: ComponentType = lazy(loadProjectDetail);

/** The longest the app's first render waits for a project page's code and answer. */
const FIRST_RENDER_WAIT_MS = 1_000;

/**
 * Before the app's first render. Opened on a project's page, the app waits for the page's code and
 * the project's answer, which the page's head already asked for (docs/decisions/062), so its
 * first paint is the project: not a spinner (which React keeps at least 300 ms once shown), then a
 * skeleton, while the page's other requests wait their turn (docs/decisions/065). At most
 * FIRST_RENDER_WAIT_MS: a slower answer gets the skeleton as before, a failed one the page's own
 * error. Any other page renders at once.
 */
export function readyForFirstRender(queryClient: QueryClient, pathname: string): Promise<void> {
  // The route table's own match, so the id is the one the page's useParams reads (decoded).
  const match = matchRoutes(routes, pathname);
  const id = match?.routes.at(-1) === projectDetailRoute ? match.params.id : undefined;
  if (!id) return Promise.resolve();
  const page = loadProjectDetail().then(
    (module) => {
      ProjectDetail = module.default;
    },
    () => undefined, // the lazy page asks again and shows the error
  );
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  return Promise.race([Promise.all([page, loadProject(queryClient, id)]), waited]).then(() => {});
}

/** The detail page: the project's data starts loading alongside the page's code. */
function ProjectDetailRoute() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  // In render, not in an effect: the navigation's render starts it, before the page's code has
  // come. prefetchQuery does nothing while the project is cached and fresh.
  if (id) prefetchProject(queryClient, id);
  return <ProjectDetail />;
}

const projectDetailRoute: RouteObject = {
  path: PAGE_PATHS.project,
  element: <ProjectDetailRoute />,
};

/** The FAQ lives in the documentation; /faq is the address people guess. Keeps the query. */
function FaqRedirect() {
  const { search } = useLocation();
  return <Navigate replace to={`/documentation/faq${search}`} />;
}

/**
 * Around every page: its errors caught (the header and footer stay), and the loading state while a
 * page's code comes on a first visit straight to it. Later navigations keep the old page (they are
 * transitions) while the navigation bar runs.
 */
function PageFrame() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

// Paths from the shared list, which the server reads too: any other path is answered with HTTP 404.
const pages: RouteObject[] = [
  { index: true, Component: HomeRoute },
  projectDetailRoute,
  { path: PAGE_PATHS.submit, ...lazyPage(() => import('@/features/submit/routes/submit')) },
  {
    path: PAGE_PATHS.dashboard,
    ...lazyPage(() => import('@/features/dashboard/routes/dashboard')),
  },
  {
    path: PAGE_PATHS.howItWorks,
    ...lazyPage(() => import('@/features/content/routes/how-it-works')),
  },
  { path: PAGE_PATHS.security, ...lazyPage(() => import('@/features/content/routes/security')) },
  {
    path: PAGE_PATHS.documentation,
    ...lazyPage(() => import('@/features/content/routes/documentation/overview')),
  },
  {
    path: PAGE_PATHS.docsGettingStarted,
    ...lazyPage(() => import('@/features/content/routes/documentation/getting-started')),
  },
  {
    path: PAGE_PATHS.docsInvestmentGuide,
    ...lazyPage(() => import('@/features/content/routes/documentation/investment-guide')),
  },
  {
    path: PAGE_PATHS.docsProjectSubmission,
    ...lazyPage(() => import('@/features/content/routes/documentation/project-submission')),
  },
  {
    path: PAGE_PATHS.docsApiReference,
    ...lazyPage(() => import('@/features/content/routes/documentation/api-reference')),
  },
  {
    path: PAGE_PATHS.docsSecurity,
    ...lazyPage(() => import('@/features/content/routes/documentation/security')),
  },
  {
    path: PAGE_PATHS.docsCommunitySupport,
    ...lazyPage(() => import('@/features/content/routes/documentation/community-support')),
  },
  {
    path: PAGE_PATHS.docsFaq,
    ...lazyPage(() => import('@/features/content/routes/documentation/faq')),
  },
  { path: PAGE_PATHS.faq, element: <FaqRedirect /> },
  // The route table says /privacy and /terms; the footer links to the long names. Both work.
  { path: PAGE_PATHS.privacy, ...lazyPage(() => import('@/features/content/routes/privacy')) },
  {
    path: PAGE_PATHS.privacyPolicy,
    ...lazyPage(() => import('@/features/content/routes/privacy')),
  },
  { path: PAGE_PATHS.terms, ...lazyPage(() => import('@/features/content/routes/terms')) },
  {
    path: PAGE_PATHS.termsOfService,
    ...lazyPage(() => import('@/features/content/routes/terms')),
  },
  {
    path: PAGE_PATHS.pitchDeck,
    ...lazyPage(() => import('@/features/content/routes/pitch-deck')),
  },
  {
    path: PAGE_PATHS.adminReview,
    ...lazyPage(() => import('@/features/admin/routes/admin-review')),
  },
  // The built-in explorer: the local test chain's explorer links lead here.
  {
    path: PAGE_PATHS.explorerTx,
    ...lazyPage(() => import('@/features/explorer/routes/explorer-tx')),
  },
  {
    path: PAGE_PATHS.explorerAddress,
    ...lazyPage(() => import('@/features/explorer/routes/explorer-address')),
  },
  // Any other path: the 404 page (and HTTP 404 from the server).
  { path: '*', ...lazyPage(() => import('./routes/not-found')) },
];

/** The route table. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    children: [{ Component: PageFrame, children: pages }],
  },
];

/** The app's pages, under a router (AppBrowserRouter in the app, a MemoryRouter in tests). */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  // Only if the frame itself fails; page errors are caught in PageFrame and keep the header and footer.
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
