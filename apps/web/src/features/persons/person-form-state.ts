import { personEditFields } from '@kundenportal/domain/forms/catalogue/person';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import type { EntryId, MainEntry } from '@kundenportal/domain/household/main-entry';
import type {
  BankConnection,
  Person,
  PersonAddress,
  PersonInput,
} from '@kundenportal/domain/household/person-api';
import { parsePersonValues, personFieldRecord } from '@kundenportal/domain/household/person-input';
import {
  addressList,
  bankConnectionList,
  type PersonList,
  toListEntryInput,
} from '@kundenportal/domain/household/person-lists';

/**
 * The person edit form's state and its way to and from the API, on the domain's mapping
 * (household/person-input.ts, person-lists.ts): no field is named here.
 */

/** One entry of an address or bank connection list in the form: its inputs' texts and the list flags. */
export type FormEntry<F extends string, Original> = MainEntry<F> & {
  values: FormValues;
  /** The saved entry as loaded (sent back unchanged when it is marked deleted). */
  original?: Original;
};

export type AddressEntry = FormEntry<'hauptadresse', PersonAddress>;
export type BankEntry = FormEntry<'used', BankConnection>;
export type PersonLists = { addresses: AddressEntry[]; banks: BankEntry[] };

/** The error key of one field of one entry: '<list>.<entry id>.<field>'. */
export function entryErrorKey(list: string, id: EntryId, field: string): string {
  return `${list}.${id}.${field}`;
}

/** The texts of the person's own fields (the catalogue's defaults for a new person: gender m). */
export function personFormValues(person: Person | null): FormValues {
  return toFormValues(personEditFields, person ? personFieldRecord(person) : {});
}

function formEntries<F extends string, V, E extends MainEntry<F>>(list: PersonList<F, V>, entries: E[]) {
  const flag = list.rules.flag;
  return list.rules.normalise(
    entries.map((entry) => ({
      id: entry.id,
      [flag]: entry[flag],
      values: toFormValues(list.fields, entry),
      original: entry,
    })) as (MainEntry<F> & { values: FormValues; original: E })[],
  );
}

/** The address and bank connection lists of a loaded person (empty for a new one). */
export function personLists(person: Person | null): PersonLists {
  return {
    addresses: formEntries(addressList, person?.adressen ?? []),
    banks: formEntries(bankConnectionList, person?.bankverbindungen ?? []),
  };
}

/**
 * The save body of the form, checked with the catalogue's rules first: or the errors by form key
 * (person fields by name, entry fields by `entryErrorKey`). Entries marked deleted are sent as loaded.
 */
export function toPersonInput(
  values: FormValues,
  lists: PersonLists,
  now: Date,
): { ok: true; body: PersonInput } | { ok: false; errors: Record<string, string> } {
  const person = parsePersonValues(values, now);
  const errors: Record<string, string> = person.ok ? {} : { ...person.errors };
  const entriesInput = <F extends string, V>(
    list: PersonList<F, V>,
    entries: readonly FormEntry<F, Readonly<Record<string, unknown>>>[],
  ) =>
    entries.map((entry) => {
      if (entry.del) return toListEntryInput(list, entry, entry.original ?? {});
      const parsed = parseForm(list.fields, entry.values, { now });
      if (parsed.ok) return toListEntryInput(list, entry, parsed.values);
      for (const [field, message] of Object.entries(parsed.errors))
        errors[entryErrorKey(list.name, entry.id, field)] = message;
      return toListEntryInput(list, entry, {});
    });
  const adressen = entriesInput(addressList, lists.addresses);
  const bankverbindungen = entriesInput(bankConnectionList, lists.banks);
  if (!person.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { ...person.values, adressen, bankverbindungen } };
}

/** The entry ids in the order they are sent (null for an entry marked deleted: it is not on the screen). */
export function sentEntryIds(lists: PersonLists) {
  const ids = (entries: readonly { id: EntryId; del?: boolean }[]) =>
    entries.map((entry) => (entry.del ? null : entry.id));
  return { addressIds: ids(lists.addresses), bankIds: ids(lists.banks) };
}

const LIST_ENTRY = /^(adressen|bankverbindungen)\.(\d+)\.(.+)$/;

/**
 * The form's error key for a 422 entry's field: person fields as they are (also 'details.<field>'),
 * 'adressen.<index>.<field>' and 'bankverbindungen.<index>.<field>' by the index in the list as sent.
 * Anything the form does not show returns undefined (and becomes a toast).
 */
export function formFieldOf(
  serverField: string,
  addressIds: readonly (number | string | null)[],
  bankIds: readonly (number | string | null)[],
): string | undefined {
  const entry = LIST_ENTRY.exec(serverField);
  if (entry) {
    const [, name, index, field = ''] = entry;
    const list = name === addressList.name ? addressList : bankConnectionList;
    const id = (name === addressList.name ? addressIds : bankIds)[Number(index)];
    if (id === undefined || id === null || !list.fields.some((definition) => definition.name === field))
      return undefined;
    return entryErrorKey(list.name, id, field);
  }
  const name = serverField.startsWith('details.') ? serverField.slice('details.'.length) : serverField;
  return personEditFields.some((definition) => definition.name === name) ? name : undefined;
}
