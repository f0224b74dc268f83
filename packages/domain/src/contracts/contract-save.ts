import type { FieldOption } from '../forms/field-definition';
import { type InputFields, inputFieldsBody, mergedFields } from '../validation/input-fields-body';
import { contractInputSchema, type StoredContract } from './contract-api';
import { parseContractValues } from './contract-input';
import { refusedProvidedChanges } from './provided-contract';

/** A contract save's body after its route schema: `contractInputSchema`'s keys, as sent. */
export type ContractBody = InputFields<typeof contractInputSchema>;

/** What a contract's save is checked against. */
export type ContractSaveState = {
  /** The stored contract on an update, null for a new one. */
  current: StoredContract | null;
  /** The household's persons as the `person_id` choices (value: the id as text). */
  persons: readonly FieldOption[];
  now: Date;
  /** The adviser's own save of a provided contract (the workspace): the adviser's fields are theirs. */
  asAdviser?: boolean;
};

/**
 * A save's values: the sent fields over the stored contract, checked against the catalogue, the
 * household's persons and, for an unchanged reminder date, the stored one (it may have passed).
 */
export function checkContractSave(sent: ContractBody, state: ContractSaveState) {
  const parsed = parseContractValues(mergedFields(state.current, sent), {
    now: state.now,
    persons: state.persons,
    storedMemoryDatum: state.current?.memory_datum ?? null,
    // Only the agency may say it looks after a contract (ADR 186): the adviser's own save may set 'makler'.
    storedBetreuung: state.asAdviser ? 'makler' : (state.current?.betreuung ?? null),
  });
  if (!parsed.ok || !state.current?.bereitgestellt_am || state.asAdviser) return parsed;
  // A provided contract's facts are the adviser's (issue 31, ADR 198): a changed one is refused at its field.
  const refused = refusedProvidedChanges(state.current, parsed.values);
  return Object.keys(refused).length ? { ok: false as const, errors: refused } : parsed;
}

/**
 * The route schema of POST /api/contracts and PUT /api/contracts/:id (ADR 140): the body's keys, then its
 * values against `stateOf(body)`, the state the route's preValidation hook read. The save checks them
 * again against the row it locks.
 */
export function contractSaveBody(stateOf: (body: ContractBody) => ContractSaveState) {
  return inputFieldsBody(contractInputSchema, (sent) => checkContractSave(sent, stateOf(sent)));
}
