import { BANK_INTERVALS, type BankInterval, type BankSuggestion } from '@kundenportal/domain/banking/api';
import {
  type ContractSuggestion,
  contractSuggestions,
  recurringInsuranceDebits,
} from '@kundenportal/domain/banking/recurring';
import type { Zahlungsweise } from '@kundenportal/domain/banking/recurring-interval';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FieldCipher } from '../../lib/field-cipher';
import type { BankingRepository } from './repository';
import type { SuggestionDecision, SuggestionsRepository } from './suggestions-repository';

export type SuggestionDeps = {
  banking: BankingRepository;
  suggestions: SuggestionsRepository;
  cipher: FieldCipher;
  now: () => Date;
};

/** How far back the debits are read: two years and a margin, enough for a yearly premium seen twice. */
const LOOK_BACK_DAYS = 800;

/** The API's words for the zahlungsweise (BANK_INTERVALS lists them in this order). */
const INTERVAL_LABELS: Readonly<Record<Zahlungsweise, BankInterval>> = {
  12: BANK_INTERVALS[0],
  4: BANK_INTERVALS[1],
  2: BANK_INTERVALS[2],
  1: BANK_INTERVALS[3],
};

/** A found contract with its id in the API and what the customer decided about it. */
export type FoundContract = {
  id: string;
  suggestion: ContractSuggestion;
  decision: SuggestionDecision | null;
};

/**
 * The API's id of a suggestion: a keyed hash of the customer and the key (the key names a creditor id and a
 * mandate reference, which must not appear in paths and so in logs), stable while the sealing key is.
 */
function suggestionId(cipher: FieldCipher, userId: number, key: string): string {
  const hash = cipher.hash(`suggestion|${userId}|${key}`);
  return hash.slice(hash.indexOf(':') + 1);
}

/**
 * The customer's entries of the last LOOK_BACK_DAYS; a debit the customer filed under another category than
 * insurance (a club that shares an insurer's name) is left out: the correction says it is no premium.
 */
async function debitsOf(deps: SuggestionDeps, userId: number) {
  const from = isoDateIn(new Date(deps.now().getTime() - LOOK_BACK_DAYS * 86_400_000));
  return (await deps.banking.transactionsSince(userId, from))
    .filter((opened) => opened.entry.amountCents >= 0 || opened.category === 'versicherung')
    .map((opened) => opened.entry);
}

async function withDecisions(
  deps: SuggestionDeps,
  userId: number,
  found: readonly ContractSuggestion[],
): Promise<FoundContract[]> {
  const hashes = found.map((suggestion) => deps.cipher.hashes(suggestion.key));
  const decisions = await deps.suggestions.decisions(userId, hashes.flat());
  return found.map((suggestion, index) => ({
    id: suggestionId(deps.cipher, userId, suggestion.key),
    suggestion,
    decision: (hashes[index] ?? []).map((hash) => decisions.get(hash)).find(Boolean) ?? null,
  }));
}

/** The suggestions the customer sees: found, explained by no contract, not decided about. */
export async function openSuggestions(deps: SuggestionDeps, userId: number): Promise<FoundContract[]> {
  const [entries, contracts] = await Promise.all([
    debitsOf(deps, userId),
    deps.suggestions.contracts(userId),
  ]);
  const found = await withDecisions(deps, userId, contractSuggestions(entries, contracts));
  return found.filter((entry) => entry.decision === null);
}

/**
 * The recurring insurance debit of this id, whether a contract explains it (`explained`: an accepted one is
 * explained by the contract it became, and is refused as accepted rather than unknown) or not; null for none.
 */
export async function foundContract(
  deps: SuggestionDeps,
  userId: number,
  id: string,
): Promise<(FoundContract & { explained: boolean }) | null> {
  const [entries, contracts] = await Promise.all([
    debitsOf(deps, userId),
    deps.suggestions.contracts(userId),
  ]);
  const all = recurringInsuranceDebits(entries).filter(
    (suggestion) => suggestionId(deps.cipher, userId, suggestion.key) === id,
  );
  const [found] = await withDecisions(deps, userId, all);
  if (!found) return null;
  const open = contractSuggestions(entries, contracts).some(
    (suggestion) => suggestion.key === found.suggestion.key,
  );
  return { ...found, explained: !open };
}

export function suggestionAnswer({ id, suggestion }: FoundContract): BankSuggestion {
  return {
    id,
    versicherer: suggestion.versicherer,
    betrag: suggestion.betragCents / 100,
    intervall: INTERVAL_LABELS[suggestion.zahlungsweise],
    sparte: suggestion.sparte,
  };
}
