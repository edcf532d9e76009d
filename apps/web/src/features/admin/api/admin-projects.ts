// The admin's calls: GET /api/admin/projects (search, status filter, counts) and the three actions
// (status change, edit, delete), each toasting the product's words and reloading the list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  type AdminProjectsResponse,
  type AdminProjectUpdate,
} from '@memetank/shared/api/admin';
import { ApiError, apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type AdminStatusFilter = 'all' | 'pending' | 'approved' | 'rejected';
export type StatusChange = 'approved' | 'rejected';

export function getAdminProjects(
  filter: { q: string; status: AdminStatusFilter },
  signal?: AbortSignal,
): Promise<AdminProjectsResponse> {
  const params = new URLSearchParams({ status: filter.status });
  const q = filter.q.trim();
  if (q) params.set('q', q);
  return apiRequest(`/api/admin/projects?${params.toString()}`, {
    answer: 'adminProjects',
    signal,
  });
}

export function useAdminProjects(
  filter: { q: string; status: AdminStatusFilter },
  enabled: boolean,
) {
  return useQuery({
    queryKey: adminQueryKeys.projectList({ q: filter.q.trim(), status: filter.status }),
    queryFn: ({ signal }) => getAdminProjects(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const success = (description: string) => toast({ title: 'Success', description });
const failure = (description: string) =>
  toast({ title: 'Error', description, variant: 'destructive' });

/** The reason in "Failed to {status} project: {reason}". */
export function statusFailureReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return ADMIN_MESSAGES.noProjectUpdated;
    return `RPC update failed: ${error.message}`;
  }
  return ADMIN_MESSAGES.unknownError;
}

/**
 * What a failed edit says: the server's reason for a refusal (a frozen term of a campaign holding
 * investments, a goal below the minimum), else "Failed to update project".
 */
export function updateFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // 409 TERMS_FROZEN already reads "Failed to update project: {reason}".
    if (error.status === 409) return error.message;
    if (error.status === 400) return `${ADMIN_MESSAGES.updateFailed}: ${error.message}`;
  }
  return ADMIN_MESSAGES.updateFailed;
}

/**
 * What a failed delete says, once: a project holding escrow (409 ESCROW_HELD) gets the server's
 * plain words (why not, and what to do), anything else "Failed to delete project: {reason}".
 */
export function deleteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.code === 'ESCROW_HELD') {
    return error.message;
  }
  return ADMIN_MESSAGES.deleteFailed(deleteFailureReason(error));
}

/** The reason in "Failed to delete project: {reason}". */
export function deleteFailureReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) {
      return error.message === ADMIN_MESSAGES.alreadyDeleted
        ? ADMIN_MESSAGES.alreadyDeleted
        : ADMIN_MESSAGES.notFoundForDelete;
    }
    return `Delete operation failed: ${error.message}`;
  }
  return ADMIN_MESSAGES.alreadyDeleted;
}

function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.projects });
}

export function useChangeStatus(onChanged: (id: string) => void) {
  const reload = useReload();
  return useMutation({
    /** `reason`, on a rejection: what the creator is told (left out when none was given). */
    mutationFn: ({ id, status, reason }: { id: string; status: StatusChange; reason?: string }) =>
      apiRequest(`/api/admin/projects/${encodeURIComponent(id)}/status`, {
        method: 'POST',
        body: reason ? { status, reason } : { status },
        answer: 'adminStatusChange',
      }),
    onSuccess: (_result, { id, status }) => {
      success(ADMIN_MESSAGES.statusChanged(status));
      onChanged(id);
    },
    onError: (error, { status }) =>
      failure(ADMIN_MESSAGES.statusFailed(status, statusFailureReason(error))),
    onSettled: reload,
  });
}

export function useUpdateProject(onUpdated: () => void) {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AdminProjectUpdate }) =>
      apiRequest(`/api/admin/projects/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
        answer: 'adminProject',
      }),
    onSuccess: () => {
      success(ADMIN_MESSAGES.updated);
      onUpdated();
    },
    onError: (error) => {
      console.warn('Project update failed:', error);
      failure(updateFailureMessage(error));
    },
    onSettled: reload,
  });
}

export function useDeleteProject(onDeleted: (id: string) => void) {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/projects/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        answer: 'adminDelete',
      }),
    onSuccess: (_result, id) => {
      success(ADMIN_MESSAGES.deleted);
      onDeleted(id);
    },
    onError: (error) => failure(deleteFailureMessage(error)),
    onSettled: reload,
  });
}
