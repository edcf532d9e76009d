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
