// The router's hooks: where the reader is, how they got there, and how to send them elsewhere.
import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, useRouter } from './context';
import {
  resolveTo,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type To,
} from './history';

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

/** Whether the navigation to the current location asked to keep the scroll position. */
export function usePreventScrollReset(): boolean {
  return useRouter().preventScrollReset;
}

export function useParams<P extends string = string>(): Readonly<Partial<Record<P, string>>> {
  return useContext(RouteContext).params as Readonly<Partial<Record<P, string>>>;
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
      const { preventScrollReset } = options;
      if (options.replace) navigator.replace(path, options.state, { preventScrollReset });
      else navigator.push(path, options.state, { preventScrollReset });
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
