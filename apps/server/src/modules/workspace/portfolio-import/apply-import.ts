import {
  importChanges,
  importedFields,
  withChanges,
} from '@kundenportal/domain/portfolio-import/contract-changes';
import { contractIndex } from '@kundenportal/domain/portfolio-import/contract-index';
import {
  IMPORT_KINDS,
  type ImportApplied,
  type ImportKind,
} from '@kundenportal/domain/portfolio-import/import-api';
import type { ImportRow } from '@kundenportal/domain/portfolio-import/import-row';
import type { KnownContract } from '@kundenportal/domain/portfolio-import/plan-row';
import { AppError } from '../../../lib/app-error';
import { eventLoopTurns } from './event-loop-turns';
import { IMPORT_CHUNK } from './preview-import';
import type { ImportFile, NewContract, PortfolioImportRepository, StoredRow } from './repository';

type Adviser = { userId: number; agencyId: number };
type Matched = { userId: number; personId: number; vertrag: ImportRow['vertrag'] };

/** The agency's households as they are now: each account's main person, and each person's account. */
function households(persons: { userId: number; personId: number; isMain: boolean }[]) {
  const mainOf = new Map<number, number>();
  const accountOf = new Map<number, number>();
  for (const person of persons) {
    accountOf.set(person.personId, person.userId);
    if (person.isMain) mainOf.set(person.userId, person.personId);
  }
  return { mainOf, accountOf };
}

/**
 * POST /api/berater/import/{id}/anwenden (issue 31, ADR 208): the preview's matched rows written in ONE
 * transaction, the agency locked so that imports follow one another. Each row is planned again against
 * the contracts as they are now (a contract another import or the customer added since is updated, not
 * added twice): new ones inserted, changed fields set, `IMPORT_CHUNK` rows a statement; every contract
 * written is provided by the agency. A customer no longer of the agency is left out. The preview is
 * marked applied (a second apply: 409) and the agency's log records the counts.
 */
export async function applyImport(
  deps: { repository: PortfolioImportRepository; now: () => Date },
  adviser: Adviser,
  id: string,
): Promise<ImportApplied> {
  const { repository } = deps;
  const now = deps.now();
  return repository.transaction(async (tx) => {
    await repository.lockAgency(tx, adviser.agencyId);
    const preview = await repository.preview(adviser.agencyId, id, now, tx, true);
    if (!preview) throw new AppError('could_not_find_import');
    if (preview.appliedAt) throw new AppError('import_already_applied');
    const { mainOf, accountOf } = households(await repository.persons(adviser.agencyId, tx));
    const known = contractIndex(await repository.contracts(adviser.agencyId, tx));
    const applied = { neu: 0, geaendert: 0 };
    let after = -1;
    const turn = eventLoopTurns();
    for (;;) {
      const rows: StoredRow[] = await repository.applyRows(tx, id, after, IMPORT_CHUNK);
      if (!rows.length) break;
      after = rows[rows.length - 1]?.pos ?? after;
      const inserts: NewContract[] = [];
      const updates: (KnownContract & { id: number })[] = [];
      /** Contracts the file lists unchanged: the broker's all the same (betreuung `makler`). */
      const unchanged: number[] = [];
      for (const row of rows) {
        await turn();
        const { userId, personId, vertrag } = row.data as Matched;
        const main = mainOf.get(userId);
        if (main === undefined) continue;
        const imported = importedFields(vertrag);
        const stored = known.find(vertrag.gesellschaft, vertrag.nummer, vertrag.sparte);
        if (!stored) {
          const person = accountOf.get(personId) === userId ? personId : main;
          inserts.push({
            ...imported,
            userId,
            personId: person,
            gesellschaft: vertrag.gesellschaft.trim(),
            nummer: vertrag.nummer.trim(),
          });
          continue;
        }
        if (stored.userId !== userId) continue;
        const changes = importChanges(stored, imported);
        if (changes.length) updates.push({ ...withChanges(stored, changes), id: stored.id, userId });
        else unchanged.push(stored.id);
      }
      await repository.insertContracts(tx, adviser.agencyId, inserts, now);
      await repository.updateContracts(tx, adviser.agencyId, updates, now);
      await repository.markOurs(tx, unchanged);
      applied.neu += inserts.length;
      applied.geaendert += updates.length;
    }
    await repository.markApplied(tx, id, now);
    // The preview's order (jsonb keeps its keys in its own order): neu and geaendert as applied, the rest
    // as previewed (the log's labels say which).
    const kept = preview.counts as Record<ImportKind, number> & Partial<ImportFile>;
    const counts: Record<ImportKind, number> = { ...kept, ...applied };
    const file = [
      ...(kept.datei ? [{ key: 'import.datei', before: null, after: kept.datei }] : []),
      ...(kept.format ? [{ key: 'import.format', before: null, after: kept.format }] : []),
    ];
    await repository.audit(tx, adviser, [
      ...file,
      ...IMPORT_KINDS.map((name) => ({ key: `import.${name}`, before: null, after: counts[name] ?? 0 })),
    ]);
    return applied;
  });
}
