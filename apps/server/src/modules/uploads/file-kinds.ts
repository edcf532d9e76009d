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

/** The image formats a logo or an update image may be in (stored re-encoded, images.ts). */
export type ImageExtension = Extract<StoredExtension, 'png' | 'jpg' | 'gif' | 'webp'>;
const LOGO_EXTENSIONS = new Set<StoredExtension>(['png', 'jpg', 'gif', 'webp']);
export const isImageExtension = (ext: StoredExtension): ext is ImageExtension =>
  LOGO_EXTENSIONS.has(ext);

// What would make a browser that sniffs (despite nosniff) read a deck as a page: a pitch deck
// holding any of these, in any case, is refused (decks are stored as sent, not re-encoded). Six
// bytes or more, so compressed data matches one by chance about once in 2^18 decks of 20 MB.
const HTML_MARKERS = ['<!doctype html', '<html>', '<html ', '<script', '<iframe', '<object'].map(
  (marker) => Buffer.from(marker, 'latin1'),
);

// A PowerPoint 97-2003 file is an OLE compound file holding a stream of this name (UTF-16LE).
const POWERPOINT_STREAM = Buffer.from('PowerPoint Document', 'utf16le');

/**
 * True when the file at `path` holds one of `needles`, read in chunks (a match may span two);
 * `anyCase` compares ASCII letters case-insensitively (the needles are then lower case).
 */
async function fileContains(path: string, needles: Buffer[], anyCase = false): Promise<boolean> {
  const keep = Math.max(...needles.map((needle) => needle.length)) - 1;
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    const joined = Buffer.concat([tail, chunk]);
    const window = anyCase
      ? Buffer.from(joined.toString('latin1').toLowerCase(), 'latin1')
      : joined;
    if (needles.some((needle) => window.includes(needle))) return true;
    tail = joined.subarray(Math.max(0, joined.length - keep));
  }
  return false;
}

/**
 * The extension to store the file at `path` under for `kind`, or null when its bytes are not an
 * accepted file: logos PNG, JPEG, GIF or WebP (no SVG: it is text that can carry script); pitch
 * decks PDF, PPTX (a zip holding ppt/) or PPT (a compound file holding a PowerPoint stream),
 * none holding HTML. A logo's format is known here; images.ts decodes it.
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
  const ext =
    type.ext === 'pdf' || type.ext === 'pptx'
      ? type.ext
      : type.ext === 'cfb' && (await fileContains(path, [POWERPOINT_STREAM]))
        ? 'ppt'
        : null;
  if (ext && (await fileContains(path, HTML_MARKERS, true))) return null;
  return ext;
}

export const FILE_NAME_PREFIX: Record<UploadKind, string> = {
  logo: 'project-logo',
  'pitch-deck': 'pitch-deck',
};

/** Only names the server could have generated are served. */
export const STORED_NAME_PATTERN =
  /^(?:project-logo|pitch-deck)-\d{13}(?:-[0-9a-f]{8})?\.(png|jpg|gif|webp|pdf|ppt|pptx)$/;
