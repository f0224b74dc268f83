import { type PremiumSource, yearlyCents } from '../contracts/premium';
import type { SparteKey } from '../contracts/sparten';
import { contractNumberFromPurpose } from './recurring-contract-number';
import { insurerOfCreditorName, insurersByCreditorId } from './recurring-insurers';
import {
  daysBetween,
  intervalDays,
  intervalOfGap,
  seriesInterval,
  type Zahlungsweise,
} from './recurring-interval';
import { sameAmount, sameBrand } from './recurring-match';
import { sparteFromPurpose } from './recurring-sparte';
import type { StatementEntry } from './statement';

/**
 * Contracts found in the debits (issue 33, ADR 255): recurring debits to an insurer of the insurers list
 * that no contract of the household explains become suggestions. Debits are grouped by mandate (creditor
 * id, else the insurer, and the mandate reference), split by amount, each part needs a regular interval
 * (recurring-interval.ts) and a debit within its last interval; a part that follows another of its
 * mandate (a premium that changed) continues it. The suggestion's key stays the same across imports, so a
 * dismissed one stays dismissed.
 */

export type SuggestionEntry = Pick<
  StatementEntry,
  | 'bookingDate'
  | 'amountCents'
  | 'counterpartyName'
  | 'creditorId'
  | 'mandateReference'
  | 'purpose'
  | 'reversal'
>;

/** What the finder reads of a household's contract. */
export type KnownContract = PremiumSource & { gesellschaft: string };

export type ContractSuggestion = {
  /** Stable across imports: the mandate (creditor id or insurer, mandate reference), plus the amount where a mandate has several. */
  key: string;
  /** The insurers list's short name. */
  versicherer: string;
  /** The latest debited premium in cents, positive. */
  betragCents: number;
  zahlungsweise: Zahlungsweise;
  sparte: SparteKey | null;
  /** The contract number the newest debit's purpose states that states one. */
  nummer: string | null;
  letzteAbbuchung: string;
};

type Debit = SuggestionEntry & { versicherer: string };
type Series = { debits: Debit[]; zahlungsweise: Zahlungsweise | null };

/** Grace after an expected debit before the series counts as ended (weekends, a late collection). */
const GRACE_DAYS = 20;

const byDate = (a: Debit, b: Debit) =>
  a.bookingDate.localeCompare(b.bookingDate) || a.amountCents - b.amountCents;

function insuranceDebits(entries: readonly SuggestionEntry[]): Map<string, Debit[]> {
  const byCreditorId = insurersByCreditorId(entries);
  const groups = new Map<string, Debit[]>();
  for (const entry of entries) {
    if (entry.amountCents >= 0 || entry.reversal) continue;
    const creditorId = entry.creditorId?.trim().toUpperCase() || null;
    const insurer =
      (creditorId && byCreditorId.get(entry.creditorId ?? '')) ||
      insurerOfCreditorName(entry.counterpartyName);
    if (!insurer) continue;
    const mandate = entry.mandateReference?.trim() ?? '';
    const key = `${creditorId ? `glaeubiger:${creditorId}` : `versicherer:${insurer.kurzname}`}|mandat:${mandate}`;
    groups.set(key, [...(groups.get(key) ?? []), { ...entry, versicherer: insurer.kurzname }]);
  }
  return groups;
}

/** A mandate's debits split by amount, each part in date order. */
function byAmount(debits: readonly Debit[]): Debit[][] {
  const sorted = [...debits].sort((a, b) => b.amountCents - a.amountCents || byDate(a, b));
  const parts: Debit[][] = [];
  for (const debit of sorted) {
    const part = parts.at(-1);
    if (part?.[0] && sameAmount(part[0].amountCents, debit.amountCents)) part.push(debit);
    else parts.push([debit]);
  }
  return parts.map((part) => part.sort(byDate));
}

/** Parts whose debits follow one another at their interval are one series (the premium changed). */
function seriesOf(parts: readonly Debit[][], spanDays: number): Series[] {
  const series: Series[] = parts
    .map((debits) => ({
      debits,
      zahlungsweise: seriesInterval(
        debits.map((debit) => debit.bookingDate),
        debits.map((debit) => debit.purpose).join(' '),
        spanDays,
      ),
    }))
    .sort((a, b) => byDate(a.debits[0] as Debit, b.debits[0] as Debit));
  const joined: Series[] = [];
  for (const next of series) {
    const before = joined.find((candidate) => {
      const last = candidate.debits.at(-1) as Debit;
      const first = next.debits[0] as Debit;
      const gap = daysBetween(last.bookingDate, first.bookingDate);
      return (
        candidate.zahlungsweise !== null &&
        intervalOfGap(gap) === candidate.zahlungsweise &&
        (next.zahlungsweise === null || next.zahlungsweise === candidate.zahlungsweise)
      );
    });
    if (before) before.debits.push(...next.debits);
    else joined.push(next);
  }
  return joined;
}

/** Recurring insurance debits of the entries, whatever their order, one a series still running. */
export function recurringInsuranceDebits(entries: readonly SuggestionEntry[]): ContractSuggestion[] {
  const dates = entries.map((entry) => entry.bookingDate).sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return [];
  const spanDays = daysBetween(first, last);
  const found: ContractSuggestion[] = [];
  for (const [groupKey, debits] of [...insuranceDebits(entries)].sort(([a], [b]) => a.localeCompare(b))) {
    const running = seriesOf(byAmount(debits), spanDays).filter(
      (series): series is Series & { zahlungsweise: Zahlungsweise } =>
        series.zahlungsweise !== null &&
        daysBetween((series.debits.at(-1) as Debit).bookingDate, last) <=
          intervalDays(series.zahlungsweise) + GRACE_DAYS,
    );
    for (const series of running) {
      const latest = series.debits.at(-1) as Debit;
      found.push({
        key: running.length === 1 ? groupKey : `${groupKey}|betrag:${-latest.amountCents}`,
        versicherer: latest.versicherer,
        betragCents: -latest.amountCents,
        zahlungsweise: series.zahlungsweise,
        sparte: sparteFromPurpose(series.debits.map((debit) => debit.purpose).join(' ')),
        nummer:
          [...series.debits]
            .reverse()
            .map((debit) => contractNumberFromPurpose(debit.purpose))
            .find((number) => number !== null) ?? null,
        letzteAbbuchung: latest.bookingDate,
      });
    }
  }
  return found;
}

/**
 * The suggestions: recurring insurance debits that no contract of the household explains. A contract
 * explains one debit series of its insurer's brand whose yearly sum is its premium's (recurring-match.ts);
 * a contract of that brand without a premium explains one series left over.
 */
export function contractSuggestions(
  entries: readonly SuggestionEntry[],
  contracts: readonly KnownContract[],
): ContractSuggestion[] {
  const open = recurringInsuranceDebits(entries);
  const unused = [...contracts];
  const take = (matches: (contract: KnownContract, suggestion: ContractSuggestion) => boolean) => {
    for (const suggestion of [...open]) {
      const index = unused.findIndex((contract) => matches(contract, suggestion));
      if (index === -1) continue;
      unused.splice(index, 1);
      open.splice(open.indexOf(suggestion), 1);
    }
  };
  take((contract, suggestion) => {
    const yearly = yearlyCents(contract);
    return (
      yearly !== null &&
      sameBrand(contract.gesellschaft, suggestion.versicherer) &&
      sameAmount(yearly, suggestion.betragCents * suggestion.zahlungsweise)
    );
  });
  take(
    (contract, suggestion) =>
      yearlyCents(contract) === null && sameBrand(contract.gesellschaft, suggestion.versicherer),
  );
  return open;
}
