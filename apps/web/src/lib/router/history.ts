// The router's histories and paths: the browser's history with an action and a key per entry
// (entries carry { usr, key, idx } as react-router's do, so a location's key survives a reload),
// and a history in memory for tests.

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
  /** Keep the scroll position (usePreventScrollReset tells scroll restoration so). */
  preventScrollReset?: boolean;
}

export interface Update {
  action: NavigationType;
  location: Location;
  /** This navigation asked to keep the scroll position. */
  preventScrollReset?: boolean;
}

type ScrollOption = Pick<NavigateOptions, 'preventScrollReset'>;

export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  push(to: To, state?: unknown, options?: ScrollOption): void;
  replace(to: To, state?: unknown, options?: ScrollOption): void;
  go(delta: number): void;
  createHref(to: To): string;
  /** Calls `listener` after each navigation; the function it returns removes that listener. */
  listen(listener: (update: Update) => void): () => void;
}

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

/**
 * The browser's history, with an action and a key per entry. It listens to the window's popstate
 * only while it has listeners of its own, so a history no router listens to any more leaves no
 * handler behind.
 */
export function createBrowserHistory(win: Window = window): History {
  const globalHistory = win.history;
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: Update) => void>();
  const notify = (update: Update) => {
    for (const fn of [...listeners]) fn(update);
  };
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

  const onPopState = () => {
    action = 'POP';
    index = readState()?.idx ?? index;
    location = readLocation();
    notify({ action, location });
  };

  const navigate = (type: 'PUSH' | 'REPLACE', to: To, state: unknown, options?: ScrollOption) => {
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
    notify({ action, location, preventScrollReset: options?.preventScrollReset });
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push: (to, state, options) => navigate('PUSH', to, state, options),
    replace: (to, state, options) => navigate('REPLACE', to, state, options),
    go: (delta) => globalHistory.go(delta),
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    listen(fn) {
      // Each call adds its own listener, even the same function twice, and removes only it.
      const listener = (update: Update) => fn(update);
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) {
          win.removeEventListener('popstate', onPopState);
        }
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
  const notify = (options?: ScrollOption) => {
    const update = {
      action,
      location: entries[index]!,
      preventScrollReset: options?.preventScrollReset,
    };
    for (const fn of [...listeners]) fn(update);
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    push(to, state, options) {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, toLocation(entries[index - 1]!, to, state ?? null));
      notify(options);
    },
    replace(to, state, options) {
      action = 'REPLACE';
      entries[index] = toLocation(entries[index]!, to, state ?? null);
      notify(options);
    },
    go(delta) {
      action = 'POP';
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    listen(fn) {
      const listener = (update: Update) => fn(update);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
