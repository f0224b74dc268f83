import { describe, expect, it } from 'vitest';
import { type ReminderSaveState, reminderSaveBody } from './reminder-save';

const contracts = [{ value: '31', label: 'Hausrat' }];
const now = new Date('2026-03-02T10:00:00Z');
const required = 'Dieses Feld ist ein Pflichtfeld.';

function entriesOf(body: unknown, state: ReminderSaveState): string[] | 'ok' {
  const parsed = reminderSaveBody(() => state).safeParse(body);
  return parsed.success
    ? 'ok'
    : parsed.error.issues.map(({ path, message }) => `${path.join('.')}=>${message}`);
}

describe('reminderSaveBody: the route schema of a reminder’s save (ADR 140)', () => {
  it('checks a new reminder’s values whole, against the household’s contracts', () => {
    const state = { current: null, contracts, now };
    expect(entriesOf({ contract_id: 32 }, state)).toEqual([
      `datum=>${required}`,
      `e_massage=>${required}`,
      'contract_id=>Bitte wähle einen der angebotenen Einträge aus.',
    ]);
    expect(entriesOf({ datum: '2026-03-03', e_massage: 'x', contract_id: 31 }, state)).toBe('ok');
  });

  it('checks an update’s values merged over the stored reminder; its passed date is kept', () => {
    const current = { datum: '2026-01-05', e_massage: 'Zähler', contract_id: null };
    const state = { current, contracts, now };
    expect(entriesOf({ e_massage: 'Zähler ablesen' }, state)).toBe('ok');
    expect(entriesOf({ e_massage: ' ' }, state)).toEqual([`e_massage=>${required}`]);
    expect(entriesOf({ datum: '2026-01-06' }, state)).toEqual([
      'datum=>Das Datum muss frühestens morgen sein.',
    ]);
  });

  it('asks for no state where the body alone is refused', () => {
    const body = reminderSaveBody(() => {
      throw new Error('no state for this body');
    });
    expect(body.safeParse('text').success).toBe(false);
    expect(body.safeParse({ quelle: 'vertrag' }).error?.issues).toMatchObject([{ keys: ['quelle'] }]);
  });
});
