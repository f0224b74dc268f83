import { contractIndex } from '@kundenportal/domain/portfolio-import/contract-index';
import { customerMatcher } from '@kundenportal/domain/portfolio-import/customer-match';
import {
  IMPORT_PREVIEW_HOURS,
  IMPORT_REFUSALS_LISTED,
  type ImportPreview,
} from '@kundenportal/domain/portfolio-import/import-api';
import type { ImportLine } from '@kundenportal/domain/portfolio-import/import-row';
import { planRow, type RowPlan } from '@kundenportal/domain/portfolio-import/plan-row';
import { portfolioImportTexts } from '@kundenportal/domain/texts/portfolio-import';
import { ValidationError } from '../../../lib/app-error';
import { eventLoopTurns } from './event-loop-turns';
import type { ImportCounts, ImportFile, PortfolioImportRepository, StoredRow } from './repository';

/** Rows written per statement (preview) and read and written per step (apply). */
export const IMPORT_CHUNK = 1000;
/** Refusals a 422 for a file without any contract names (each with its line). */
const REFUSALS_IN_422 = 20;

type Adviser = { userId: number; agencyId: number };

/** What a preview keeps of a planned row: what its detail page shows and what applying it needs. */
function stored(plan: RowPlan, pos: number): StoredRow {
  const base = { pos, art: plan.art, zeile: plan.zeile };
  if (plan.art === 'abgelehnt') return { ...base, data: { grund: plan.grund } };
  const { vertrag, kunde } = plan.row;
  if (plan.art === 'ohneKunde')
    return {
      ...base,
      data: { grund: plan.grund, kunde: `${kunde.vorname} ${kunde.nachname}`.trim(), vertrag },
    };
  return {
    ...base,
    data: {
      kunde: plan.name,
      userId: plan.userId,
      personId: plan.personId,
      vertrag,
      aenderungen: plan.art === 'neu' ? [] : plan.aenderungen,
    },
  };
}

/**
 * POST /api/berater/import/vorschau (issue 31, ADR 208): the file's lines, as the reader yields them while
 * the upload streams, planned against the agency's customers and contracts (read once) and kept as the
 * agency's preview, `IMPORT_CHUNK` rows a statement. Nothing else changes. A file without a single
 * contract is the `file` field's 422, naming the first refused lines; a failure removes the partial preview.
 */
export async function previewImport(
  deps: { repository: PortfolioImportRepository; now: () => Date },
  adviser: Adviser,
  lines: AsyncIterable<ImportLine>,
  file?: ImportFile,
): Promise<ImportPreview> {
  const { repository } = deps;
  const [persons, known] = await Promise.all([
    repository.persons(adviser.agencyId),
    repository.contracts(adviser.agencyId),
  ]);
  const context = { match: customerMatcher(persons), contracts: contractIndex(known), seen: new Map() };
  const now = deps.now();
  const expires = new Date(now.getTime() + IMPORT_PREVIEW_HOURS * 3600_000);
  const id = await repository.startPreview(adviser, now, expires);
  const counts: ImportCounts = { neu: 0, geaendert: 0, unveraendert: 0, ohneKunde: 0, abgelehnt: 0 };
  const abgelehnt: ImportPreview['abgelehnt'] = [];
  let buffer: StoredRow[] = [];
  let pos = 0;
  const turn = eventLoopTurns();
  try {
    for await (const line of lines) {
      await turn();
      const plan = planRow(line, context);
      counts[plan.art] += 1;
      if (plan.art === 'abgelehnt' && abgelehnt.length < IMPORT_REFUSALS_LISTED)
        abgelehnt.push({ zeile: plan.zeile, grund: plan.grund });
      buffer.push(stored(plan, pos++));
      if (buffer.length >= IMPORT_CHUNK) {
        await repository.addRows(id, buffer);
        buffer = [];
      }
    }
    if (pos === counts.abgelehnt) {
      throw new ValidationError(
        abgelehnt.length
          ? abgelehnt
              .slice(0, REFUSALS_IN_422)
              .map(({ zeile, grund }) => `file=>${portfolioImportTexts.refusedLine(zeile, grund)}`)
          : [`file=>${portfolioImportTexts.noContracts}`],
      );
    }
    await repository.finishPreview(id, buffer, { ...counts, ...file });
  } catch (error) {
    await repository.dropPreview(id);
    throw error;
  }
  const { neu, geaendert, unveraendert, ohneKunde } = counts;
  return { id, neu, geaendert, unveraendert, ohneKunde, abgelehnt };
}
