// Which route of the table a pathname reaches: react-router's algorithm (routes flattened into
// branches, ranked by its scores, matched case-insensitively with trailing slashes allowed).
import type { ComponentType, ReactNode } from 'react';

export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  params: Params;
  routes: RouteObject[];
}

export interface Branch {
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

/** The table's branches, best first (siblings of equal score keep their order in the table). */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  return flattenRoutes(routes).sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
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

/** The first of the ranked `branches` that matches `pathname`, or null. */
export function matchBranches(branches: Branch[], pathname: string): RouteMatch | null {
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

/** The best-ranked branch of `routes` for `pathname`, or null. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch | null {
  return matchBranches(rankRoutes(routes), pathname);
}
