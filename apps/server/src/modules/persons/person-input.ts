import { unknownFieldTexts, unknownKeys } from '@kundenportal/domain/errors/unknown-fields';
import { addressFields } from '@kundenportal/domain/forms/catalogue/address';
import { bankConnectionFields } from '@kundenportal/domain/forms/catalogue/bank-connection';
import { personEditFields } from '@kundenportal/domain/forms/catalogue/person';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { formTexts } from '@kundenportal/domain/forms/form-texts';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import type { FormErrors } from '@kundenportal/domain/forms/validate-form';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import {
  addressListRules,
  bankConnectionListRules,
  type MainEntry,
  type MainEntryRules,
} from '@kundenportal/domain/household/main-entry';
import {
  MAX_LIST_ENTRIES,
  personAddressInputSchema,
  personBankConnectionInputSchema,
  personDetailsInputSchema,
  personInputSchema,
} from '@kundenportal/domain/household/person-input-schema';
import { AppError } from '../../lib/app-error';
import { detailFields, topLevelFields } from './person-fields';
import type { AddressValues, BankConnectionValues, ListPlan, PersonRow, PersonValues } from './repository';

export { MAX_LIST_ENTRIES };

export type PlainObject = Readonly<Record<string, unknown>>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: NormalisedValue | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** Form values of a stored person, as the edit form would send them unchanged. */
function storedValues(person: PersonRow): Record<string, unknown> {
  return {
    ...person.details,
    firstname: person.firstname,
    lastname: person.lastname,
    gender: person.gender,
    geburtsdatum: person.geburtsdatum,
    familienstand: person.familienstand,
    geburtsort: person.geburtsort,
    geburtland: person.geburtland,
  };
}

/** Own keys of `source` among `definitions` that are not undefined. */
function sentValues(definitions: readonly FieldDefinition[], source: PlainObject): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name } of definitions) {
    if (Object.hasOwn(source, name) && source[name] !== undefined) values[name] = source[name];
  }
  return values;
}

/** Every key of `value` that `shape` does not list becomes an error entry `<prefix><key>`. */
export function refuseUnknownKeys(
  value: PlainObject,
  shape: Readonly<Record<string, unknown>>,
  errors: FormErrors,
  prefix = '',
): void {
  for (const key of unknownKeys(value, shape)) errors[`${prefix}${key}`] = unknownFieldTexts.unknown;
}

/**
 * The person's own fields of a PersonInput, checked against the catalogue. Every catalogue field may come
 * at the top level or under `details` (personInputSchema), not in both; any other key is refused. On
 * update, a field the body leaves out keeps its stored value.
 */
export function parsePersonFields(
  body: PlainObject,
  current: PersonRow | null,
  now: Date,
  errors: FormErrors,
): PersonValues | null {
  refuseUnknownKeys(body, personInputSchema.shape, errors);
  const values: Record<string, unknown> = current ? storedValues(current) : {};
  const sent = sentValues(personEditFields, body);
  if (body.details !== undefined && body.details !== null) {
    if (isPlainObject(body.details)) {
      refuseUnknownKeys(body.details, personDetailsInputSchema.shape, errors, 'details.');
      const inDetails = sentValues(personEditFields, body.details);
      for (const name of Object.keys(inDetails)) {
        if (Object.hasOwn(sent, name)) errors[`details.${name}`] = unknownFieldTexts.sentTwice;
      }
      Object.assign(values, inDetails);
    } else errors.details = formTexts.invalidValue;
  }
  Object.assign(values, sent);
  const top = parseForm(topLevelFields, values, { now });
  const details = parseForm(detailFields, values, { now });
  if (!top.ok) Object.assign(errors, top.errors);
  if (!details.ok) for (const [field, message] of Object.entries(details.errors)) errors[field] = message;
  if (!top.ok || !details.ok || Object.keys(errors).length) return null;
  const v = top.values;
  return {
    firstname: String(v.firstname),
    lastname: String(v.lastname),
    gender: v.gender === 'w' ? 'w' : 'm',
    geburtsdatum: text(v.geburtsdatum),
    familienstand: text(v.familienstand),
    geburtsort: text(v.geburtsort),
    geburtland: text(v.geburtland),
    details: details.values,
  };
}

type ListSpec<F extends string, V> = {
  /** The list's name in PersonInput and in error entries ('adressen.<index>.<field>'). */
  name: 'adressen' | 'bankverbindungen';
  rules: MainEntryRules<F>;
  fields: readonly FieldDefinition[];
  /** The keys an entry may carry (its fields, id and the flags). */
  shape: Readonly<Record<string, unknown>>;
  toValues(values: Record<string, NormalisedValue>): V;
};

export const addressList: ListSpec<'hauptadresse', AddressValues> = {
  name: 'adressen',
  rules: addressListRules,
  fields: addressFields,
  shape: personAddressInputSchema.shape,
  toValues: (v) => ({
    co: text(v.co),
    address: text(v.address),
    addressnumber: text(v.addressnumber),
    streetcode: text(v.streetcode),
    city: text(v.city),
    bundesland: text(v.bundesland),
    land: text(v.land),
  }),
};

