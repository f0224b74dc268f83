import { rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { generatePortfolioRows } from '@kundenportal/domain/portfolio-import/generate-portfolio';
import type { ImportRow } from '@kundenportal/domain/portfolio-import/import-row';
import { readPortfolioFile } from '@kundenportal/domain/portfolio-import/read-portfolio-file';
import { portfolioCsvLines } from '@kundenportal/domain/portfolio-import/write-csv';
import { openDatabase } from '../../apps/server/src/db/client';
import { createAgent } from '../../apps/server/src/db/factories';
import { persons, users } from '../../apps/server/src/db/schema';
import { applyImport } from '../../apps/server/src/modules/workspace/portfolio-import/apply-import';
import { previewImport } from '../../apps/server/src/modules/workspace/portfolio-import/preview-import';
import { createPortfolioImportRepository } from '../../apps/server/src/modules/workspace/portfolio-import/repository';
import { benchDatabases } from './databases';
import { migrateFresh, type PortalOptions } from './http';
import { table } from './table';
import { benchTempDir } from './temp-dir';

/**
 * Issue 31: a generated portfolio CSV of `contracts` contracts for `customers` customers of one agency
 * (a third of them matched by name and birthday, the rest by e-mail), streamed through the reader into the
 * preview, then applied — the import's use cases in this process on a fresh PGlite, and on PostgreSQL where
 * BENCH_DATABASE_URL or DATABASE_URL names one (bench/databases.ts; no HTTP: the upload's
 * own cost is the documents bench's). Prints seconds and the memory growth (RSS and heap, the peak RSS
 * sampled every 50 ms) of each step. Aim (issue 31): ≤ 60 s and ≤ 200 MB.
 */
const CHUNK_BYTES = 64 * 1024;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The file's bytes as an upload delivers them: chunks of 64 KB, made while they are read. */
async function* fileChunks(rows: Iterable<ImportRow>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: string[] = [];
  let size = 0;
  for (const line of portfolioCsvLines(rows)) {
    pending.push(line);
    size += line.length;
    if (size >= CHUNK_BYTES) {
      yield encoder.encode(pending.join(''));
      pending = [];
      size = 0;
    }
  }
  if (pending.length) yield encoder.encode(pending.join(''));
}

async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  // The longest stretch the event loop was held (other requests wait that long; the pressure plugin sheds).
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  try {
    const value = await work();
    const after = process.memoryUsage();
    peak = Math.max(peak, after.rss);
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      rss: after.rss - before.rss,
      peak: peak - before.rss,
      heap: after.heapUsed - before.heapUsed,
      maxDelayMs: delay.max / 1e6,
    };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

export async function benchPortfolioImport(contracts: number, customers: number): Promise<void> {
  for (const options of benchDatabases()) await benchOn(options, contracts, customers);
}

async function benchOn(options: PortalOptions, contracts: number, customers: number): Promise<void> {
  const dataDir = benchTempDir('kundenportal-bench-import');
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  try {
    await migrateFresh(database, options.wipe === true);
    const { db } = database;
    const agency = await createAgent(db);
    const [adviser] = await db
      .insert(users)
      .values({
        role: 'adviser',
        agencyId: agency.id,
        email: `bench-berater-${agency.id}@example.com`,
        firstName: 'B',
        lastName: 'B',
      })
      .returning({ id: users.id });
    const kunden: ImportRow['kunde'][] = [];
    for (let from = 0; from < customers; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, customers - from) }, (_, offset) => from + offset);
      const made = await db
        .insert(users)
        .values(
          batch.map((index) => ({
            agentId: agency.id,
            email: `kunde-${agency.id}-${index}@bench.example`,
            firstName: 'Kim',
            lastName: `Kunde${index}`,
          })),
        )
        .returning({ id: users.id });
      const birthday = (index: number) => `19${String(50 + (index % 50))}-0${1 + (index % 9)}-1${index % 10}`;
      await db.insert(persons).values(
        made.map((user, offset) => ({
          userId: user.id,
          isMain: true,
          firstname: 'Kim',
          lastname: `Kunde${batch[offset] ?? 0}`,
          geburtsdatum: birthday(batch[offset] ?? 0),
        })),
      );
      for (const index of batch)
        kunden.push({
          email: index % 3 === 0 ? null : `kunde-${agency.id}-${index}@bench.example`,
          vorname: 'Kim',
          nachname: `Kunde${index}`,
          geburtsdatum: birthday(index),
        });
    }
    if (!adviser) throw new Error('adviser not created');
    const deps = { repository: createPortfolioImportRepository(db), now: () => new Date() };
    const who = { userId: adviser.id, agencyId: agency.id };
    console.log(
      `${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${customers} customers; previewing and applying ${contracts} contracts …`,
    );
    const rows = () => generatePortfolioRows(contracts, { seed: 31, customers: kunden });
    const preview = await measured(() => previewImport(deps, who, readPortfolioFile(fileChunks(rows()))));
    const applied = await measured(() => applyImport(deps, who, preview.value.id));
    const again = await measured(() => previewImport(deps, who, readPortfolioFile(fileChunks(rows()))));
    const line = (step: string, run: Awaited<ReturnType<typeof measured>>, counts: string) => [
      step,
      run.seconds.toFixed(1),
      mb(run.rss),
      mb(run.peak),
      mb(run.heap),
      run.maxDelayMs.toFixed(0),
      counts,
    ];
    const p = preview.value;
    const header = [
      'step',
      'seconds',
      'RSS growth MB',
      'peak RSS growth MB',
      'heap growth MB',
      'max event-loop delay ms',
      'counts',
    ];
    console.log(
      table(
        header,
        [
          line(
            'preview',
            preview,
            `neu ${p.neu}, geändert ${p.geaendert}, ohne Kunde ${p.ohneKunde}, abgelehnt ${p.abgelehnt.length}`,
          ),
          line('apply', applied, `neu ${applied.value.neu}, geändert ${applied.value.geaendert}`),
          line('preview of the same file again', again, `unverändert ${again.value.unveraendert}`),
        ],
        new Set([0, 6]),
      ),
    );
    console.log(
      'Aim (issue 31): preview and apply ≤ 60 s each, memory growth ≤ 200 MB; the event loop held no longer ' +
        'than the pressure plugin tolerates (its maxEventLoopDelay) while they run.',
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
