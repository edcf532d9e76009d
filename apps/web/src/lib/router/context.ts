// What the router's parts share through React: the current location (from <Router>) and the
// matched route's outlet and params (from useRoutes).
import { createContext, useContext, type ReactNode } from 'react';
import type { History, Location, NavigationType } from './history';
import type { Params } from './matching';

export interface RouterContextValue {
  location: Location;
  navigationType: NavigationType;
  navigator: History;
  preventScrollReset: boolean;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

export function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links are used only inside a <Router>.');
  return router;
}

export interface RouteContextValue {
  outlet: ReactNode;
  params: Params;
}

export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });
