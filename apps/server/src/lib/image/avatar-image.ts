import { AVATAR_MAX_INPUT_PIXELS, type AvatarSize } from '@kundenportal/domain/account/avatar';
import { sharpLibrary } from './sharp-library';

/** The stored picture's edge in pixels: the largest size served. */
export const AVATAR_MASTER_SIZE = 512;

export class NotAnImageError extends Error {}

/**
 * Re-encodes an uploaded picture: decoded by sharp (what is not an image, or has more than
 * AVATAR_MAX_INPUT_PIXELS pixels, is refused), turned upright by its EXIF orientation, cropped square from
 * the centre, scaled to AVATAR_MASTER_SIZE and written as a new JPEG — without any of the upload's
 * metadata (EXIF, GPS, XMP, ICC), which sharp drops unless asked to keep it.
 */
export async function normaliseAvatar(input: Buffer): Promise<Buffer> {
  const sharp = await sharpLibrary();
  try {
    return await sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR_MASTER_SIZE, AVATAR_MASTER_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (cause) {
    throw new NotAnImageError('not a readable image', { cause });
  }
}

/** The stored picture at a served size. */
export async function resizeAvatar(master: Buffer, size: AvatarSize): Promise<Buffer> {
  if (size === AVATAR_MASTER_SIZE) return master;
  const sharp = await sharpLibrary();
  return sharp(master).resize(size, size).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
