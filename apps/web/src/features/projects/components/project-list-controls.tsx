// The controls above the home list: search (applied after a short pause in typing), sort, and the
// grid/list toggle, whose button names the view it switches to.
import type { ProjectSort } from '@memetank/shared/api/projects';
import { SORT_KEYS, SORT_LABELS } from '@memetank/shared/constants';
import { ChevronDown, LayoutGrid, List, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ProjectListView } from '../hooks/use-project-list-params';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ProjectListControlsProps {
  q: string;
  sort: ProjectSort;
  view: ProjectListView;
  onQueryChange(q: string): void;
  onSortChange(sort: ProjectSort): void;
  onViewChange(view: ProjectListView): void;
}

export function ProjectListControls({
  q,
  sort,
  view,
  onQueryChange,
  onSortChange,
  onViewChange,
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
  return (SORT_KEYS as readonly string[]).includes(value);
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
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
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
    <div className="relative min-w-0 flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Search projects"
        placeholder="Search projects..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the search at once.
          if (event.key === 'Enter') onChange(text.trim());
        }}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        maxLength={100}
      />
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
    </div>
  );
}
