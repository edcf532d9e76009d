// Where uploaded files live: an interface the routes use, so local disk (the default) can be
// swapped for an object store when several server processes share uploads.
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface Storage {
  /**
   * Stores `data` under `name` (a server-generated name, never a client's) and refuses to replace
   * an existing file: throws FileExistsError then.
   */
  put(name: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  open(name: string): Promise<StoredFile | null>;
  delete(name: string): Promise<void>;
  /** Where the browser fetches it, e.g. "/uploads/project-logo-1732270000000.png". */
  publicUrl(name: string): string;
}

export class FileExistsError extends Error {
  constructor(name: string) {
    super(`An upload named ${name} already exists`);
    this.name = 'FileExistsError';
  }
}

/** The URL path uploads are served under. */
export const UPLOADS_URL_PREFIX = '/uploads/';
