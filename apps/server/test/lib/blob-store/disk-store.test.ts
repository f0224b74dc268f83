import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStore } from '../../../src/lib/blob-store/disk-store';
import { blobStoreContract } from './blob-store-contract';

blobStoreContract('disk (DATA_DIR/files)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kp-blobs-'));
  const store = await createDiskStore(dataDir);
  return { store, leftovers: () => readdir(path.join(dataDir, 'files')) };
});
