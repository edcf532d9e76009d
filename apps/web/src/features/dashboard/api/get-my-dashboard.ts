// GET /api/me/projects, /api/me/investments and /api/me/claimables: the signed-in wallet's lists.
import { useQuery } from '@tanstack/react-query';
import type { ClaimableFund, UserInvestment, UserProject } from '@memetank/shared/api/me';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKeys } from '@/lib/query-keys';

interface Items<T> {
  items: T[];
}

function useDashboardList<T>(wallet: string | null, enabled: boolean, list: string) {
  return useQuery({
    queryKey: dashboardQueryKeys.wallet(wallet, list),
    queryFn: async ({ signal }) =>
      (await apiRequest<Items<T>>(`/api/me/${list}`, { signal })).items,
    enabled: enabled && wallet !== null,
    retry: false,
  });
}

export const useMyProjects = (wallet: string | null, enabled: boolean) =>
  useDashboardList<UserProject>(wallet, enabled, 'projects');

export const useMyInvestments = (wallet: string | null, enabled: boolean) =>
  useDashboardList<UserInvestment>(wallet, enabled, 'investments');

export const useClaimableFunds = (wallet: string | null, enabled: boolean) =>
  useDashboardList<ClaimableFund>(wallet, enabled, 'claimables');
