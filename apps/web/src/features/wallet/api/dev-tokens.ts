// "Create test token" (local chain only, session required): POST /api/dev/tokens mints a real
// Token-2022 token with its name, symbol and image in the metadata, its supply in the connected
// wallet, and the mint authority removed unless asked to keep it.
import type {
  CreateTestTokenRequest,
  createTestTokenResponseSchema,
} from '@memetank/shared/api/token-escrow';
import type { z as Zod } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type CreatedTestToken = Zod.infer<typeof createTestTokenResponseSchema>;

export function createTestToken(request: CreateTestTokenRequest): Promise<CreatedTestToken> {
  return apiRequest('/api/dev/tokens', {
    method: 'POST',
    body: request,
    answer: 'createTestToken',
  });
}

export function useCreateTestToken() {
  return useMutation({ mutationFn: createTestToken });
}
