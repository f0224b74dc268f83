import { DEADLINE_SOON_DAYS } from '../constants';
import type { Contract } from './contract-api';
import { daysLeft } from './deadlines';
import { yearlyCents } from './premium';
import { sparteLabel } from './sparten';

/**
 * The contract list of issue 10 as pure rules, so the web list and a later Vertragsspiegel agree:
 * which contracts a status filter shows, the sort orders, the grouping by person and Sparte, the
 * premium totals (whole cents a year, premium.ts) and when a deadline counts as soon.
 */

type Listed = Pick<
  Contract,
  'person_id' | 'sparte' | 'status' | 'label' | 'name' | 'beitrag' | 'zahlungsweise' | 'kuendbar_bis'
>;

export const CONTRACT_STATUS_FILTERS = ['aktiv', 'inaktiv', 'alle'] as const;
export type ContractStatusFilter = (typeof CONTRACT_STATUS_FILTERS)[number];
export const DEFAULT_STATUS_FILTER: ContractStatusFilter = 'aktiv';

export const CONTRACT_SORT_KEYS = ['deadline', 'name', 'premium'] as const;
export type ContractSortKey = (typeof CONTRACT_SORT_KEYS)[number];
export const DEFAULT_CONTRACT_SORT: ContractSortKey = 'deadline';

/** A stored sort choice, or the default when it is missing or not one of ours. */
export function readContractSort(value: unknown): ContractSortKey {
  return (CONTRACT_SORT_KEYS as readonly unknown[]).includes(value)
    ? (value as ContractSortKey)
    : DEFAULT_CONTRACT_SORT;
}

/** What a contract is called in lists: its label, else its product name, else its Sparte. */
export function contractTitle(contract: Pick<Contract, 'label' | 'name' | 'sparte'>): string {
  return contract.label?.trim() || contract.name?.trim() || sparteLabel(contract.sparte);
}

/**
 * A contract as the choice of another form (the damage report's contract): its title and insurer. The
 * server keeps this label with the report, the web app shows it in the dropdown.
 */
export function contractChoiceLabel(
  contract: Pick<Contract, 'label' | 'name' | 'sparte' | 'gesellschaft'>,
): string {
  return `${contractTitle(contract)} (${contract.gesellschaft})`;
}

export function filterContracts<T extends Pick<Contract, 'status'>>(
  contracts: readonly T[],
  filter: ContractStatusFilter,
): T[] {
  if (filter === 'alle') return [...contracts];
  const status = filter === 'aktiv' ? 'A' : 'I';
  return contracts.filter((contract) => contract.status === status);
}

const titles = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
const byTitle = (a: Listed, b: Listed) => titles.compare(contractTitle(a), contractTitle(b));

/** Cents a year for sorting by premium: a one-off counts with its amount, none entered last. */
function premiumRank(contract: Listed): number {
  const yearly = yearlyCents(contract);
  if (yearly !== null) return yearly;
  return contract.beitrag === null ? -1 : Math.round(contract.beitrag * 100);
}

/**
 * Sorted copies: by deadline (soonest first, those without one after them), by title (German order,
 * numbers by value), or by premium a year (highest first). Ties go by title.
 */
export function sortContracts<T extends Listed>(contracts: readonly T[], key: ContractSortKey): T[] {
  const compare: (a: T, b: T) => number =
    key === 'name'
      ? byTitle
      : key === 'premium'
        ? (a, b) => premiumRank(b) - premiumRank(a) || byTitle(a, b)
        : (a, b) => {
            const x = a.kuendbar_bis;
            const y = b.kuendbar_bis;
            if (x !== y) {
              if (x === null) return 1;
              if (y === null) return -1;
              return x < y ? -1 : 1;
            }
            return byTitle(a, b);
          };
  return [...contracts].sort(compare);
}

/** The deadline is today or within DEADLINE_SOON_DAYS days (only a contract that still has one). */
export function isDeadlineSoon(contract: Pick<Contract, 'kuendbar_bis'>, today: string): boolean {
  if (!contract.kuendbar_bis) return false;
  const days = daysLeft(today, contract.kuendbar_bis);
  return days >= 0 && days <= DEADLINE_SOON_DAYS;
}

export type PremiumTotals = {
  /** Whole cents a year of the regular premiums. */
  yearlyCents: number;
  /** The year's cents / 12, rounded to a cent only here. */
  monthlyCents: number;
};

/**
 * What the contracts cost: the regular premiums of the active contracts, in cents a year. One-off
 * payments and inactive contracts (nothing is paid) are not counted.
 */
export function premiumTotals(contracts: readonly Listed[]): PremiumTotals {
  let yearly = 0;
  for (const contract of contracts) {
    if (contract.status !== 'A') continue;
    yearly += yearlyCents(contract) ?? 0;
  }
  return { yearlyCents: yearly, monthlyCents: Math.round(yearly / 12) };
}

export type HouseholdPerson = { id: number; name: string; isMain: boolean };

export type SparteGroup<T> = { sparte: string; label: string; contracts: T[] };
export type PersonGroup<T> = {
  personId: number;
  /** Null for a contract whose person the household list does not know (it was just deleted). */
  person: HouseholdPerson | null;
  sparten: SparteGroup<T>[];
  totals: PremiumTotals;
};

/**
 * Contracts (already filtered and sorted) grouped by person in household order (the main person
 * first, then as `persons` lists them) and within a person by Sparte; the contracts keep their order
 * inside a group and the Sparten come in the order of their first contract (issue 27: the chosen sort
 * orders what is seen — one contract per Sparte is the usual case, so a fixed Sparten order hid it).
 */
export function groupContracts<T extends Listed>(
  contracts: readonly T[],
  persons: readonly HouseholdPerson[],
): PersonGroup<T>[] {
  const order = [...persons].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const rank = new Map(order.map((person, index) => [person.id, index]));
  const byPerson = new Map<number, T[]>();
  for (const contract of contracts) {
    const list = byPerson.get(contract.person_id) ?? [];
    list.push(contract);
    byPerson.set(contract.person_id, list);
  }
  const personIds = [...byPerson.keys()].sort(
    (a, b) => (rank.get(a) ?? order.length) - (rank.get(b) ?? order.length) || a - b,
  );
  return personIds.map((personId) => {
    const own = byPerson.get(personId) ?? [];
    const bySparte = new Map<string, T[]>();
    for (const contract of own) {
      const list = bySparte.get(contract.sparte) ?? [];
      list.push(contract);
      bySparte.set(contract.sparte, list);
    }
    const sparten = [...bySparte.entries()].map(([sparte, list]) => ({
      sparte,
      label: sparteLabel(sparte),
      contracts: list,
    }));
    const person = order.find((candidate) => candidate.id === personId) ?? null;
    return { personId, person, sparten, totals: premiumTotals(own) };
  });
}