/** IBAN and BIC come normalised from the form engine (upper case, no spaces). */
export const bankConnectionList: ListSpec<'used', BankConnectionValues> = {
  name: 'bankverbindungen',
  rules: bankConnectionListRules,
  fields: bankConnectionFields,
  shape: personBankConnectionInputSchema.shape,
  toValues: (v) => ({
    iban: String(v.iban),
    bic: text(v.bic),
    kontoinhaber: text(v.kontoinhaber),
    zahlungsweise: String(v.zahlungsweise),
  }),
};

/** The flags of a list entry, checked like checkboxes: true/1/'1' or false/0/'0'/''/null/missing. */
function flagFields(flag: string): FieldDefinition[] {
  return [
    { name: 'neu', title: 'neu', type: 'checkbox' },
    { name: 'del', title: 'del', type: 'checkbox' },
    { name: flag, title: flag, type: 'checkbox' },
  ];
}

/** A stored entry id: a positive integer, also as digits in a string. */
function entryId(value: unknown): number | null {
  const digits = typeof value === 'number' ? String(value) : value;
  if (typeof digits !== 'string' || !/^[1-9]\d{0,9}$/.test(digits)) return null;
  const id = Number(digits);
  return id <= 2_147_483_647 ? id : null;
}

type RuleEntry<F extends string> = MainEntry<F> & { insertIndex?: number };

/**
 * A list of PersonInput as a plan (undefined when the body leaves the list out: it stays as stored).
 * `neu` entries are inserted, `del` entries of stored ids deleted (a `neu` + `del` entry is dropped),
 * other entries update their stored id; stored entries the list does not name stay. Ids must belong
 * to the person: any other id is 404 not_found. Then the domain's main-entry rule picks exactly one main
 * among what remains: the first entry sent as main, else the first one left (stored ones not sent
 * come after the sent ones, keeping their flag).
 */
export function parseList<F extends string, V>(
  spec: ListSpec<F, V>,
  raw: unknown,
  stored: readonly { id: number; isMain: boolean }[],
  now: Date,
  errors: FormErrors,
): ListPlan<V> | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_LIST_ENTRIES) {
    errors[spec.name] = formTexts.invalidValue;
    return undefined;
  }
  const storedIds = new Set(stored.map((entry) => entry.id));
  const named = new Set<number>();
  const plan: ListPlan<V> = { deleteIds: [], updates: [], inserts: [], main: null };
  const ruleEntries: RuleEntry<F>[] = [];
  let notFound = false;

  raw.forEach((entry: unknown, index) => {
    const prefix = `${spec.name}.${index}`;
    if (!isPlainObject(entry)) {
      errors[prefix] = formTexts.invalidValue;
      return;
    }
    // Collected, not returned on: a foreign id in the same list still answers 404 first.
    refuseUnknownKeys(entry, spec.shape, errors, `${prefix}.`);
    const flags = parseForm(flagFields(spec.rules.flag), entry, { now });
    if (!flags.ok) {
      for (const [field, message] of Object.entries(flags.errors)) errors[`${prefix}.${field}`] = message;
      return;
    }
    const neu = flags.values.neu === '1';
    const del = flags.values.del === '1';
    if (neu && del) return;
    let id: number | null = null;
    if (!neu) {
      id = entryId(entry.id);
      if (id === null || named.has(id)) {
        errors[`${prefix}.id`] = formTexts.invalidValue;
        return;
      }
      named.add(id);
      if (!storedIds.has(id)) {
        notFound = true;
        return;
      }
    }
    if (del && id !== null) {
      plan.deleteIds.push(id);
      ruleEntries.push({ id, del: true, [spec.rules.flag]: '0' } as RuleEntry<F>);
      return;
    }
    const parsed = parseForm(spec.fields, entry, { now });
    if (!parsed.ok) {
      for (const [field, message] of Object.entries(parsed.errors)) errors[`${prefix}.${field}`] = message;
      return;
    }
    const values = spec.toValues(parsed.values);
    const main = flags.values[spec.rules.flag] === '1' ? '1' : '0';
    if (id === null) {
      ruleEntries.push({
        id: `neu:${index}`,
        neu: true,
        insertIndex: plan.inserts.length,
        [spec.rules.flag]: main,
      } as RuleEntry<F>);
      plan.inserts.push(values);
    } else {
      ruleEntries.push({ id, [spec.rules.flag]: main } as RuleEntry<F>);
      plan.updates.push({ id, values });
    }
  });

  if (notFound) throw new AppError('not_found');
  for (const entry of stored) {
    if (!named.has(entry.id))
      ruleEntries.push({ id: entry.id, [spec.rules.flag]: entry.isMain ? '1' : '0' } as RuleEntry<F>);
  }
  const main = spec.rules.main(spec.rules.normalise(ruleEntries));
  if (main) {
    plan.main =
      main.insertIndex !== undefined ? { insertIndex: main.insertIndex } : { existingId: Number(main.id) };
  }
  return plan;
}
