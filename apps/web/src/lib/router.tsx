// The app's router: the part of react-router's API the app uses (declarative routes through
// useRoutes, Link, NavLink, Navigate, Outlet and the hooks), with react-router's behaviour, in a
// fraction of its weight (docs/decisions/061-own-router.md). History entries carry
// { usr, key, idx } as react-router's do, so a location's key survives a reload.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  key: string;
}

export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for react-router's signature; scroll restoration keeps a replaced entry's place. */
  preventScrollReset?: boolean;
}

export interface Update {
  action: NavigationType;
  location: Location;
}

export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  createHref(to: To): string;
  listen(listener: (update: Update) => void): () => void;
}

export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

// ---------------------------------------------------------------------------------------------
// Paths and histories

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return (
    pathname +
    (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
    (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '')
  );
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashIndex = path.indexOf('#');
  if (hashIndex >= 0) {
    parsed.hash = path.slice(hashIndex);
    path = path.slice(0, hashIndex);
  }
  const searchIndex = path.indexOf('?');
  if (searchIndex >= 0) {
    parsed.search = path.slice(searchIndex);
    path = path.slice(0, searchIndex);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

/** `to` against the current pathname: absolute, "?search", "#hash", `{ hash }`, or relative. */
export function resolveTo(to: To, fromPathname: string): Path {
  const path = typeof to === 'string' ? parsePath(to) : { ...to };
  let pathname = fromPathname;
  if (path.pathname) {
    if (path.pathname.startsWith('/')) pathname = path.pathname;
    else {
      const segments = fromPathname.replace(/\/+$/, '').split('/');
      for (const segment of path.pathname.split('/')) {
        if (segment === '..') {
          if (segments.length > 1) segments.pop();
        } else if (segment !== '.') segments.push(segment);
      }
      pathname = segments.join('/') || '/';
    }
  }
  const search = path.search && path.search !== '?' ? path.search : '';
  const hash = path.hash && path.hash !== '#' ? path.hash : '';
  return { pathname, search, hash };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function toLocation(current: Path, to: To, state: unknown, key = createKey()): Location {
  return { ...resolveTo(to, current.pathname), state, key };
}

type HistoryState = { usr: unknown; key: string; idx: number };

/** The browser's history, with an action and a key per entry. */
export function createBrowserHistory(win: Window = window): History {
  const globalHistory = win.history;
  let action: NavigationType = 'POP';
  let listener: ((update: Update) => void) | null = null;
  const readState = () => (globalHistory.state ?? null) as Partial<HistoryState> | null;
  const readLocation = (): Location => {
    const { pathname, search, hash } = win.location;
    const state = readState();
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  let index = readState()?.idx ?? null;
  if (index === null) {
    index = 0;
    globalHistory.replaceState({ ...readState(), idx: index }, '');
  }
  let location = readLocation();

  win.addEventListener('popstate', () => {
    action = 'POP';
    index = readState()?.idx ?? index;
    location = readLocation();
    listener?.({ action, location });
  });

  const navigate = (type: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    action = type;
    const next = toLocation(location, to, state ?? null);
    if (type === 'PUSH') index = (index ?? 0) + 1;
    const entry: HistoryState = { usr: next.state, key: next.key, idx: index ?? 0 };
    const url = createPath(next);
    if (type === 'PUSH') {
      try {
        globalHistory.pushState(entry, '', url);
      } catch {
        // iOS caps pushState calls; a full navigation still gets there.
        win.location.assign(url);
        return;
      }
    } else globalHistory.replaceState(entry, '', url);
    location = readLocation();
    listener?.({ action, location });
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push: (to, state) => navigate('PUSH', to, state),
    replace: (to, state) => navigate('REPLACE', to, state),
    go: (delta) => globalHistory.go(delta),
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
}

/** A history in memory, for tests: `initialEntries` are paths ("/submit?mint=…"). */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: string[]; initialIndex?: number } = {}): History {
  const entries = initialEntries.map((entry, i) =>
    toLocation(
      { pathname: '/', search: '', hash: '' },
      entry,
      null,
      i === 0 ? 'default' : undefined,
    ),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: Update) => void>();
  const notify = () => {
    for (const fn of listeners) fn({ action, location: entries[index]! });
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    push(to, state) {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, toLocation(entries[index - 1]!, to, state ?? null));
      notify();
    },
    replace(to, state) {
      action = 'REPLACE';
      entries[index] = toLocation(entries[index]!, to, state ?? null);
      notify();
    },
    go(delta) {
      action = 'POP';
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Router and hooks

interface RouterContextValue {
  location: Location;
  navigationType: NavigationType;
  navigator: History;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links are used only inside a <Router>.');
  return router;
}

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

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouter();
  const { pathname } = location;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, pathname);
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    },
    [navigator, pathname],
  ) as NavigateFunction;
}

type SearchParamsInit = string | URLSearchParams | Record<string, string> | [string, string][];

export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
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

// ---------------------------------------------------------------------------------------------
// Links

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

function useLinkTarget(to: To) {
  const { navigator, location } = useRouter();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const path = external ? null : resolveTo(to, location.pathname);
  return { navigator, location, path, href: path ? navigator.createHref(path) : (to as string) };
}

/** An anchor that navigates in the app on a plain left click; otherwise a normal anchor. */
export function Link({
  to,
  replace,
  state,
  reloadDocument,
  preventScrollReset: _preventScrollReset,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const { navigator, location, path, href } = useLinkTarget(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      !path ||
      reloadDocument ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    // As react-router: a link to where the reader already is replaces the entry.
    if (replace ?? createPath(location) === createPath(path)) navigator.replace(path, state);
    else navigator.push(path, state);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/** A Link that knows whether it points at the current page (aria-current="page", "active"). */
export function NavLink({
  end = false,
  caseSensitive = false,
  className,
  style,
  children,
  ...rest
}: NavLinkProps) {
  const { location, path } = useLinkTarget(rest.to);
  let current = location.pathname;
  let target = path?.pathname ?? '';
  if (!caseSensitive) {
    current = current.toLowerCase();
    target = target.toLowerCase();
  }
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    path !== null &&
    (current === target ||
      (!end && current.startsWith(target) && current.charAt(endSlash) === '/'));
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(props)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
}

// ---------------------------------------------------------------------------------------------
// Routes

interface Branch {
  score: number;
  order: number[];
  matcher: RegExp;
  paramNames: string[];
  routes: RouteObject[];
}

const PARAM = /^:[\w-]+$/;

// react-router's ranking: static segments 10, :params 3, empty 1, index +2, a splat -2.
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function compilePath(path: string, caseSensitive: boolean): [RegExp, string[]] {
  const paramNames: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        paramNames.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    paramNames.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return [new RegExp(source, caseSensitive ? undefined : 'i'), paramNames];
}

function flattenRoutes(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: RouteObject[] = [],
  parentPath = '',
  parentOrder: number[] = [],
): Branch[] {
  routes.forEach((route, i) => {
    const path = [parentPath, route.path ?? ''].join('/').replace(/\/\/+/g, '/');
    const chain = [...parents, route];
    const order = [...parentOrder, i];
    if (route.children?.length) flattenRoutes(route.children, branches, chain, path, order);
    // A route without a path matches only through its children, unless it is an index route.
    if (route.path == null && !route.index) return;
    const [matcher, paramNames] = compilePath(path, route.caseSensitive ?? false);
    branches.push({
      score: computeScore(path, route.index),
      order,
      matcher,
      paramNames,
      routes: chain,
    });
  });
  return branches;
}

function rankBranches(branches: Branch[]): Branch[] {
  return branches.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    // Siblings keep their order in the table.
    const siblings =
      a.order.length === b.order.length && a.order.slice(0, -1).every((n, i) => n === b.order[i]);
    return siblings ? a.order[a.order.length - 1]! - b.order[b.order.length - 1]! : 0;
  });
}

// As react-router: each segment decoded, an encoded slash kept encoded until the params are read.
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

export interface RouteMatch {
  params: Params;
  routes: RouteObject[];
}

/** The best-ranked branch of `routes` for `pathname`, or null. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch | null {
  return matchBranches(rankBranches(flattenRoutes(routes)), pathname);
}

function matchBranches(branches: Branch[], pathname: string): RouteMatch | null {
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const found = branch.matcher.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    branch.paramNames.forEach((name, i) => {
      params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/');
    });
    return { params, routes: branch.routes };
  }
  return null;
}

interface RouteContextValue {
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

/** The matched child route's element, inside a layout route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useParams<P extends string = string>(): Readonly<Partial<Record<P, string>>> {
  return useContext(RouteContext).params as Readonly<Partial<Record<P, string>>>;
}

/** The element of the route table's branch that matches the current location, or null. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const branches = useMemo(() => rankBranches(flattenRoutes(routes)), [routes]);
  const match = matchBranches(branches, pathname);
  if (!match) return null;
  const { params } = match;
  return match.routes.reduceRight<ReactNode>((outlet, route) => {
    const element = route.Component ? <route.Component /> : (route.element ?? outlet);
    return <RouteContext value={{ outlet, params }}>{element}</RouteContext>;
  }, null);
}
