// Rendering the route table: useRoutes renders the matching branch, each layout route's <Outlet>
// the route below it.
import { useContext, useMemo, type ReactNode } from 'react';
import { RouteContext } from './context';
import { useLocation } from './hooks';
import { matchBranches, rankRoutes, type RouteObject } from './matching';

/** The element of the route table's branch that matches the current location, or null. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const branches = useMemo(() => rankRoutes(routes), [routes]);
  const match = matchBranches(branches, pathname);
  if (!match) return null;
  const { params } = match;
  return match.routes.reduceRight<ReactNode>((outlet, route) => {
    const element = route.Component ? <route.Component /> : (route.element ?? outlet);
    return <RouteContext value={{ outlet, params }}>{element}</RouteContext>;
  }, null);
}

/** The matched child route's element, inside a layout route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
