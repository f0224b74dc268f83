import type { ImportLine } from '@kundenportal/domain/portfolio-import/import-row';
import { describe, expect, it } from 'vitest';
import { applyImport } from '../../../../src/modules/workspace/portfolio-import/apply-import';
import { previewImport } from '../../../../src/modules/workspace/portfolio-import/preview-import';
import type {
  PortfolioImportRepository,
  StoredRow,
} from '../../../../src/modules/workspace/portfolio-import/repository';
import { contractRow } from './import.fixtures';

const ROWS = 3000;
const adviser = { userId: 1, agencyId: 1 };
const now = () => new Date('2026-01-01T00:00:00Z');
const max = { userId: 7, personId: 70, isMain: true, accountEmail: 'max@example.com', email: null };
const kunde = { email: 'max@example.com', vorname: 'Max', nachname: 'Muster', geburtsdatum: null };

/** Counts the event loop's turns (setImmediate callbacks) until `work` settles. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return turns;
}

/** A repository answering at once (as PGlite in process does: promises that settle without I/O). */
function instantRepository(rows: StoredRow[] = []) {
  let served = false;
  const repository = {
    persons: async () => [{ ...max, firstname: 'Max', lastname: 'Muster', geburtsdatum: null }],
    contracts: async () => [],
    startPreview: async () => 'preview',
    addRows: async () => {},
    finishPreview: async () => {},
    dropPreview: async () => {},
    transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}),
    lockAgency: async () => {},
    preview: async () => ({ id: 'preview', counts: {}, appliedAt: null }),
    applyRows: async () => {
      if (served) return [];
      served = true;
      return rows;
    },
    insertContracts: async () => {},
    updateContracts: async () => {},
    markOurs: async () => {},
    markApplied: async () => {},
    audit: async () => {},
  };
  return repository as unknown as PortfolioImportRepository;
}

async function* lines(): AsyncGenerator<ImportLine> {
  for (let index = 0; index < ROWS; index++)
    yield { ok: true, row: contractRow(kunde, { nummer: `T-${index}` }, index + 2) };
}

/** A long preview or apply leaves the event loop turns for other requests (issue 31 review: no 503s). */
describe('a portfolio preview and apply of many rows', () => {
  it('give the event loop a turn every few hundred rows while planning', async () => {
    const repository = instantRepository();
    const turns = await turnsDuring(() => previewImport({ repository, now }, adviser, lines()));
    expect(turns).toBeGreaterThanOrEqual(ROWS / 500 - 1);
  });

  it('give it a turn while applying a batch', async () => {
    const rows: StoredRow[] = Array.from({ length: ROWS }, (_, pos) => ({
      pos,
      art: 'neu',
      zeile: pos + 2,
      data: { userId: 7, personId: 70, vertrag: contractRow(kunde, { nummer: `T-${pos}` }).vertrag },
    }));
    const repository = instantRepository(rows);
    const turns = await turnsDuring(() => applyImport({ repository, now }, adviser, 'preview'));
    expect(turns).toBeGreaterThanOrEqual(ROWS / 500 - 1);
  });
});
