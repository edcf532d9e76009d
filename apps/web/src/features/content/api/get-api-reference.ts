// The server's OpenAPI document, read at runtime so the API Reference lists new endpoints as soon
// as the server has them.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiReferenceQueryKey } from '@/lib/query-keys';
import { publicReadEndpoints, type ApiEndpoint } from './openapi-endpoints';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

export async function getApiReference(signal?: AbortSignal): Promise<ApiEndpoint[]> {
  return publicReadEndpoints(await apiRequest<unknown>(OPENAPI_DOCUMENT_PATH, { signal }));
}

export function useApiReference() {
  return useQuery({
    queryKey: apiReferenceQueryKey,
    queryFn: ({ signal }) => getApiReference(signal),
    staleTime: 5 * 60 * 1000,
  });
}
