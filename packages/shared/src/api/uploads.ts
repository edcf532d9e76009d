// POST /api/uploads (multipart, session required): a form field `kind` before the `file` part.
import { z } from 'zod';

export const UPLOAD_KINDS = ['logo', 'pitch-deck'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const PITCH_DECK_EXTENSIONS = ['pdf', 'ppt', 'pptx'] as const;

export const UPLOAD_MESSAGES = {
  invalidImage: { title: 'Invalid File', description: 'Please select an image file' },
  logoTooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 5MB' },
  logoUploaded: { title: 'Success', description: 'Logo uploaded successfully' },
  logoFailed: { title: 'Upload Failed', description: 'Failed to upload logo. Please try again.' },
} as const;

export const uploadResponseSchema = z.object({
  kind: z.enum(UPLOAD_KINDS),
  /** Where the file is served, e.g. "/uploads/project-logo-1732270000000.png". */
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
