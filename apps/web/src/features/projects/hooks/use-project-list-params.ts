// The home list's search, sort and view, kept in the address (?q=&sort=&view=) so that a link,
// a reload or the back button brings back the same list. Defaults are left out of the address.
import { DEFAULT_PROJECT_SORT, PROJECT_SORTS, type ProjectSort } from '@memetank/shared/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router/router';

export type ProjectListView = 'grid' | 'list';

export const DEFAULT_SORT: ProjectSort = DEFAULT_PROJECT_SORT;
export const DEFAULT_VIEW: ProjectListView = 'grid';

export interface ProjectListParamsState {
  /** The search text as applied (trimmed); '' for none. */
  q: string;
  sort: ProjectSort;
  view: ProjectListView;
}

function isSort(value: string | null): value is ProjectSort {
  return (PROJECT_SORTS as readonly string[]).includes(value ?? '');
}

export function readProjectListParams(search: URLSearchParams): ProjectListParamsState {
  const sort = search.get('sort');
  return {
    q: (search.get('q') ?? '').trim(),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    view: search.get('view') === 'list' ? 'list' : DEFAULT_VIEW,
  };
}

export function useProjectListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readProjectListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<ProjectListParamsState>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined, fallback: string) => {
            if (value === undefined) return;
            if (value === '' || value === fallback) next.delete(key);
            else next.set(key, value);
          };
          set('q', change.q?.trim(), '');
          set('sort', change.sort, DEFAULT_SORT);
          set('view', change.view, DEFAULT_VIEW);
          return next;
        },
        // Typing a search or picking a sort refines the same page; it should not fill the history.
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setQuery = useCallback((q: string) => update({ q }), [update]);
  const setSort = useCallback((sort: ProjectSort) => update({ sort }), [update]);
  const setView = useCallback((view: ProjectListView) => update({ view }), [update]);

  return { ...params, setQuery, setSort, setView };
}
