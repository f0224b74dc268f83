import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import type { FormErrors } from '@kundenportal/domain/forms/validate-form';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import type { MainEntry } from '@kundenportal/domain/household/main-entry';
import {
  MAX_LIST_ENTRIES,
  personAddressInputSchema,
  personBankConnectionInputSchema,
} from '@kundenportal/domain/household/person-input-schema';
import {
  addressList as addressListOfDomain,
  bankConnectionList as bankConnectionListOfDomain,
  type PersonList,
} from '@kundenportal/domain/household/person-lists';
import { formTexts } from '@kundenportal/domain/texts/form';
import { AppError } from '../../lib/app-error';
import { isPlainObject, refuseUnknownKeys } from './person-input';
import type { ListPlan } from './repository';

/** A list of the domain with the keys one of its entries may carry (its fields, id and the flags). */
type ListSpec<F extends string, V> = PersonList<F, V> & {
  shape: Readonly<Record<string, unknown>>;
};

export const addressList = { ...addressListOfDomain, shape: personAddressInputSchema.shape };
export const bankConnectionList = {
  ...bankConnectionListOfDomain,
  shape: personBankConnectionInputSchema.shape,
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
