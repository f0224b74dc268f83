import { type SparteKey, sparteOrder } from '../contracts/sparten';
import type { Facts } from './facts';
import { type Coverage, firingRules, type Priority, priorityRank, type RuleId } from './rules';

/**
 * One person's Bedarfscheck against the household's contracts (issue 30): per recommended Sparte
 * - 'gedeckt': an active contract covers it (`vertragId` the lowest such id),
 * - 'pruefen': an active contract whose terms must be checked (a 'bedingungen' rule: the cat in the
 *   Privathaftpflicht, Elementar in the Wohngebäude), or only an inactive contract of the Sparte,
 * - 'luecke': none (`vertragId` null).
 * A Sparte several rules name is one entry with the highest priority and every rule as a reason.
 * Sorted by priority (existenziell first), then gaps before checks before covered, then the Sparten table.
 */
export const STATUSES = ['luecke', 'pruefen', 'gedeckt'] as const;
export type NeedStatus = (typeof STATUSES)[number];

export type NeedEntry = {
  sparte: SparteKey;
  prioritaet: Priority;
  status: NeedStatus;
  vertragId: number | null;
  /** The rules that called for it, in the table's order (their reasons: bedarfscheckTexts.reasons). */
  gruende: RuleId[];
};

/** What the check reads of a contract (the contracts API's Contract has these). */
export type NeedContract = {
  id: number;
  person_id: number | null;
  sparte: string | null;
  /** 'A' active, 'I' inactive (catalogue CONTRACT_STATUS_OPTIONS). */
  status: string;
};

function lowest(contracts: readonly NeedContract[]): number | null {
  return contracts.length ? Math.min(...contracts.map((contract) => contract.id)) : null;
}

function contractsFor(
  contracts: readonly NeedContract[],
  sparte: SparteKey,
  coverage: Coverage,
  personId: number,
): NeedContract[] {
  return contracts.filter(
    (contract) => contract.sparte === sparte && (coverage === 'haushalt' || contract.person_id === personId),
  );
}

type Gathered = {
  prioritaet: Priority;
  needed: boolean;
  termsToCheck: boolean;
  coverage: Coverage;
  gruende: RuleId[];
};

export function needsOf(facts: Facts, personId: number, contracts: readonly NeedContract[]): NeedEntry[] {
  const bySparte = new Map<SparteKey, Gathered>();
  for (const rule of firingRules(facts)) {
    const gathered = bySparte.get(rule.sparte);
    if (!gathered) {
      bySparte.set(rule.sparte, {
        prioritaet: rule.prioritaet,
        needed: rule.art === 'bedarf',
        termsToCheck: rule.art === 'bedingungen',
        coverage: rule.deckung,
        gruende: [rule.id],
      });
      continue;
    }
    if (priorityRank(rule.prioritaet) < priorityRank(gathered.prioritaet))
      gathered.prioritaet = rule.prioritaet;
    gathered.needed ||= rule.art === 'bedarf';
    gathered.termsToCheck ||= rule.art === 'bedingungen';
    gathered.gruende.push(rule.id);
  }

  const entries: NeedEntry[] = [];
  for (const [sparte, gathered] of bySparte) {
    const own = contractsFor(contracts, sparte, gathered.coverage, personId);
    const active = lowest(own.filter((contract) => contract.status === 'A'));
    const inactive = lowest(own.filter((contract) => contract.status !== 'A'));
    const base = { sparte, prioritaet: gathered.prioritaet, gruende: gathered.gruende };
    if (active !== null) {
      entries.push({ ...base, status: gathered.termsToCheck ? 'pruefen' : 'gedeckt', vertragId: active });
    } else if (inactive !== null) {
      entries.push({ ...base, status: 'pruefen', vertragId: inactive });
    } else if (gathered.needed) {
      entries.push({ ...base, status: 'luecke', vertragId: null });
    }
  }
  return entries.sort(
    (a, b) =>
      priorityRank(a.prioritaet) - priorityRank(b.prioritaet) ||
      STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status) ||
      sparteOrder(a.sparte) - sparteOrder(b.sparte),
  );
}
