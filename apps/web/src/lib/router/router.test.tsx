import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useLayoutEffect, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserHistory,
  createMemoryHistory,
  HistoryRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Router,
  useLocation,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type Location,
  type RouteObject,
} from './router';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Probe() {
  return (
    <>
      <output data-testid="location">{JSON.stringify(useLocation())}</output>
      <output data-testid="type">{useNavigationType()}</output>
    </>
  );
}

/** The location the router renders. */
const seen = () =>
  JSON.parse(screen.getByTestId('location').textContent ?? 'null') as Location | null;

function renderAt(routes: RouteObject[], entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes routes={routes} />
      <Probe />
    </MemoryRouter>,
  );
}

function ShowParams() {
  return <p>params {JSON.stringify(useParams())}</p>;
}

describe('route matching', () => {
  const table: RouteObject[] = [
    { path: 'project/:id', element: <p>param</p> },
    { path: 'project/new', element: <p>static</p> },
    { path: '*', element: <p>splat</p> },
    { path: '/', element: <p>root</p> },
  ];

  it('ranks static segments before :params before the catch-all', () => {
    const at = (p: string) => matchRoutes(table, p)?.routes.at(-1)?.element;
    expect(at('/project/new')).toEqual(<p>static</p>);
    expect(at('/project/42')).toEqual(<p>param</p>);
    expect(at('/nope/at/all')).toEqual(<p>splat</p>);
    expect(at('/')).toEqual(<p>root</p>);
    expect(matchRoutes(table, '/nope/x')?.params).toEqual({ '*': 'nope/x' });
  });

  it('allows trailing slashes and ignores case', () => {
    expect(matchRoutes(table, '/project/42/')?.params).toEqual({ id: '42' });
    expect(matchRoutes(table, '/PROJECT/NEW')?.routes.at(-1)?.element).toEqual(<p>static</p>);
  });

  it('decodes params as react-router does (an encoded slash too)', () => {
    renderAt([{ path: 'x/:id', element: <ShowParams /> }], '/x/a%20b%2Fc%C3%A9');
    expect(screen.getByText('params {"id":"a b/cé"}')).toBeInTheDocument();
  });

  it('renders nested layout routes (with and without a path) through Outlet, and index routes', () => {
    const Layout = ({ name }: { name: string }) => (
      <div data-testid={name}>
        <Outlet />
      </div>
    );
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Layout name="outer" />,
        children: [
          {
            element: <Layout name="frame" />,
            children: [
              { index: true, element: <p>home</p> },
              {
                path: 'docs',
                children: [
                  { index: true, element: <p>docs index</p> },
                  { path: ':page', element: <ShowParams /> },
                ],
              },
              { path: '*', element: <p>not found</p> },
            ],
          },
        ],
      },
    ];
    const { unmount } = renderAt(routes, '/');
    expect(screen.getByTestId('frame')).toContainElement(screen.getByText('home'));
    expect(screen.getByTestId('outer')).toContainElement(screen.getByTestId('frame'));
    unmount();
    const second = renderAt(routes, '/docs');
    expect(screen.getByTestId('frame')).toContainElement(screen.getByText('docs index'));
    second.unmount();
    const third = renderAt(routes, '/docs/faq');
    expect(screen.getByText('params {"page":"faq"}')).toBeInTheDocument();
    third.unmount();
    renderAt(routes, '/docs/faq/more');
    expect(screen.getByTestId('frame')).toContainElement(screen.getByText('not found'));
  });
});

describe('links and navigation', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <Link to="/about">About</Link>
          <Link to="/about" target="_blank">
            About, new tab
          </Link>
          <Link to="https://example.com/x">Elsewhere</Link>
          <Link to={{ hash: 'part' }}>Part</Link>
        </>
      ),
    },
    { path: 'about', element: <p>about page</p> },
  ];

  it('navigates on a plain click (PUSH) and leaves other clicks to the browser', () => {
    renderAt(routes, '/?q=1');
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Part' })).toHaveAttribute('href', '/#part');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute(
      'href',
      'https://example.com/x',
    );
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent returns false when the default (the browser's navigation) was prevented.
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'About, new tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(seen()?.pathname).toBe('/');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByText('about page')).toBeInTheDocument();
    expect(screen.getByTestId('type')).toHaveTextContent('PUSH');
  });

  it('NavLink: active with aria-current, `end` for the root', () => {
    render(
      <MemoryRouter initialEntries={['/docs/faq']}>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/docs">{({ isActive }) => (isActive ? 'Docs (here)' : 'Docs')}</NavLink>
        <NavLink to="/doc">Doc</NavLink>
        <NavLink to="/docs" end>
          Docs exact
        </NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Docs (here)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Doc' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Docs exact' })).not.toHaveAttribute('aria-current');
  });

  it('<Navigate replace> replaces the entry and keeps nothing of the old one', () => {
    renderAt(
      [
        { path: 'old', element: <Navigate replace to="/new?x=1" /> },
        { path: 'new', element: <p>new page</p> },
      ],
      '/old',
    );
    expect(screen.getByText('new page')).toBeInTheDocument();
    expect(seen()?.search).toBe('?x=1');
    expect(screen.getByTestId('type')).toHaveTextContent('REPLACE');
  });

  it('useSearchParams: reads the query and sets it, replacing the entry when asked', () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          onClick={() =>
            setParams(
              (current) => {
                current.set('sort', 'new');
                return current;
              },
              { replace: true },
            )
          }
        >
          q={params.get('q')}
        </button>
      );
    }
    renderAt([{ path: 'list', element: <Filters /> }], '/list?q=cat#top');
    fireEvent.click(screen.getByRole('button', { name: 'q=cat' }));
    expect(seen()?.pathname).toBe('/list');
    expect(seen()?.search).toBe('?q=cat&sort=new');
    expect(screen.getByTestId('type')).toHaveTextContent('REPLACE');
  });
});

