import { describe, expect, it } from 'vitest';
import { CUSTOMER_BETREUUNG_VALUES } from '../bestandsuebertragung/betreuung';
import { bestandsuebertragungTexts } from '../texts/bestandsuebertragung';
import { contractFormValues, type StoredContract } from './contract-api';
import { testContract } from './contract-examples';
import { type ContractSaveState, contractSaveBody } from './contract-save';

const stored: StoredContract = {
  ...contractFormValues(testContract({ memory_datum: '2020-01-01' })),
  id: 31,
  created_at: '2025-01-10T09:00:00.000Z',
  updated_at: '2025-01-10T09:00:00.000Z',
};
const persons = [{ value: '11', label: 'Hanna Haupt' }];
const now = new Date('2026-03-02T10:00:00Z');
const required = 'Dieses Feld ist ein Pflichtfeld.';
const notAChoice = 'Bitte wähle einen der angebotenen Einträge aus.';

function entriesOf(body: unknown, state: ContractSaveState): string[] | 'ok' {
  const parsed = contractSaveBody(() => state).safeParse(body);
  return parsed.success
    ? 'ok'
    : parsed.error.issues.map(({ path, message }) => `${path.join('.')}=>${message}`);
}

describe('contractSaveBody: the route schema of a contract’s save (ADR 140)', () => {
  it('checks a new contract’s values whole, against the household’s persons', () => {
    const state = { current: null, persons, now };
    expect(entriesOf({ person_id: 12, beitrag: 'viel' }, state)).toEqual([
      `person_id=>${notAChoice}`,
      `sparte=>${required}`,
      `gesellschaft=>${required}`,
      'beitrag=>Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
    ]);
    expect(entriesOf({ person_id: 11, sparte: 'hausrat', gesellschaft: 'ERGO' }, state)).toBe('ok');
  });

  it('checks an update’s values merged over the stored contract', () => {
    const state = { current: stored, persons, now };
    expect(entriesOf({ label: 'Neu' }, state)).toBe('ok');
    expect(entriesOf({ ablauf: '2021-03-31' }, state)).toEqual([
      'ablauf=>Der Ablauf muss nach dem Beginn liegen.',
    ]);
    expect(entriesOf({ gesellschaft: null }, state)).toEqual([`gesellschaft=>${required}`]);
    // The stored reminder date has passed: kept as it is, a new one is from tomorrow.
    expect(entriesOf({ memory_datum: '2020-01-01' }, state)).toBe('ok');
    expect(entriesOf({ memory_datum: '2020-01-02' }, state)).toEqual([
      'memory_datum=>Das Datum muss frühestens morgen sein.',
    ]);
  });

  it('never lets the customer set Betreuung makler, but keeps a stored one savable (issue 29, ADR 155)', () => {
    const refused = `betreuung=>${bestandsuebertragungTexts.betreuungMaklerRefused}`;
    const fresh = { person_id: 11, sparte: 'hausrat', gesellschaft: 'ERGO' };
    const isNew = { current: null, persons, now };
    expect(entriesOf({ ...fresh, betreuung: 'makler' }, isNew)).toEqual([refused]);
    for (const value of CUSTOMER_BETREUUNG_VALUES)
      expect(entriesOf({ ...fresh, betreuung: value }, isNew)).toBe('ok');
    expect(entriesOf({ ...fresh, betreuung: 'Makler' }, isNew)).toEqual([`betreuung=>${notAChoice}`]);
    const foreign = { current: { ...stored, betreuung: 'anderer_vermittler' as const }, persons, now };
    expect(entriesOf({ betreuung: 'makler' }, foreign)).toEqual([refused]);
    const ours = { current: { ...stored, betreuung: 'makler' as const }, persons, now };
    expect(entriesOf({ label: 'Neu' }, ours)).toBe('ok');
    expect(entriesOf({ betreuung: 'makler' }, ours)).toBe('ok');
    expect(entriesOf({ betreuung: 'versicherer' }, ours)).toBe('ok');
  });

  it('asks for no state where the body alone is refused', () => {
    const body = contractSaveBody(() => {
      throw new Error('no state for this body');
    });
    expect(body.safeParse([]).success).toBe(false);
    expect(body.safeParse({ fremd: 1 }).error?.issues).toMatchObject([{ keys: ['fremd'] }]);
  });
});
