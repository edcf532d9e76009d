// Logos and update images decoded in full and stored as a copy sharp re-encodes, never as the bytes
// that were sent (docs/decisions/071-uploads-re-encoded-notifications-grouped.md): a header that
// claims a huge size, bytes after the image (HTML, a zip) or metadata go nowhere.
import sharp from 'sharp';
import type { ImageExtension } from './file-kinds';

/** The most pixels an image may have on each side (and so in all, 4096 x 4096). */
export const IMAGE_MAX_SIDE = 4096;
const IMAGE_MAX_PIXELS = IMAGE_MAX_SIDE * IMAGE_MAX_SIDE;

// Two cores shared with everything else: one libvips thread per image and no operation cache
// (every upload is a new file; a cache would only hold their pixels).
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decodes the image at `from` (its format known from its bytes), refuses it when it cannot be
 * decoded to its end or has more than IMAGE_MAX_SIDE pixels on a side, and writes it re-encoded
 * in the same format, upright and without metadata, to `to`. Returns false when refused.
 */
export async function reencodeImage(
  ext: ImageExtension,
  from: string,
  to: string,
): Promise<boolean> {
  // GIF and WebP may be animated: all their frames are decoded and kept.
  const animated = ext === 'gif' || ext === 'webp';
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated } as const;
  try {
    const { width, pageHeight, height } = await sharp(from, options).metadata();
    const frameHeight = pageHeight ?? height;
    if (width > IMAGE_MAX_SIDE || frameHeight > IMAGE_MAX_SIDE) return false;
    const image = sharp(from, options).autoOrient();
    const encoded =
      ext === 'png'
        ? image.png()
        : ext === 'jpg'
          ? image.jpeg({ quality: 90, mozjpeg: true })
          : ext === 'gif'
            ? image.gif()
            : image.webp({ quality: 90 });
    // No withMetadata(): EXIF, XMP, comments and text chunks are dropped.
    await encoded.toFile(to);
    return true;
  } catch {
    // libvips refuses what it cannot decode: a corrupt or cut-off file, over the pixel limit.
    return false;
  }
}
