// What the tests used from react-router's data router, over the app's own router (lib/router): a
// router in memory with `navigate` and `state.location`, rendered by <RouterProvider>.
import { act } from '@testing-library/react';
import {
  createMemoryHistory,
  HistoryRouter,
  useRoutes,
  type History,
  type RouteObject,
  type To,
} from '@/lib/router/router';

export interface TestRouter {
  history: History;
  routes: RouteObject[];
  state: { readonly location: History['location'] };
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}

export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
): TestRouter {
  const history = createMemoryHistory({ initialEntries });
  return {
    history,
    routes,
    state: {
      get location() {
        return history.location;
      },
    },
    async navigate(to, options = {}) {
      await act(async () => {
        if (typeof to === 'number') history.go(to);
        else if (options.replace) history.replace(to, options.state);
        else history.push(to, options.state);
      });
    },
  };
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function RouterProvider({ router }: { router: TestRouter }) {
  return (
    <HistoryRouter history={router.history}>
      <Routes routes={router.routes} />
    </HistoryRouter>
  );
}
