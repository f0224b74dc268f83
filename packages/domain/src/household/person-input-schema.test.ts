import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressFields } from '../forms/catalogue/address';
import { bankConnectionFields } from '../forms/catalogue/bank-connection';
import { personEditFields, vcheckFields } from '../forms/catalogue/person';
import { personMailFields } from '../forms/catalogue/person-mail';
import { TEST_NOW } from '../forms/catalogue/testing';
import { fieldValueSchema } from '../forms/field-schema';
import { validateField } from '../forms/validate-field';
import {
  personAddressInputSchema,
  personBankConnectionInputSchema,
  personDetailsInputSchema,
  personInputSchema,
  personMailInputSchema,
  personVcheckInputSchema,
} from './person-input-schema';

const names = (definitions: readonly { name: string }[]) => definitions.map((definition) => definition.name);

describe('persons API request schemas', () => {
  it('list every catalogue field of the person at the top level and under details, plus the lists', () => {
    expect(Object.keys(personInputSchema.shape).sort()).toEqual(
      [...names(personEditFields), 'details', 'adressen', 'bankverbindungen'].sort(),
    );
    expect(Object.keys(personDetailsInputSchema.shape)).toEqual(names(personEditFields));
    expect(Object.keys(personAddressInputSchema.shape).sort()).toEqual(
      ['id', 'neu', 'del', 'hauptadresse', ...names(addressFields)].sort(),
    );
    expect(Object.keys(personBankConnectionInputSchema.shape).sort()).toEqual(
      ['id', 'neu', 'del', 'used', ...names(bankConnectionFields)].sort(),
    );
    expect(Object.keys(personMailInputSchema.shape)).toEqual(names(personMailFields));
    expect(Object.keys(personVcheckInputSchema.shape)).toEqual(names(vcheckFields));
  });

  it('refuse a key they do not list', () => {
    expect(personInputSchema.safeParse({ firstname: 'Ina', kinderzahl: 2 }).success).toBe(false);
    expect(
      personInputSchema.safeParse({ firstname: 'Ina', kinderanzahl: 2, details: { hund: '1' } }).success,
    ).toBe(true);
  });

  it('takes a choice as the engine does: trimmed, blank for none, nothing else', () => {
    const situation = personEditFields.find((definition) => definition.name === 'situation');
    if (!situation) throw new Error('situation missing');
    const schema = fieldValueSchema(situation);
    for (const value of ['1', ' ', '', ' 12 ', 101, null])
      expect(schema.safeParse(value).success, `${value}`).toBe(true);
    for (const value of ['x', '1 2', ' 13', 'Arbeitnehmer'])
      expect(schema.safeParse(value).success, value).toBe(false);
    for (const value of [' ', ' 12 ', 'x']) {
      const engine = validateField(situation, value, { situation: value }, { now: TEST_NOW });
      expect(engine.ok, value).toBe(schema.safeParse(value).success);
    }
  });

  it('never refuse a value the form engine accepts (the document does not under-promise)', () => {
    const definitions = [...personEditFields, ...addressFields, ...bankConnectionFields, ...personMailFields];
    const scalar = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 200 }),
      fc.double({ noNaN: true, min: -1, max: 20_000 }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('0', '1', '', '12', '1.234,56', '2001-02-03', '03.02.2001', 'DE89370400440532013000'),
      fc.constantFrom(...definitions.flatMap((definition) => definition.options?.map((o) => o.value) ?? [])),
    );
    fc.assert(
      fc.property(fc.constantFrom(...definitions), scalar, (definition, value) => {
        const result = validateField(definition, value, { [definition.name]: value }, { now: TEST_NOW });
        if (result.ok)
          expect(fieldValueSchema(definition).safeParse(value).success, definition.name).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
