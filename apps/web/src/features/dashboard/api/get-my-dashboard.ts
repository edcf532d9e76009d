// GET /api/me/projects, /api/me/investments and /api/me/claimables: the signed-in wallet's lists.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKeys } from '@/lib/query-keys';

function useDashboardList<T>(
  wallet: string | null,
  enabled: boolean,
  list: string,
  read: (signal: AbortSignal) => Promise<{ items: T[] }>,
) {
  return useQuery({
    queryKey: dashboardQueryKeys.wallet(wallet, list),
    queryFn: async ({ signal }) => (await read(signal)).items,
    enabled: enabled && wallet !== null,
    retry: false,
  });
}

export const useMyProjects = (wallet: string | null, enabled: boolean) =>
  useDashboardList(wallet, enabled, 'projects', (signal) =>
    apiRequest('/api/me/projects', { answer: 'myProjects', signal }),
  );

export const useMyInvestments = (wallet: string | null, enabled: boolean) =>
  useDashboardList(wallet, enabled, 'investments', (signal) =>
    apiRequest('/api/me/investments', { answer: 'myInvestments', signal }),
  );

export const useClaimableFunds = (wallet: string | null, enabled: boolean) =>
  useDashboardList(wallet, enabled, 'claimables', (signal) =>
    apiRequest('/api/me/claimables', { answer: 'claimables', signal }),
  );