describe('the browser history', () => {
  function BrowserRouter({ children }: { children: ReactNode }) {
    const [history] = useState(() => createBrowserHistory());
    const [state, setState] = useState({ action: history.action, location: history.location });
    useLayoutEffect(() => history.listen(setState), [history]);
    return (
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    );
  }

  it('is POP on back and forward, with the entry key and state coming back', () => {
    window.history.replaceState(null, '', '/start');
    render(
      <BrowserRouter>
        <Link to="/next" state={{ from: 'start' }}>
          Next
        </Link>
        <Probe />
      </BrowserRouter>,
    );
    const startKey = seen()?.key;
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByTestId('type')).toHaveTextContent('PUSH');
    const nextKey = seen()?.key;
    expect(nextKey).not.toBe(startKey);
    const nextEntry: unknown = window.history.state;

    // jsdom's history.back() is asynchronous and fires no popstate reliably: do what it does.
    act(() => {
      window.history.replaceState({ usr: null, key: startKey, idx: 0 }, '', '/start');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('type')).toHaveTextContent('POP');
    expect(seen()?.pathname).toBe('/start');
    expect(seen()?.key).toBe(startKey);

    act(() => {
      window.history.replaceState(nextEntry, '', '/next');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('type')).toHaveTextContent('POP');
    expect(seen()?.key).toBe(nextKey);
    expect(seen()?.state).toEqual({ from: 'start' });
  });
});

describe('a browser history’s listeners', () => {
  it('calls every listener, each unlisten removing only its own, and none at once', () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory();
    const first = vi.fn();
    const second = vi.fn();
    const unlistenFirst = history.listen(first);
    const unlistenSecond = history.listen(second);
    expect(first).not.toHaveBeenCalled();

    history.push('/home');
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ action: 'PUSH' }));
    expect(second).toHaveBeenCalledTimes(1);

    unlistenFirst();
    history.replace('/away');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: 'REPLACE',
        location: expect.objectContaining({ pathname: '/away' }),
      }),
    );
    unlistenSecond();
  });

  it('listens to popstate only while it has listeners, so no handler outlives its routers', () => {
    window.history.replaceState(null, '', '/');
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const popstate = (spy: typeof add) => spy.mock.calls.filter(([type]) => type === 'popstate');
    try {
      const history = createBrowserHistory();
      expect(popstate(add)).toHaveLength(0);
      const listener = vi.fn();
      const unlistenOne = history.listen(listener);
      const unlistenTwo = history.listen(vi.fn());
      expect(popstate(add)).toHaveLength(1);
      unlistenOne();
      expect(popstate(remove)).toHaveLength(0);
      unlistenTwo();
      expect(popstate(remove)).toHaveLength(1);
      expect(popstate(remove)[0]?.[1]).toBe(popstate(add)[0]?.[1]);
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(listener).not.toHaveBeenCalled();
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });
});

describe('<Navigate>', () => {
  function renderNavigate(strict: boolean) {
    const history = createMemoryHistory({ initialEntries: ['/start'] });
    const navigations: string[] = [];
    history.listen(({ action, location }) => navigations.push(`${action} ${location.pathname}`));
    const tree = (count: number) => {
      const app = (
        <HistoryRouter history={history}>
          <Navigate to="/next" state={{ from: 'start' }} />
          <p>render {count}</p>
        </HistoryRouter>
      );
      return strict ? <StrictMode>{app}</StrictMode> : app;
    };
    const { rerender } = render(tree(1));
    rerender(tree(2));
    return { history, navigations };
  }

  it('navigates once, not again on a re-render with a new inline state', () => {
    const { history, navigations } = renderNavigate(false);
    expect(screen.getByText('render 2')).toBeInTheDocument();
    expect(navigations).toEqual(['PUSH /next']);
    expect(history.location.state).toEqual({ from: 'start' });
  });

  it('navigates once in StrictMode too', () => {
    expect(renderNavigate(true).navigations).toEqual(['PUSH /next']);
  });
});
