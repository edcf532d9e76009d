// The routers: <Router> provides a location, <HistoryRouter> and <MemoryRouter> drive it from a
// history; and <Navigate>, which sends the reader elsewhere.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RouterContext, useRouter } from './context';
import {
  createMemoryHistory,
  resolveTo,
  type History,
  type Location,
  type NavigationType,
  type Path,
  type To,
  type Update,
} from './history';

/** Provides a location; the app's own routers (AppBrowserRouter, MemoryRouter) drive it. */
export function Router({
  location,
  navigationType = 'POP',
  navigator,
  preventScrollReset = false,
  children,
}: {
  location: Location;
  navigationType?: NavigationType;
  navigator: History;
  /** The navigation to `location` asked to keep the scroll position (Update's). */
  preventScrollReset?: boolean;
  children?: ReactNode;
}) {
  const value = useMemo(
    () => ({ location, navigationType, navigator, preventScrollReset }),
    [location, navigationType, navigator, preventScrollReset],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** A router over a given history, each navigation rendered at once. */
export function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState<Update>({
    action: history.action,
    location: history.location,
  });
  useLayoutEffect(() => history.listen(setState), [history]);
  return (
    <Router
      location={state.location}
      navigationType={state.action}
      navigator={history}
      preventScrollReset={state.preventScrollReset}
    >
      {children}
    </Router>
  );
}

/** A router over a history in memory (tests). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/**
 * Navigates when rendered, in an effect, as react-router's declarative <Navigate> does: once per
 * mount, and again only when where it points (`to` resolved where it was rendered) or `replace`
 * changes. A re-render with a new inline `state` object, the location it led to, or StrictMode's
 * second run of the effect do not navigate again; the navigation carries the latest `state`.
 */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { navigator, location } = useRouter();
  const target = JSON.stringify([resolveTo(to, location.pathname), replace]);
  const latest = useRef({ state, done: '' });
  // Runs before the effect below in the same commit, so a navigation carries this render's state.
  useEffect(() => {
    latest.current.state = state;
  });
  useEffect(() => {
    if (latest.current.done === target) return;
    latest.current.done = target;
    const [path, replacing] = JSON.parse(target) as [Path, boolean | undefined];
    if (replacing) navigator.replace(path, latest.current.state);
    else navigator.push(path, latest.current.state);
  }, [navigator, target]);
  return null;
}
