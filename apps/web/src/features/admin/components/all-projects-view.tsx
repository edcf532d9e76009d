// Every project: search and status filter (answered by the server), and the list (a card per
// project on small screens, a table from md up: project-row.tsx) with each campaign's state and
// the project's actions (project-actions.tsx).
import { FolderSearch } from 'lucide-react';
import type { AdminProjectRow } from '@memetank/shared/api/admin';
import { OptionSelect } from '@/components/option-select';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useNow } from '@/lib/use-now';
import type { AdminStatusFilter } from '../api/admin-projects';
import { ProjectActions, type ProjectActionHandlers } from './project-actions';
import { PROJECT_TABLE_COLUMNS, ProjectListItem, ProjectTableRow } from './project-row';

export const STATUS_FILTER_LABELS: Record<AdminStatusFilter, string> = {
  all: 'All Status',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const STATUS_FILTERS = Object.keys(STATUS_FILTER_LABELS) as AdminStatusFilter[];

interface AllProjectsViewProps extends ProjectActionHandlers {
  projects: AdminProjectRow[];
  total: number;
  search: string;
  status: AdminStatusFilter;
  busyId: string | null;
  onSearchChange(search: string): void;
  onStatusChange(status: AdminStatusFilter): void;
}

export function AllProjectsView({
  projects,
  total,
  search,
  status,
  busyId,
  onSearchChange,
  onStatusChange,
  ...handlers
}: AllProjectsViewProps) {
  const filtered = search.trim() !== '' || status !== 'all';
  const now = useNow();
  // One row model for both layouts: whether the row is busy and its buttons.
  const rowProps = (project: AdminProjectRow) => {
    const busy = busyId === project.id;
    return {
      project,
      busy,
      actions: <ProjectActions project={project} busy={busy} now={now} {...handlers} />,
    };
  };
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search projects by name, description, creator wallet, or ID..."
          aria-label="Search projects"
        />
        <OptionSelect
          value={status}
          onChange={onStatusChange}
          options={STATUS_FILTERS}
          labels={STATUS_FILTER_LABELS}
          aria-label="Filter by status"
          triggerClassName="sm:w-44"
        />
      </div>

      {projects.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-12 text-center">
            <FolderSearch className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">No Projects Found</h2>
            <p className="text-sm text-muted-foreground">
              {filtered
                ? 'Try adjusting your search or filter criteria'
                : 'No projects have been submitted yet'}
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul aria-label="Projects" className="grid grid-cols-1 gap-3 md:hidden">
            {projects.map((project) => (
              <ProjectListItem key={project.id} {...rowProps(project)} />
            ))}
          </ul>
          <Card className="hidden overflow-hidden md:block">
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  {PROJECT_TABLE_COLUMNS.map((column) => (
                    <TableHead key={column}>{column}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {projects.map((project) => (
                  <ProjectTableRow key={project.id} {...rowProps(project)} />
                ))}
              </TableBody>
            </Table>
          </Card>
        </>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {projects.length} of {total} projects
      </p>
    </div>
  );
}
