// POST /api/uploads (multipart, session required): the `kind` field, then the file. The server
// checks the content and names the stored file; the browser's checks only save a round trip.
import type { UploadKind, UploadResponse } from '@memetank/shared/api/uploads';
import { ApiError } from '@/lib/api-client';

export async function uploadFile(kind: UploadKind, file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
  }
  const body = (await response.json().catch(() => undefined)) as
    UploadResponse | { error?: { code?: string; message?: string } } | undefined;
  if (!response.ok || !body || !('url' in body)) {
    const error = body && 'error' in body ? body.error : undefined;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `HTTP error! status: ${response.status}`,
    );
  }
  return body;
}
