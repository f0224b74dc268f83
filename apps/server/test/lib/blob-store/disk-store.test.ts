import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createDiskStore } from '../../../src/lib/blob-store/disk-store';
import { tempDir } from '../../helpers/temp-dir';
import { blobStoreContract } from './blob-store-contract';

blobStoreContract('disk (DATA_DIR/files)', async () => {
  const dataDir = tempDir('kp-blobs');
  const store = await createDiskStore(dataDir);
  return { store, leftovers: () => readdir(path.join(dataDir, 'files')) };
});
