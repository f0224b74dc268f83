import {
  IMPORT_PAGE_SIZE,
  type ImportChange,
  type ImportEntriesPage,
  type ImportEntry,
  type ImportKind,
} from '@kundenportal/domain/portfolio-import/import-api';
import type { ImportRow } from '@kundenportal/domain/portfolio-import/import-row';
import type { PortfolioImportRepository, StoredRow } from './repository';

type Data = { kunde?: string; vertrag?: ImportRow['vertrag']; aenderungen?: ImportChange[]; grund?: string };

function entryOf(row: StoredRow): ImportEntry {
  const data = row.data as Data;
  return {
    zeile: row.zeile,
    kunde: data.kunde ?? null,
    vertrag: data.vertrag
      ? { gesellschaft: data.vertrag.gesellschaft, nummer: data.vertrag.nummer, sparte: data.vertrag.sparte }
      : null,
    aenderungen: data.aenderungen ?? [],
    grund: data.grund ?? null,
  };
}

/**
 * GET /api/berater/import/{id}?art=…&seite=N (issue 31): one page of the preview's rows of a kind, in file
 * order; a page past the last is empty. The preview is the agency's (the route's 404 otherwise).
 */
export async function listImportEntries(
  repository: PortfolioImportRepository,
  importId: string,
  art: ImportKind,
  seite = 1,
): Promise<ImportEntriesPage> {
  const [gesamt, rows] = await Promise.all([
    repository.rowCount(importId, art),
    repository.rows(importId, art, (seite - 1) * IMPORT_PAGE_SIZE, IMPORT_PAGE_SIZE),
  ]);
  return {
    art,
    seite,
    seiten: Math.max(1, Math.ceil(gesamt / IMPORT_PAGE_SIZE)),
    gesamt,
    eintraege: rows.map(entryOf),
  };
}
