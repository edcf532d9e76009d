// The router's public face (docs/decisions/061-own-router.md): the part of react-router's API the
// app uses, with react-router's behaviour, in a fraction of its weight. Call sites import from
// here; the parts beside this file are the router's own.
export {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  parsePath,
  resolveTo,
  type History,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Path,
  type To,
  type Update,
} from './history';
export { matchRoutes, type Params, type RouteMatch, type RouteObject } from './matching';
export {
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  usePreventScrollReset,
  useSearchParams,
  type NavigateFunction,
} from './hooks';
export { HistoryRouter, MemoryRouter, Navigate, Router } from './components';
export { Link, NavLink, type LinkProps, type NavLinkProps, type NavLinkRenderProps } from './links';
export { Outlet, useRoutes } from './routes';
