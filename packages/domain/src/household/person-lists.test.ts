import { describe, expect, it } from 'vitest';
import { addressFields } from '../forms/catalogue/address';
import { bankConnectionFields } from '../forms/catalogue/bank-connection';
import { TEST_NOW } from '../forms/catalogue/testing';
import { toFormValues } from '../forms/form-values';
import { storedValues } from '../forms/stored-values';
import { parseForm } from '../forms/validate-form';
import { addressList, bankConnectionList, toListEntryInput } from './person-lists';

const names = (definitions: readonly { name: string }[]) => definitions.map((definition) => definition.name);

describe('person lists', () => {
  it('map an entry to exactly its catalogue fields, in catalogue order', () => {
    const row = {
      id: 3,
      personId: 1,
      isMain: true,
      co: null,
      address: 'Weg',
      city: 'Köln',
      streetcode: '50667',
    };
    const values = addressList.toValues(row);
    expect(Object.keys(values)).toEqual(names(addressFields));
    // Required fields are text ('' when missing), the others text or null.
    expect(values).toEqual({
      co: null,
      address: 'Weg',
      addressnumber: null,
      streetcode: '50667',
      city: 'Köln',
      bundesland: null,
      land: null,
    });
    expect(Object.keys(bankConnectionList.toValues({}))).toEqual(names(bankConnectionFields));
    expect(bankConnectionList.toValues({})).toMatchObject({ iban: '', zahlungsweise: '', bic: null });
  });

  it('store numbers as their digits', () => {
    expect(storedValues(addressFields, { addressnumber: 12, streetcode: 50667 })).toMatchObject({
      addressnumber: '12',
      streetcode: '50667',
    });
  });

  it('send a form entry with its flag and its checked fields; neu and del only when set', () => {
    const texts = {
      ...toFormValues(bankConnectionFields),
      iban: 'de89 3704 0044 0532 0130 00',
      zahlungsweise: '1',
    };
    const parsed = parseForm(bankConnectionList.fields, texts, { now: TEST_NOW });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(
      toListEntryInput(bankConnectionList, { id: 'Ab3dE5fG7', neu: true, used: '1' }, parsed.values),
    ).toEqual({
      id: 'Ab3dE5fG7',
      neu: true,
      used: '1',
      iban: 'DE89370400440532013000',
      bic: null,
      kontoinhaber: null,
      zahlungsweise: '1',
    });
    const kept = toListEntryInput(addressList, { id: 4, hauptadresse: '0', del: true }, { address: 'Weg' });
    expect(kept).toMatchObject({ id: 4, del: true, hauptadresse: '0', address: 'Weg', city: '' });
    expect(kept).not.toHaveProperty('neu');
  });
});
