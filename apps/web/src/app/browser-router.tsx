// The app's router over the browser's history: react-router's declarative <Router>, as its own
// BrowserRouter builds it, with each navigation a React transition whose pending state the
// navigation bar shows (docs/decisions/054-first-load-weight.md: declarative routes instead of the
// data router, 17.9 kB gzipped lighter).
import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { createBrowserHistory, Router, type Update } from '@/lib/router/router';

const NavigationPendingContext = createContext(false);

/** True while the next page (its code, or what it suspends on) is on its way. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  const [state, setState] = useState<Update>({
    action: history.action,
    location: history.location,
  });
  // The old page stays until the next one can render; meanwhile `pending` is true.
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setState(update))),
    [history],
  );
  return (
    <NavigationPendingContext value={pending}>
      <Router
        location={state.location}
        navigationType={state.action}
        navigator={history}
        preventScrollReset={state.preventScrollReset}
      >
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
