import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { NotAnImageError, normaliseAvatar } from '../../../lib/image/avatar-image';
import { sharpLibrary } from '../../../lib/image/sharp-library';

/** The logo's largest box in pixels (the header shows it 40 px high; twice that for sharp screens, and room). */
const LOGO_BOX = { width: 480, height: 160 };

/**
 * An adviser's logo as the portal serves it: any image sharp reads (an SVG is drawn once here, so no SVG
 * with its scripts or links ever reaches a browser), fitted into LOGO_BOX, a PNG without metadata.
 */
export async function normaliseLogo(input: Buffer): Promise<Buffer> {
  const sharp = await sharpLibrary();
  try {
    return await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error', density: 300 })
      .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (cause) {
    throw new NotAnImageError('not a readable image', { cause });
  }
}

/** Stores bytes under a new key with `prefix` (brand files, apart from the documents' `dok-…`). */
export async function storeBrandFile(store: BlobStore, prefix: 'agent-logo' | 'agent-photo', bytes: Buffer) {
  const pending = await store.write(Readable.from(bytes), { maxBytes: bytes.length });
  const key = `${prefix}-${randomUUID().replaceAll('-', '')}`;
  await pending.commit(key);
  return key;
}

/** The adviser's photo: the same re-encoding as a customer's picture. */
export const normaliseAgentPhoto = normaliseAvatar;
