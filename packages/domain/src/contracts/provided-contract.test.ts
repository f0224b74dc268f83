import { describe, expect, it } from 'vitest';
import { contractFields } from '../forms/catalogue/contract';
import { freigabenTexts } from '../texts/freigaben';
import { contractFormValues, type StoredContract } from './contract-api';
import { testContract } from './contract-examples';
import { type ContractBody, checkContractSave } from './contract-save';
import {
  ADVISER_OWNED_CONTRACT_FIELDS,
  adviserValuesOver,
  CUSTOMER_OWNED_CONTRACT_FIELDS,
  contractFieldTitle,
  refusedProvidedChanges,
} from './provided-contract';

const persons = [{ value: '11', label: 'Max Mustermann' }];
const now = new Date('2026-11-29T10:00:00Z');

function stored(provided: boolean): StoredContract {
  const contract = testContract({ memory_datum: null });
  return {
    ...contractFormValues(contract),
    id: contract.id,
    created_at: contract.created_at,
    updated_at: contract.updated_at,
    bereitgestellt_am: provided ? '2026-11-20T09:00:00.000Z' : null,
  };
}

describe('the fields of a provided contract', () => {
  it('places every catalogue field on exactly one side; the customer keeps their name, reminder and its text', () => {
    const all = [...ADVISER_OWNED_CONTRACT_FIELDS, ...CUSTOMER_OWNED_CONTRACT_FIELDS].sort();
    expect(all).toEqual(['person_id', 'sparte', ...contractFields.map((field) => field.name)].sort());
    expect([...CUSTOMER_OWNED_CONTRACT_FIELDS].sort()).toEqual(['label', 'memory_datum', 'memory_massage']);
    expect(ADVISER_OWNED_CONTRACT_FIELDS).toEqual(
      expect.arrayContaining(['gesellschaft', 'nummer', 'beitrag']),
    );
  });

  it("refuses the customer's change of an adviser's field at that field, and only on a provided contract", () => {
    const sent: Record<string, unknown> = { beitrag: '99,00', nummer: 'NEU-1', label: 'Meine Wohnung' };
    const refused = checkContractSave(sent as ContractBody, { current: stored(true), persons, now });
    expect(refused).toEqual({
      ok: false,
      errors: { nummer: expect.any(String), beitrag: expect.any(String) },
    });
    expect(checkContractSave(sent as ContractBody, { current: stored(false), persons, now }).ok).toBe(true);
    expect(
      checkContractSave(sent as ContractBody, { current: stored(true), persons, now, asAdviser: true }).ok,
    ).toBe(true);
  });

  it("passes the whole form sent back unchanged with the customer's own fields changed", () => {
    const current = stored(true);
    const { id: _id, created_at: _c, updated_at: _u, bereitgestellt_am: _b, ...values } = current;
    const sent = { ...values, beitrag: '38,40', label: 'Wohnung', memory_massage: 'prüfen' };
    const checked = checkContractSave(sent as ContractBody, { current, persons, now });
    expect(checked.ok).toBe(true);
  });

  it('compares checked values: an unchanged value is no change, null and a value are', () => {
    const current = stored(true);
    expect(refusedProvidedChanges(current, { ...current })).toEqual({});
    expect(Object.keys(refusedProvidedChanges(current, { ...current, ablauf: '2030-01-01' }))).toEqual([
      'ablauf',
    ]);
  });

  it("lays the adviser's values over a stored contract, keeping the customer's fields", () => {
    const current = { ...stored(true), label: 'Mein Name', memory_massage: 'Notiz' };
    const merged = adviserValuesOver(current, { ...current, label: null, memory_massage: null, beitrag: 50 });
    expect(merged).toMatchObject({ label: 'Mein Name', memory_massage: 'Notiz', beitrag: 50 });
    expect(adviserValuesOver(null, current)).toBe(current);
  });

  it("names a field by its form label for the agency's log", () => {
    expect(['beitrag', 'person_id', 'versicherungssumme', 'unbekannt'].map(contractFieldTitle)).toEqual([
      'Beitrag',
      'Person',
      'Versicherungssumme',
      'unbekannt',
    ]);
  });
});

describe('the hint on a provided contract', () => {
  it('names what the customer keeps (ADR 198: the label and the reminder) and nothing a contract lacks', () => {
    expect(CUSTOMER_OWNED_CONTRACT_FIELDS).toEqual(['label', 'memory_datum', 'memory_massage']);
    expect(freigabenTexts.providedHint).toContain('Bezeichnung und Erinnerung bleiben Deine');
    expect(freigabenTexts.providedHint).not.toContain('Notizen');
  });
});
