import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testContract } from '../contracts/contract-examples';
import type { ContractValues } from '../contracts/contract-input';
import { type ContractStoreTable, contractFields, contractStore } from './catalogue/contract';
import { emptyValues, stored, storedKindShape, valuesFromForm } from './stored-kinds';

describe('stored kinds', () => {
  it('read a checked form: empty text null, numbers as numbers, flags 0/1, a required choice its fallback', () => {
    expect(stored.text.fromForm('')).toBeNull();
    expect(stored.text.fromForm('Allianz')).toBe('Allianz');
    expect(stored.integer.fromForm('12')).toBe(12);
    expect(stored.money.fromForm(38.4)).toBe(38.4);
    expect(stored.money.fromForm(undefined)).toBeNull();
    expect(stored.flag.fromForm('1')).toBe(1);
    expect(stored.flag.fromForm('0')).toBe(0);
    const status = stored.requiredChoice(['A', 'I'], 'A');
    expect(status.fromForm('I')).toBe('I');
    expect(status.fromForm(null)).toBe('A');
    expect(status.column).toEqual({ type: 'text', notNull: true, default: 'A' });
  });

  it('read a database column: a flag from its integer, a money column as a number', () => {
    expect(stored.flag.fromColumn(1)).toBe(1);
    expect(stored.flag.fromColumn(null)).toBe(0);
    expect(stored.money.fromColumn('54.30')).toBe(54.3);
    expect(stored.date.fromColumn('2026-03-01')).toBe('2026-03-01');
  });

  it('make a whole record from a table, in table order', () => {
    const values = valuesFromForm(contractStore, { gesellschaft: 'ERGO', beitrag: 38.4, zahlungsweise: 4 });
    expect(Object.keys(values)).toEqual(Object.keys(contractStore));
    expect(values).toMatchObject({ status: 'A', gesellschaft: 'ERGO', beitrag: 38.4, ablaufberechnung: 0 });
    expect(emptyValues(contractStore).v_geku_am).toBeNull();
  });
});

describe('storedKindShape', () => {
  it('describes every field as the API sends it, and refuses a value of the wrong kind', () => {
    const schema = z.object(storedKindShape(contractStore));
    const contract = testContract({ status: 'I', kf_einheit: 'wochen' });
    expect(Object.keys(schema.parse(contract))).toEqual(Object.keys(contractStore));
    expect(schema.safeParse({ ...contract, status: 'X' }).success).toBe(false);
    expect(schema.safeParse({ ...contract, ablaufberechnung: 2 }).success).toBe(false);
    expect(schema.safeParse({ ...contract, beitrag: '12' }).success).toBe(false);
  });
});

describe('the contract field list (ADR 105)', () => {
  it('has a stored kind for every catalogue field, in catalogue order', () => {
    expect(Object.keys(contractStore)).toEqual(contractFields.map((definition) => definition.name));
  });

  it('fails the type check when a catalogue field is left out of the stored kinds or the values', () => {
    const { v_geku_am: _left, ...withoutOne } = contractStore;
    // @ts-expect-error a catalogue field without its stored kind does not compile
    const table: ContractStoreTable = withoutOne;
    const complete: ContractValues = { person_id: 1, sparte: 'hausrat', ...emptyValues(contractStore) };
    const { v_geku_am: _also, ...values } = complete;
    // @ts-expect-error a contract's values without one of the catalogue's fields do not compile
    const incomplete: ContractValues = values;
    expect(Object.keys(table)).not.toContain('v_geku_am');
    expect(Object.keys(incomplete)).not.toContain('v_geku_am');
  });
});
