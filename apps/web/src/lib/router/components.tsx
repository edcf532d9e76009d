// The routers: <Router> provides a location, <HistoryRouter> and <MemoryRouter> drive it from a
// history; and <Navigate>, which sends the reader elsewhere.
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext } from './context';
import {
  createMemoryHistory,
  type History,
  type Location,
  type NavigationType,
  type To,
  type Update,
} from './history';
import { useNavigate } from './hooks';

/** Provides a location; the app's own routers (AppBrowserRouter, MemoryRouter) drive it. */
export function Router({
  location,
  navigationType = 'POP',
  navigator,
  children,
}: {
  location: Location;
  navigationType?: NavigationType;
  navigator: History;
  children?: ReactNode;
}) {
  const value = useMemo(
    () => ({ location, navigationType, navigator }),
    [location, navigationType, navigator],
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
    <Router location={state.location} navigationType={state.action} navigator={history}>
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

/** Navigates when rendered (in an effect, as react-router's declarative <Navigate> does). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
