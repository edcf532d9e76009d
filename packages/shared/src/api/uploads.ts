// POST /api/uploads (multipart, session required): a form field `kind` before the `file` part.
import { z as Zod } from 'zod';

export const UPLOAD_KINDS = ['logo', 'pitch-deck'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const PITCH_DECK_EXTENSIONS = ['pdf', 'ppt', 'pptx'] as const;

/** Pitch decks are refused above this size (the product sets none; logos use LOGO_MAX_BYTES). */
export const PITCH_DECK_MAX_BYTES = 20 * 1024 * 1024;

/**
 * How POST /api/uploads refuses a file (standard error shape; `message` is the description):
 * 400 INVALID_FILE (not an image by content / not a PDF, PPT or PPTX), 413 FILE_TOO_LARGE,
 * 400 VALIDATION_ERROR (no file, or `kind` missing or unknown), 401 without a session.
 */
export const UPLOAD_ERROR_CODES = {
  invalidFile: 'INVALID_FILE',
  tooLarge: 'FILE_TOO_LARGE',
} as const;

export const UPLOAD_MESSAGES = {
  invalidImage: { title: 'Invalid File', description: 'Please select an image file' },
  logoTooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 5MB' },
  logoUploaded: { title: 'Success', description: 'Logo uploaded successfully' },
  logoFailed: { title: 'Upload Failed', description: 'Failed to upload logo. Please try again.' },
  invalidPitchDeck: {
    title: 'Invalid File',
    description: 'Please select a .pdf, .ppt or .pptx file',
  },
  pitchDeckTooLarge: {
    title: 'File Too Large',
    description: 'Please select a pitch deck smaller than 20MB',
  },
  fileRequired: { title: 'Invalid File', description: 'Please select a file to upload' },
} as const;

export const uploadResponseSchema = Zod.object({
  kind: Zod.enum(UPLOAD_KINDS),
  /** Where the file is served, e.g. "/uploads/project-logo-1732270000000.png". */
  url: Zod.string(),
  contentType: Zod.string(),
  size: Zod.number().int(),
});
export type UploadResponse = Zod.infer<typeof uploadResponseSchema>;
