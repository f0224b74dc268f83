import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import { ValidationError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { NotAnImageError, normaliseAvatar } from '../../lib/image/avatar-image';
import type { Customer } from '../../plugins/customer';
import type { AvatarRepository } from './repository';

/** Avatar files in the blob store: server-made keys, apart from the documents' `dok-…`. */
const avatarKey = () => `avatar-${randomUUID().replaceAll('-', '')}`;

/** Stores the uploaded picture re-encoded (sharp) as the customer's, then removes the one it replaces. */
export async function uploadAvatar(
  repository: AvatarRepository,
  store: BlobStore,
  customer: Customer,
  upload: Buffer,
): Promise<void> {
  let image: Buffer;
  try {
    image = await normaliseAvatar(upload);
  } catch (error) {
    if (!(error instanceof NotAnImageError)) throw error;
    const tooManyPixels = String((error.cause as Error | undefined)?.message).includes('pixel limit');
    throw new ValidationError([`file=>${tooManyPixels ? avatarTexts.tooLarge : avatarTexts.notAnImage}`]);
  }
  const pending = await store.write(Readable.from(image), { maxBytes: image.length });
  const key = avatarKey();
  try {
    await pending.commit(key);
    await repository.setAvatar(customer.id, key, new Date());
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }
  if (customer.avatarKey) await store.remove(customer.avatarKey).catch(() => undefined);
}

/** Removes the customer's picture (the row first, then the file). */
export async function deleteAvatar(repository: AvatarRepository, store: BlobStore, customer: Customer) {
  await repository.clearAvatar(customer.id);
  if (customer.avatarKey) await store.remove(customer.avatarKey).catch(() => undefined);
}
