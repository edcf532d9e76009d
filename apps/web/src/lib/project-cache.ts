// The one way to change a project in every cached copy: its detail page and each home list (any
// search, sort or viewer), so a like or new funding shows everywhere without a reload.
import type {
  ProjectDetail,
  ProjectListResponse,
  ProjectSummary,
} from '@memetank/shared/api/projects';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { projectQueryKeys } from './query-keys';

/** Fields of a project that an answer or a live event brings anew. */
export type ProjectPatch = Partial<Omit<ProjectSummary, 'id'>>;

export function updateCachedProject(
  queryClient: QueryClient,
  projectId: string,
  patch: ProjectPatch,
): void {
  const update = <T extends ProjectSummary>(project: T): T =>
    project.id === projectId ? { ...project, ...patch } : project;
  queryClient.setQueryData<ProjectDetail>(projectQueryKeys.detail(projectId), (detail) =>
    detail ? update(detail) : detail,
  );
  queryClient.setQueriesData<InfiniteData<ProjectListResponse>>(
    { queryKey: projectQueryKeys.lists },
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({ ...page, items: page.items.map(update) })),
      },
  );
}
