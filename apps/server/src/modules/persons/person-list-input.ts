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

/** One entry of a list as the body gives it: a stored id (null for `neu`), deleted or with its values. */
export type ListEntry<V> = { id: number | null; del: boolean; main: boolean; values: V | null };

/**
 * A list of PersonInput checked on its own (the route schema's part, ADR 137), undefined when the body
 * leaves it out (it stays as stored). `neu` + `del` entries are dropped; `del` entries are not checked
 * further. `named` holds every well-formed stored id the list names, also those of entries whose fields
 * are refused: whether they are the person's is the stored state's part (`planList`), a 404 before any 422.
 */
export function parseListBody<F extends string, V>(
  spec: ListSpec<F, V>,
  raw: unknown,
  now: Date,
  errors: FormErrors,
): { entries: ListEntry<V>[]; named: number[] } | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_LIST_ENTRIES) {
    errors[spec.name] = formTexts.invalidValue;
    return undefined;
  }
  const named = new Set<number>();
  const entries: ListEntry<V>[] = [];
  raw.forEach((entry: unknown, index) => {
    const prefix = `${spec.name}.${index}`;
    if (!isPlainObject(entry)) {
      errors[prefix] = formTexts.invalidValue;
      return;
    }
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
    }
    if (del && id !== null) {
      entries.push({ id, del: true, main: false, values: null });
      return;
    }
    const parsed = parseForm(spec.fields, entry, { now });
    if (!parsed.ok) {
      for (const [field, message] of Object.entries(parsed.errors)) errors[`${prefix}.${field}`] = message;
      return;
    }
    const main = flags.values[spec.rules.flag] === '1';
    entries.push({ id, del: false, main, values: spec.toValues(parsed.values) });
  });
  return { entries, named: [...named] };
}

/** Whether a list names an id that is not among the person's stored entries (the save's 404). */
export function namesForeignId(named: readonly number[], stored: readonly { id: number }[]): boolean {
  const storedIds = new Set(stored.map((entry) => entry.id));
  return named.some((id) => !storedIds.has(id));
}

/**
 * A checked list as a plan against the stored entries: `neu` entries are inserted, `del` entries of
 * stored ids deleted, other entries update their stored id; stored entries the list does not name stay.
 * An id that is not the person's is 404 not_found. Then the domain's main-entry rule picks exactly one
 * main among what remains: the first entry sent as main, else the first one left (stored ones not sent
 * come after the sent ones, keeping their flag).
 */
export function planList<F extends string, V>(
  spec: ListSpec<F, V>,
  list: { entries: readonly ListEntry<V>[]; named: readonly number[] },
  stored: readonly { id: number; isMain: boolean }[],
): ListPlan<V> {
  if (namesForeignId(list.named, stored)) throw new AppError('not_found');
  const plan: ListPlan<V> = { deleteIds: [], updates: [], inserts: [], main: null };
  const ruleEntries: RuleEntry<F>[] = [];
  for (const entry of list.entries) {
    const flag = entry.main ? '1' : '0';
    if (entry.del && entry.id !== null) {
      plan.deleteIds.push(entry.id);
      ruleEntries.push({ id: entry.id, del: true, [spec.rules.flag]: '0' } as RuleEntry<F>);
    } else if (entry.values !== null && entry.id === null) {
      const insertIndex = plan.inserts.length;
      ruleEntries.push({
        id: `neu:${insertIndex}`,
        neu: true,
        insertIndex,
        [spec.rules.flag]: flag,
      } as RuleEntry<F>);
      plan.inserts.push(entry.values);
    } else if (entry.values !== null && entry.id !== null) {
      ruleEntries.push({ id: entry.id, [spec.rules.flag]: flag } as RuleEntry<F>);
      plan.updates.push({ id: entry.id, values: entry.values });
    }
  }
  for (const entry of stored) {
    if (!list.named.includes(entry.id))
      ruleEntries.push({ id: entry.id, [spec.rules.flag]: entry.isMain ? '1' : '0' } as RuleEntry<F>);
  }
  const main = spec.rules.main(spec.rules.normalise(ruleEntries));
  if (main) {
    plan.main =
      main.insertIndex !== undefined ? { insertIndex: main.insertIndex } : { existingId: Number(main.id) };
  }
  return plan;
}
