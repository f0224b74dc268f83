import type { Config } from '../../config';
import type { BlobStore } from './blob-store';
import { createDiskStore } from './disk-store';

/**
 * The configured backend (README, "Files"): DATA_DIR/files by default, S3-compatible storage when the
 * S3_* variables are set. The AWS SDK loads only then.
 */
export async function createBlobStore(config: Pick<Config, 'dataDir' | 'blobStorage'>): Promise<BlobStore> {
  if (config.blobStorage.kind === 's3') {
    const { kind: _kind, ...s3 } = config.blobStorage;
    const { createS3Store } = await import('./s3-store');
    return createS3Store(s3);
  }
  return createDiskStore(config.dataDir);
}
