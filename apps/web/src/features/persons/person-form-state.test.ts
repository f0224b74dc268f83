import { testAddress, testBankConnection, testPerson } from '@kundenportal/domain/household/person-examples';
import { describe, expect, it } from 'vitest';
import { formFieldOf, personFormValues, personLists, sentEntryIds, toPersonInput } from './person-form-state';

const NOW = new Date('2025-06-15T10:00:00Z');

describe('person form state', () => {
  const person = testPerson({
    details: { kinderanzahl: 2, hund: '1' },
    adressen: [
      testAddress({ id: 101, hauptadresse: '1' }),
      testAddress({ id: 102, hauptadresse: '0', city: 'Potsdam' }),
    ],
    bankverbindungen: [testBankConnection({ id: 201 })],
  });

  it('sends a loaded person back as it came: own columns, every detail, every entry', () => {
    const input = toPersonInput(personFormValues(person), personLists(person), NOW);
    if (!input.ok) throw new Error(JSON.stringify(input.errors));
    const { details, adressen, bankverbindungen, ...top } = input.body;
    expect(top).toEqual({
      firstname: 'Erika',
      lastname: 'Mustermann',
      gender: 'w',
      geburtsdatum: '1982-03-09',
      familienstand: 'VH',
      geburtsort: null,
      geburtland: null,
    });
    expect(details).toMatchObject({ kinderanzahl: 2, hund: '1', katze: '0', situation: null });
    const { id: _a, ...firstAddress } = person.adressen[0] ?? testAddress();
    expect(adressen?.[0]).toEqual({ id: 101, ...firstAddress });
    expect(adressen?.[1]).toMatchObject({ id: 102, hauptadresse: '0', city: 'Potsdam' });
    const { id: _b, bankleitzahl: _c, ...bank } = person.bankverbindungen[0] ?? testBankConnection();
    expect(bankverbindungen).toEqual([{ id: 201, ...bank }]);
  });

  it('sends an entry marked deleted as loaded, even with invalid texts, and names errors by entry id', () => {
    const lists = personLists(person);
    const [first, second] = lists.addresses;
    if (!first || !second) throw new Error('two addresses');
    const edited = {
      ...lists,
      addresses: [
        { ...first, values: { ...first.values, streetcode: '1' } },
        { ...second, del: true, values: { ...second.values, city: '' } },
      ],
    };
    const failed = toPersonInput(personFormValues(person), edited, NOW);
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(Object.keys(failed.errors)).toEqual(['adressen.101.streetcode']);
    const fixed = toPersonInput(
      personFormValues(person),
      { ...edited, addresses: [first, edited.addresses[1] ?? second] },
      NOW,
    );
    expect(fixed.ok && fixed.body.adressen?.[1]).toMatchObject({ id: 102, del: true, city: 'Potsdam' });
    expect(sentEntryIds(edited)).toEqual({ addressIds: [101, null], bankIds: [201] });
  });

  it('maps list entries by index as sent, details by name, and leaves unknown fields to toasts', () => {
    expect(formFieldOf('adressen.1.city', [101, 'tmp123456'], [])).toBe('adressen.tmp123456.city');
    expect(formFieldOf('adressen.0.city', [null], [])).toBeUndefined();
    expect(formFieldOf('adressen.5.city', [101], [])).toBeUndefined();
    expect(formFieldOf('adressen.0.unknown', [101], [])).toBeUndefined();
    expect(formFieldOf('bankverbindungen.0.iban', [], [201])).toBe('bankverbindungen.201.iban');
    expect(formFieldOf('details.kinderanzahl', [], [])).toBe('kinderanzahl');
    expect(formFieldOf('kinderanzahl', [], [])).toBe('kinderanzahl');
    expect(formFieldOf('geheim', [], [])).toBeUndefined();
  });
});
