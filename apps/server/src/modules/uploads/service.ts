// Uploads once received: checked by content and stored under a name the server makes; and the
// clean-up of files nothing points at (a logo uploaded for a submission that was never sent).
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { LOGO_MAX_BYTES } from '@memetank/shared/constants';
import {
  PITCH_DECK_MAX_BYTES,
  UPLOAD_ERROR_CODES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from '@memetank/shared/api/uploads';
import type { Services } from '../../app-types';
import { AppError, notFound, validationError } from '../../lib/errors';
import { FileExistsError, type Storage } from '../../storage/storage';
import {
  FILE_NAME_PREFIX,
  SERVED_TYPES,
  STORED_NAME_PATTERN,
  detectExtension,
  isImageExtension,
  type StoredExtension,
} from './file-kinds';
import { reencodeImage } from './images';

/** The most bytes an upload of each kind may have. */
export const MAX_BYTES: Record<UploadKind, number> = {
  logo: LOGO_MAX_BYTES,
  'pitch-deck': PITCH_DECK_MAX_BYTES,
};

/** 413 for a file over its kind's limit (the pitch-deck limit while the kind is not known). */
export const tooLarge = (kind: UploadKind | undefined) =>
  new AppError(
    413,
    UPLOAD_ERROR_CODES.tooLarge,
    kind === 'logo'
      ? UPLOAD_MESSAGES.logoTooLarge.description
      : UPLOAD_MESSAGES.pitchDeckTooLarge.description,
  );

const invalidFile = (kind: UploadKind) =>
  new AppError(
    400,
    UPLOAD_ERROR_CODES.invalidFile,
    kind === 'logo'
      ? UPLOAD_MESSAGES.invalidImage.description
      : UPLOAD_MESSAGES.invalidPitchDeck.description,
  );

export type StoreResult =
  | { stored: true; url: string; contentType: string; size: number }
  | { stored: false; reason: 'invalid-file' };

/**
 * Stores the incoming file at `path` as a `kind` upload, named `project-logo-{timestamp}.{ext}`
 * (a random suffix only if that name is taken in the same millisecond), or says it is not an
 * accepted file. An image is stored as its re-encoded copy (written to a second incoming file),
 * a pitch deck as sent. The incoming file is moved or left for the caller to discard.
 */
async function storeUpload(storage: Storage, kind: UploadKind, path: string): Promise<StoreResult> {
  const ext = await detectExtension(kind, path);
  if (!ext) return { stored: false, reason: 'invalid-file' };
  if (!isImageExtension(ext)) return storeAs(storage, kind, ext, path);
  const reencoded = await storage.incomingPath();
  try {
    if (!(await reencodeImage(ext, path, reencoded))) {
      return { stored: false, reason: 'invalid-file' };
    }
    return await storeAs(storage, kind, ext, reencoded);
  } finally {
    await storage.discardIncoming(reencoded);
  }
}

/** Moves the checked file at `path` under a free server-made name for `kind` and `ext`. */
async function storeAs(
  storage: Storage,
  kind: UploadKind,
  ext: StoredExtension,
  path: string,
): Promise<StoreResult> {
  const { size } = await stat(path);
  const stamp = Date.now();
  const names = [
    `${FILE_NAME_PREFIX[kind]}-${stamp}.${ext}`,
    ...[1, 2, 3].map(
      () => `${FILE_NAME_PREFIX[kind]}-${stamp}-${randomBytes(4).toString('hex')}.${ext}`,
    ),
  ];
  for (const name of names) {
    try {
      await storage.putFile(name, path);
      return { stored: true, url: storage.publicUrl(name), contentType: SERVED_TYPES[ext], size };
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
    }
  }
  throw new Error('No free upload name');
}

/**
 * The received file at `path` as a stored `kind` upload: refused when empty (400), over its
 * kind's limit (413) or not an accepted file by its bytes (400). The caller discards `path`.
 */
export async function acceptUpload(
  deps: Pick<Services, 'storage'>,
  received: { kind: UploadKind; path: string | null; size: number },
) {
  const { kind, path, size } = received;
  if (path === null || size === 0) {
    throw validationError(UPLOAD_MESSAGES.fileRequired.description);
  }
  if (size > MAX_BYTES[kind]) throw tooLarge(kind);
  const result = await storeUpload(deps.storage, kind, path);
  if (!result.stored) throw invalidFile(kind);
  // The size of what is stored and served (an image's re-encoded copy).
  return { kind, url: result.url, contentType: result.contentType, size: result.size };
}

/**
 * A stored upload to serve: only names the server could have made, with their real content type;
 * logos open in the page, anything else downloads. 404 for anything else.
 */
export async function openUpload(deps: Pick<Services, 'storage'>, name: string) {
  const match = STORED_NAME_PATTERN.exec(name);
  const file = match ? await deps.storage.open(name) : null;
  if (!match || !file) throw notFound('File not found');
  return {
    ...file,
    contentType: SERVED_TYPES[match[1] as StoredExtension],
    download: !name.startsWith(FILE_NAME_PREFIX.logo),
  };
}
