// Where uploaded files live: an interface the routes use, so local disk (the default) can be
// swapped for an object store when several server processes share uploads.
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface Storage {
  /**
   * A new path to write an incoming upload to while it arrives and is checked, on the same disk
   * as the stored files; never served. The caller moves it with `putFile` or deletes it.
   */
  incomingPath(): Promise<string>;
  /**
   * Moves the checked file at `path` (from `incomingPath`) under `name` (a server-generated name,
   * never a client's); refuses to replace an existing file: throws FileExistsError then.
   */
  putFile(name: string, path: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  open(name: string): Promise<StoredFile | null>;
  delete(name: string): Promise<void>;
  /** Every stored file (not the incoming ones) with when it was written. */
  list(): Promise<{ name: string; writtenAt: Date }[]>;
  /** Deletes an incoming file (refused or failed); nothing happens when it is gone already. */
  discardIncoming(path: string): Promise<void>;
  /** Deletes incoming files written before `before` (a crash mid-upload leaves them). */
  deleteIncoming(before: Date): Promise<number>;
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
