// What an upload really is, from its bytes (magic numbers), never from its declared type or name;
// and the content type each stored extension is served with.
import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { UploadKind } from '@memetank/shared/api/uploads';

/** Extensions the server stores, with the content type it serves them with. */
export const SERVED_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
export type StoredExtension = keyof typeof SERVED_TYPES;

const LOGO_EXTENSIONS = new Set<StoredExtension>(['png', 'jpg', 'gif', 'webp']);

// A PowerPoint 97-2003 file is an OLE compound file holding a stream of this name (UTF-16LE).
const POWERPOINT_STREAM = Buffer.from('PowerPoint Document', 'utf16le');

/** True when the file at `path` holds `needle`, read in chunks (a match may span two). */
async function fileContains(path: string, needle: Buffer): Promise<boolean> {
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    const window = Buffer.concat([tail, chunk]);
    if (window.includes(needle)) return true;
    tail = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}

/**
 * The extension to store the file at `path` under for `kind`, or null when its bytes are not an
 * accepted file: logos PNG, JPEG, GIF or WebP (no SVG: it is text that can carry script); pitch
 * decks PDF, PPTX (a zip holding ppt/) or PPT (a compound file holding a PowerPoint stream).
 */
export async function detectExtension(
  kind: UploadKind,
  path: string,
): Promise<StoredExtension | null> {
  const type = await fileTypeFromFile(path);
  if (!type) return null;
  if (kind === 'logo') {
    return LOGO_EXTENSIONS.has(type.ext as StoredExtension) ? (type.ext as StoredExtension) : null;
  }
  if (type.ext === 'pdf' || type.ext === 'pptx') return type.ext;
  if (type.ext === 'cfb' && (await fileContains(path, POWERPOINT_STREAM))) return 'ppt';
  return null;
}

export const FILE_NAME_PREFIX: Record<UploadKind, string> = {
  logo: 'project-logo',
  'pitch-deck': 'pitch-deck',
};

/** Only names the server could have generated are served. */
export const STORED_NAME_PATTERN =
  /^(?:project-logo|pitch-deck)-\d{13}(?:-[0-9a-f]{8})?\.(png|jpg|gif|webp|pdf|ppt|pptx)$/;
