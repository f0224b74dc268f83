import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../forms/catalogue/testing';
import {
  contractFormValues,
  contractInputSchema,
  presentContract,
  type StoredContract,
} from './contract-api';
import { CONTRACT_INPUT_FIELDS, contractTerms, isPensionSparte, parseContractValues } from './contract-input';

const persons = [
  { value: '7', label: 'Max Mustermann' },
  { value: '8', label: 'Erika Mustermann' },
];
const options = { now: TEST_NOW, persons };
const minimal = { person_id: 7, sparte: 'hausrat', gesellschaft: 'Allianz' };

describe('contract input', () => {
  it('keeps the expected pension (guaranteed, projected) on a pension Sparte only (ADR 177)', () => {
    const pension = { rente_garantiert_mtl: '212,40', rente_prognose_mtl: 305.1 };
    expect(parseContractValues({ ...minimal, sparte: 'riester', ...pension }, options)).toMatchObject({
      ok: true,
      values: { sparte: 'riester', rente_garantiert_mtl: 212.4, rente_prognose_mtl: 305.1 },
    });
    expect(parseContractValues({ ...minimal, ...pension }, options)).toMatchObject({
      ok: true,
      values: { sparte: 'hausrat', rente_garantiert_mtl: null, rente_prognose_mtl: null },
    });
    expect(
      parseContractValues({ ...minimal, sparte: 'bav', rente_prognose_mtl: 10_000.01 }, options),
    ).toEqual({
      ok: false,
      errors: { rente_prognose_mtl: expect.any(String) },
    });
    expect(['private_rente', 'riester', 'basisrente', 'bav', 'hausrat'].map(isPensionSparte)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes the minimal contract and fills the rest with the catalogue defaults', () => {
    const result = parseContractValues(minimal, options);
    expect(result).toMatchObject({
      ok: true,
      values: {
        person_id: 7,
        sparte: 'hausrat',
        status: 'A',
        gesellschaft: 'Allianz',
        beitrag: null,
        zahlungsweise: null,
        automatische_verlaengerung: 0,
        ablaufberechnung: 0,
        kf_wert: null,
      },
    });
  });

  it('converts numbers and choices: zahlungsweise and automatische_verlaengerung as numbers', () => {
    const result = parseContractValues(
      {
        ...minimal,
        beitrag: '1.234,56',
        zahlungsweise: '4',
        automatische_verlaengerung: 1,
        kf_wert: '3',
        kf_einheit: 'monate',
      },
      options,
    );
    expect(result).toMatchObject({
      ok: true,
      values: {
        beitrag: 1234.56,
        zahlungsweise: 4,
        automatische_verlaengerung: 1,
        kf_wert: 3,
        kf_einheit: 'monate',
      },
    });
  });

  it('requires a person of the household and a known Sparte', () => {
    const choose = 'Bitte wähle einen der angebotenen Einträge aus.';
    expect(parseContractValues({ gesellschaft: 'Allianz' }, options)).toEqual({
      ok: false,
      errors: { person_id: 'Dieses Feld ist ein Pflichtfeld.', sparte: 'Dieses Feld ist ein Pflichtfeld.' },
    });
    expect(parseContractValues({ ...minimal, person_id: 9, sparte: 'yacht' }, options)).toEqual({
      ok: false,
      errors: { person_id: choose, sparte: choose },
    });
  });

  it('refuses an end before the beginning', () => {
    expect(parseContractValues({ ...minimal, beginn: '2024-01-01', ablauf: '2024-01-01' }, options)).toEqual({
      ok: false,
      errors: { ablauf: 'Der Ablauf muss nach dem Beginn liegen.' },
    });
    expect(parseContractValues({ ...minimal, beginn: '2024-01-01', ablauf: '2024-01-02' }, options).ok).toBe(
      true,
    );
    expect(
      parseContractValues({ ...minimal, beginn: '2024-01-01', v_ende_am: '2023-12-31' }, options),
    ).toEqual({
      ok: false,
      errors: { v_ende_am: 'Das Vertragsende muss nach dem Beginn liegen.' },
    });
  });

  it('keeps a stored reminder date that has passed, but a new one must be tomorrow or later', () => {
    const passed = { ...minimal, memory_datum: '2025-06-01' };
    expect(parseContractValues(passed, options)).toEqual({
      ok: false,
      errors: { memory_datum: 'Das Datum muss frühestens morgen sein.' },
    });
    expect(parseContractValues(passed, { ...options, storedMemoryDatum: '2025-06-01' }).ok).toBe(true);
    expect(
      parseContractValues(
        { ...minimal, memory_datum: '2025-06-15' },
        { ...options, storedMemoryDatum: '2025-06-01' },
      ).ok,
    ).toBe(false);
    expect(parseContractValues({ ...minimal, memory_datum: '2025-06-16' }, options).ok).toBe(true);
  });

  it('names every field the schema takes, and the schema refuses others', () => {
    expect(Object.keys(contractInputSchema.shape).sort()).toEqual([...CONTRACT_INPUT_FIELDS].sort());
    expect(contractInputSchema.safeParse({ ...minimal, naechstes_ende: '2027-01-01' }).success).toBe(false);
  });
});

describe('presenting a contract', () => {
  const parsed = parseContractValues(
    {
      ...minimal,
      nummer: 'HR-1',
      beitrag: 120,
      zahlungsweise: 1,
      beginn: '2020-01-01',
      automatische_verlaengerung: 1,
      kf_wert: 3,
      kf_einheit: 'monate',
      kuendbar_bis: '2024-09-30',
    },
    options,
  );
  if (!parsed.ok) throw new Error('fixture');
  const stored: StoredContract = {
    ...parsed.values,
    id: 5,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };

  it('computes the deadlines and the monthly premium, keeping the entered deadline apart', () => {
    const contract = presentContract(stored, '2026-11-23');
    expect(contract).toMatchObject({
      id: 5,
      kuendbar_bis: '2027-09-30',
      naechstes_ende: '2028-01-01',
      folgendes_ende: '2029-01-01',
      kuendbar_bis_eingabe: '2024-09-30',
      beitrag_monatlich: 10,
      zahlungsweise: 1,
    });
    expect(contractFormValues(contract)).toEqual(parsed.values);
  });

  it('maps the terms for the engine', () => {
    expect(contractTerms(parsed.values)).toMatchObject({
      active: true,
      autoRenew: true,
      notice: { value: 3, unit: 'monate' },
      noticeTo: 'laufzeitende',
      extension: null,
      enteredDeadline: '2024-09-30',
    });
  });
});
