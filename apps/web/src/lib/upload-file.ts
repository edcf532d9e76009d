// POST /api/uploads (multipart, session required): the `kind` field, then the file. The server
// checks the content and names the stored file; the browser's checks only save a round trip.
// Shared by the submit form's logo and a creator's update image.
import { LOGO_MAX_BYTES } from '@memetank/shared/constants';
import {
  UPLOAD_ERROR_CODES,
  UPLOAD_MESSAGES,
  type UploadKind,
  type UploadResponse,
} from '@memetank/shared/api/uploads';
import { ApiError } from '@/lib/api-client';

/** The browser's check of a chosen image: the problem to show, or null when it may be uploaded. */
export function imageFileProblem(file: File) {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.invalidImage;
  if (file.size > LOGO_MAX_BYTES) return UPLOAD_MESSAGES.logoTooLarge;
  return null;
}

/** The server's refusal of an image in the product's words (not an image by content, too large), else "Upload Failed". */
export function imageUploadFailure(error: unknown) {
  if (error instanceof ApiError && error.code === UPLOAD_ERROR_CODES.invalidFile) {
    return UPLOAD_MESSAGES.invalidImage;
  }
  if (error instanceof ApiError && error.code === UPLOAD_ERROR_CODES.tooLarge) {
    return UPLOAD_MESSAGES.logoTooLarge;
  }
  return UPLOAD_MESSAGES.logoFailed;
}

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
