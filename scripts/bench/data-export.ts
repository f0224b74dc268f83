import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { openDatabase } from '../../apps/server/src/db/client';
import { createAgent, createCustomer } from '../../apps/server/src/db/factories';
import { dataExports, documents } from '../../apps/server/src/db/schema';
import { createDiskStore } from '../../apps/server/src/lib/blob-store/disk-store';
import { createFieldCipher } from '../../apps/server/src/lib/field-cipher';
import { buildExport } from '../../apps/server/src/modules/data-export/build-export';
import { createExportTickets } from '../../apps/server/src/modules/data-export/export-ticket';
import { createRecordsRepository } from '../../apps/server/src/modules/data-export/records-repository';
import { createDataExportRepository } from '../../apps/server/src/modules/data-export/repository';
import { benchDatabases } from './databases';
import { migrateFresh, type PortalOptions } from './http';
import { table } from './table';
import { benchTempDir } from './temp-dir';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Issue 32: a customer with `count` documents (small files of 2–20 KB) exported — the job's use case in
 * this process on a fresh PGlite (and PostgreSQL where BENCH_DATABASE_URL or DATABASE_URL names one), the
 * ZIP streamed into a disk blob store. Prints seconds, the ZIP's size and the memory growth (RSS, the
 * peak RSS sampled every 50 ms, heap). Aim (issue 32): growth ≤ 64 MB.
 */
export async function benchDataExport(count: number): Promise<void> {
  for (const options of benchDatabases()) await benchOn(options, count);
}

async function benchOn(options: PortalOptions, count: number): Promise<void> {
  const dataDir = benchTempDir('kundenportal-bench-export');
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  try {
    await migrateFresh(database, options.wipe === true);
    const { db } = database;
    const store = await createDiskStore(dataDir);
    const agent = await createAgent(db);
    const { user, persons } = await createCustomer(db, { agentId: agent.id, scryptLogN: 10 });
    const ownerId = persons[0]?.id ?? 0;
    for (let from = 0; from < count; from += 500) {
      const rows = [];
      for (let index = from; index < Math.min(count, from + 500); index += 1) {
        const bytes = randomBytes(2048 + (index % 10) * 2048);
        const pending = await store.write(Readable.from([bytes]), { maxBytes: 1024 * 1024 });
        const key = `bench-doc-${index}-${randomBytes(6).toString('hex')}`;
        await pending.commit(key);
        rows.push({
          userId: user.id,
          ownerType: 'person',
          ownerId,
          filename: key,
          blobKey: key,
          originalFilename: `Rechnung ${index}.pdf`,
          size: bytes.length,
          mime: 'application/pdf',
          sha256: createHash('sha256').update(bytes).digest('hex'),
        });
      }
      await db.insert(documents).values(rows);
    }
    const repository = createDataExportRepository(db);
    const [row] = await db.insert(dataExports).values({ userId: user.id }).returning();
    if (!row) throw new Error('export not created');
    const deps = {
      repository,
      records: createRecordsRepository(db, createFieldCipher([{ id: 'bench', key: randomBytes(32) }]).open),
      blobStore: store,
      tickets: createExportTickets('bench-secret'),
      now: () => new Date(),
      notice: {
        mail: { subject: 's', text: () => 't' },
        push: { title: 't', body: 'b', url: '/', tag: 't' },
      },
    };
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    await buildExport(deps, row);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = process.memoryUsage();
    const done = await repository.find(user.id, row.id);
    const size = done?.fileKey ? await store.size(done.fileKey) : null;
    console.log(
      table(
        [
          'Database',
          'Documents',
          'Seconds',
          'ZIP MB',
          'RSS growth MB',
          'Peak RSS growth MB',
          'Heap growth MB',
        ],
        [
          [
            database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
            String(count),
            seconds.toFixed(1),
            mb(size ?? 0),
            mb(after.rss - before.rss),
            mb(Math.max(peak, after.rss) - before.rss),
            mb(after.heapUsed - before.heapUsed),
          ],
        ],
      ),
    );
    if (done?.status !== 'fertig') throw new Error(`export ended ${done?.status}`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
