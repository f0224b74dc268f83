import { portfolioImportTexts } from '../texts/portfolio-import';
import { type ImportedFields, importChanges, importedFields, rowProblem } from './contract-changes';
import type { ContractIndex } from './contract-index';
import type { CustomerMatch } from './customer-match';
import type { ImportChange } from './import-api';
import type { ImportLine, ImportRow } from './import-row';
import { contractKey } from './match-keys';

const reasons = portfolioImportTexts.reasons;

/** A contract of the agency's customers as the plan compares it. */
export type KnownContract = ImportedFields & { id: number; userId: number };

/** What one line of a file does (ADR 208). */
export type RowPlan =
  | { art: 'abgelehnt'; zeile: number; grund: string }
  | { art: 'ohneKunde'; zeile: number; row: ImportRow; grund: string }
  | { art: 'neu'; zeile: number; row: ImportRow; userId: number; personId: number; name: string }
  | {
      art: 'geaendert' | 'unveraendert';
      zeile: number;
      row: ImportRow;
      userId: number;
      personId: number;
      name: string;
      contractId: number;
      aenderungen: ImportChange[];
    };

export type PlanContext = {
  match: (kunde: ImportRow['kunde']) => CustomerMatch;
  /** The agency's contracts as the file's rows find them (each at most once). */
  contracts: ContractIndex<KnownContract>;
  /** The file's contracts so far by contractKey, and their line (filled by planRow). */
  seen: Map<string, number>;
};

/**
 * One line of a portfolio file against the agency's customers and contracts: refused (the reader's reason,
 * a value a contract cannot store, a contract twice in the file, a contract another customer has), without
 * a customer (none or two match), or a new, changed or unchanged contract of the matched customer.
 */
export function planRow(line: ImportLine, context: PlanContext): RowPlan {
  if (!line.ok) return { art: 'abgelehnt', zeile: line.zeile, grund: line.grund };
  const { row } = line;
  const zeile = row.zeile;
  const problem = rowProblem(row);
  const key = contractKey(row.vertrag.gesellschaft, row.vertrag.nummer, row.vertrag.sparte);
  if (problem || key === null)
    return { art: 'abgelehnt', zeile, grund: problem ?? reasons.invalid('Vertragsnummer') };
  const earlier = context.seen.get(key);
  if (earlier !== undefined) return { art: 'abgelehnt', zeile, grund: reasons.duplicate(earlier) };
  context.seen.set(key, zeile);
  const match = context.match(row.kunde);
  if (!match.found)
    return {
      art: 'ohneKunde',
      zeile,
      row,
      grund: match.ambiguous
        ? reasons.twoCustomers
        : match.unknownEmail
          ? reasons.unknownEmail
          : reasons.noCustomer,
    };
  const customer = { userId: match.userId, personId: match.personId, name: match.name };
  const known = context.contracts.find(row.vertrag.gesellschaft, row.vertrag.nummer, row.vertrag.sparte);
  if (!known) return { art: 'neu', zeile, row, ...customer };
  if (known.userId !== match.userId) return { art: 'abgelehnt', zeile, grund: reasons.otherCustomer };
  const aenderungen = importChanges(known, importedFields(row.vertrag));
  return {
    art: aenderungen.length ? 'geaendert' : 'unveraendert',
    zeile,
    row,
    ...customer,
    contractId: known.id,
    aenderungen,
  };
}
