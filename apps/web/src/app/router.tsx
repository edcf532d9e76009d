// The product's route table. Home loads with the app; every other page is
// its own chunk, fetched on first visit.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { prefetchProject } from '@/features/projects/api/get-project';
import HomeRoute from '@/features/projects/routes/home';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { RouteError } from './routes/route-error';

type PageModule = { default: ComponentType };

/** A route whose page component is the default export of a lazily imported module. */
function lazyPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const pages = (queryClient: QueryClient): RouteObject[] => [
  { index: true, Component: HomeRoute },
  {
    path: 'project/:id',
    // Not awaited: the project's data loads alongside the page's code, and the page shows it.
    loader: ({ params }) => {
      if (params.id) prefetchProject(queryClient, params.id);
      return null;
    },
    lazy: lazyPage(() => import('@/features/projects/routes/project-detail')),
  },
  { path: 'submit', lazy: lazyPage(() => import('@/features/submit/routes/submit')) },
  { path: 'dashboard', lazy: lazyPage(() => import('@/features/dashboard/routes/dashboard')) },
  { path: 'how-it-works', lazy: lazyPage(() => import('@/features/content/routes/how-it-works')) },
  { path: 'security', lazy: lazyPage(() => import('@/features/content/routes/security')) },
  {
    path: 'documentation',
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('@/features/content/routes/documentation/overview')),
      },
      {
        path: 'getting-started',
        lazy: lazyPage(() => import('@/features/content/routes/documentation/getting-started')),
      },
      {
        path: 'investment-guide',
        lazy: lazyPage(() => import('@/features/content/routes/documentation/investment-guide')),
      },
      {
        path: 'project-submission',
        lazy: lazyPage(() => import('@/features/content/routes/documentation/project-submission')),
      },
      {
        path: 'api-reference',
        lazy: lazyPage(() => import('@/features/content/routes/documentation/api-reference')),
      },
      {
        path: 'security',
        lazy: lazyPage(() => import('@/features/content/routes/documentation/security')),
      },
      {
        path: 'community-support',
        lazy: lazyPage(() => import('@/features/content/routes/documentation/community-support')),
      },
      {
        path: 'faq',
        lazy: lazyPage(() => import('@/features/content/routes/documentation/faq')),
      },
    ],
  },
  // The FAQ lives in the documentation; /faq is the address people guess.
  {
    path: 'faq',
    loader: ({ request }) => redirect(`/documentation/faq${new URL(request.url).search}`),
  },
  // The route table says /privacy and /terms; the footer links to the long names. Both work.
  { path: 'privacy', lazy: lazyPage(() => import('@/features/content/routes/privacy')) },
  { path: 'privacy-policy', lazy: lazyPage(() => import('@/features/content/routes/privacy')) },
  { path: 'terms', lazy: lazyPage(() => import('@/features/content/routes/terms')) },
  { path: 'terms-of-service', lazy: lazyPage(() => import('@/features/content/routes/terms')) },
  { path: 'pitch-deck', lazy: lazyPage(() => import('@/features/content/routes/pitch-deck')) },
  { path: 'admin/review', lazy: lazyPage(() => import('@/features/admin/routes/admin-review')) },
  // The built-in explorer: the local test chain's explorer links lead here.
  {
    path: 'explorer/tx/:signature',
    lazy: lazyPage(() => import('@/features/explorer/routes/explorer-tx')),
  },
  {
    path: 'explorer/address/:address',
    lazy: lazyPage(() => import('@/features/explorer/routes/explorer-address')),
  },
  { path: '*', lazy: lazyPage(() => import('./routes/not-found')) },
];

/** The route table; pages start loading their data through the app's query client. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppLayout,
      // Only if the frame itself fails; page errors are caught below and keep the header and footer.
      ErrorBoundary: RouteError,
      children: [
        { ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: pages(queryClient) },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
