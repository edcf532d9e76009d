// The controls above the home list: search (applied after a short pause in typing), sort, and the
// grid/list toggle, whose button names the view it switches to.
import { PROJECT_SORT_LABELS, PROJECT_SORTS, type ProjectSort } from '@memetank/shared/constants';
import { ChevronDown, LayoutGrid, List, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { useProjectListParams } from '../hooks/use-project-list-params';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's search, sort and view as the address holds them, and their setters. */
export type ProjectListControlsProps = ReturnType<typeof useProjectListParams>;

export function ProjectListControls({
  q,
  sort,
  view,
  setQuery: onQueryChange,
  setSort: onSortChange,
  setView: onViewChange,
}: ProjectListControlsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox value={q} onChange={onQueryChange} />
      <div className="flex gap-3">
        <SortSelect value={sort} onChange={onSortChange} />
        {view === 'grid' ? (
          <Button variant="outline" onClick={() => onViewChange('list')}>
            <List aria-hidden="true" />
            List
          </Button>
        ) : (
          <Button variant="outline" onClick={() => onViewChange('grid')}>
            <LayoutGrid aria-hidden="true" />
            Grid
          </Button>
        )}
      </div>
    </div>
  );
}

function isSort(value: string): value is ProjectSort {
  return (PROJECT_SORTS as readonly string[]).includes(value);
}

/**
 * The sort selector. A native select rather than the Radix one: the home page loads with the app,
 * and this keeps about 15 KB of script out of the first load; phones get their own picker too.
 */
function SortSelect({
  value,
  onChange,
}: {
  value: ProjectSort;
  onChange(sort: ProjectSort): void;
}) {
  return (
    <div className="relative min-w-0 flex-1 sm:w-44 sm:flex-none">
      <select
        aria-label="Sort projects"
        value={value}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(event.target.value);
        }}
        className={cn(
          'h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm text-foreground',
          'ring-offset-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
        )}
      >
        {PROJECT_SORTS.map((key) => (
          <option key={key} value={key}>
            {PROJECT_SORT_LABELS[key]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}

/** The search field: shows every keystroke at once, tells the list after SEARCH_DEBOUNCE_MS. */
function SearchBox({ value, onChange }: { value: string; onChange(q: string): void }) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);

  // The address changed under the field (back button, a link): show what is applied now.
  if (value !== applied) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = window.setTimeout(() => onChange(wanted), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <SearchInput
      wrapperClassName="min-w-0"
      aria-label="Search projects"
      placeholder="Search projects..."
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        // Enter applies the search at once.
        if (event.key === 'Enter') onChange(text.trim());
      }}
      className="pr-9 [&::-webkit-search-cancel-button]:hidden"
      maxLength={100}
    >
      {text !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onChange('');
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </SearchInput>
  );
}
