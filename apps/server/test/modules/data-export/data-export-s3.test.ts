import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports, documents } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { sha256 } from '../../helpers/documents';
import { S3RVER_BUCKET, useS3rver } from '../../helpers/s3rver';
import { createTestApp, useTestApp } from '../../helpers/test-app';
import { download, exportHousehold, exportOf } from './data-export.fixtures';

/**
 * The export with the S3 blob store (s3rver): the ZIP streamed into the bucket holds the documents byte for
 * byte; once its ticket expired, the next sweep (here: a restarted app's, at start) removes the ZIP.
 */
const s3 = useS3rver();
const t = useTestApp(() => s3.env());

describe('the data export on S3', () => {
  it('streams the ZIP into the bucket with every document, and removes it once expired', async () => {
    const max = await exportHousehold(t.app, { first: 'Svenja', last: 'Speicher' });
    const { id, status } = await exportOf(t.app, max.token);
    expect(status.status).toBe('fertig');
    const { files } = await download(t.app, status.url ?? '');
    const { db } = await getDatabase();
    const rows = await db.select().from(documents).where(eq(documents.userId, max.userId));
    for (const row of rows) {
      const file = files[`dateien/dokumente/${row.id} ${row.originalFilename}`];
      expect(sha256(Buffer.from(file ?? new Uint8Array()))).toBe(row.sha256);
    }

    const prefix = t.config.blobStorage.kind === 's3' ? (t.config.blobStorage.prefix ?? '') : '';
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    const fileKey = row?.fileKey ?? '';
    expect(await s3.objectsUnder(S3RVER_BUCKET, prefix)).toContain(fileKey);
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    const restarted = await createTestApp({ ...s3.env(), S3_PREFIX: prefix });
    try {
      expect(await s3.objectsUnder(S3RVER_BUCKET, prefix)).not.toContain(fileKey);
      const [after] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      expect(after?.fileKey).toBeNull();
    } finally {
      await restarted.app.close();
    }
  });
});
