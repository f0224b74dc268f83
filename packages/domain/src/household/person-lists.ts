import { type AddressValues, addressFields } from '../forms/catalogue/address';
import { type BankConnectionValues, bankConnectionFields } from '../forms/catalogue/bank-connection';
import type { FieldDefinition } from '../forms/field-definition';
import { storedValues } from '../forms/stored-values';
import {
  addressListRules,
  bankConnectionListRules,
  type MainEntry,
  type MainEntryRules,
  type MainFlagValue,
} from './main-entry';

export type { AddressValues, BankConnectionValues };

/**
 * A person's address and bank connection lists: their name in PersonInput, Person and 422 entries
 * ('adressen.<index>.<field>'), their main-entry rules and their catalogue fields. The fields' mapping
 * is `storedValues` over the catalogue, the same for the form's save, the server's check and the
 * stored row, so a new field of an entry is one catalogue line (plus its column).
 */
export type PersonList<F extends string, V> = {
  name: 'adressen' | 'bankverbindungen';
  rules: MainEntryRules<F>;
  fields: readonly FieldDefinition[];
  /** An entry's catalogue fields from parsed values, a stored row or an API entry. */
  toValues(source: Readonly<Record<string, unknown>>): V;
};

function personList<F extends string, V>(
  name: PersonList<F, V>['name'],
  rules: MainEntryRules<F>,
  fields: readonly FieldDefinition[],
): PersonList<F, V> {
  // The catalogue's type (AddressValues …) is derived from the same list storedValues walks.
  return { name, rules, fields, toValues: (source) => storedValues(fields, source) as V };
}

export const addressList = personList<'hauptadresse', AddressValues>(
  'adressen',
  addressListRules,
  addressFields,
);
/** IBAN and BIC come normalised from the form engine (upper case, no spaces). */
export const bankConnectionList = personList<'used', BankConnectionValues>(
  'bankverbindungen',
  bankConnectionListRules,
  bankConnectionFields,
);

/** A list entry of PersonInput: id, the flags `neu`/`del` only when set, the main flag, the fields. */
export type ListEntryInput<F extends string, V> = { id: number | string; neu?: boolean; del?: boolean } & {
  [K in F]: MainFlagValue;
} & V;

/** A form's list entry as PersonInput sends it, its fields taken from `source`. */
export function toListEntryInput<F extends string, V>(
  list: PersonList<F, V>,
  entry: MainEntry<F>,
  source: Readonly<Record<string, unknown>>,
): ListEntryInput<F, V> {
  const flag = list.rules.flag;
  return {
    id: entry.id,
    ...(entry.neu ? { neu: true } : {}),
    ...(entry.del ? { del: true } : {}),
    [flag]: entry[flag],
    ...list.toValues(source),
  } as ListEntryInput<F, V>;
}
