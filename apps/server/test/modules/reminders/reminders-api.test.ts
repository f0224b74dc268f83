import { addDays, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { remindersApi } from '../../helpers/reminders';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
const tomorrow = () => addDays(isoDateIn(new Date()), 1);
const required = 'Dieses Feld ist ein Pflichtfeld.';

async function customer(config: Record<string, unknown> = { ...CONTRACT_FLAGS, wecker: true }) {
  const c = await createContractCustomer(t.app, config);
  return { ...c, reminders: remindersApi(t.app, c.token) };
}

describe('reminders API (Wecker)', () => {
  it("creates, lists with the contracts' reminders, changes and deletes", async () => {
    const c = await customer();
    const contract = contractOf(
      await c.api.create(
        hausrat(c.mainId, { memory_datum: addDays(tomorrow(), 5), memory_massage: 'Beitrag prüfen' }),
      ),
    );
    const created = await c.reminders.create({
      datum: tomorrow(),
      e_massage: 'Zählerstand melden',
      contract_id: contract.id,
    });
    expect(created.statusCode).toBe(201);
    const reminder = created.json<{ reminder: { id: number } }>().reminder;
    expect(reminder).toEqual({
      id: expect.any(Number),
      quelle: 'eigene',
      datum: tomorrow(),
      e_massage: 'Zählerstand melden',
      contract_id: contract.id,
      gesendet_am: null,
    });
    expect((await c.reminders.list()).json()).toEqual({
      reminders: [
        reminder,
        {
          id: null,
          quelle: 'vertrag',
          datum: addDays(tomorrow(), 5),
          e_massage: 'Beitrag prüfen',
          contract_id: contract.id,
          gesendet_am: null,
        },
      ],
    });
    const changed = await c.reminders.update(reminder.id, {
      e_massage: 'Zählerstand Strom melden',
      contract_id: null,
    });
    expect(changed.json()).toMatchObject({
      reminder: { datum: tomorrow(), e_massage: 'Zählerstand Strom melden', contract_id: null },
    });
    expect((await c.reminders.remove(reminder.id)).json()).toEqual({ success: true });
    expect((await c.reminders.list()).json<{ reminders: unknown[] }>().reminders).toHaveLength(1);
  });

  it('checks the catalogue: date from tomorrow, message required, a contract of the household, no unknown keys', async () => {
    const c = await customer();
    const other = await customer();
    const theirs = contractOf(await other.api.create(hausrat(other.mainId)));
    const cases: [unknown, string[]][] = [
      [{}, [`datum=>${required}`, `e_massage=>${required}`]],
      [{ datum: isoDateIn(new Date()), e_massage: 'x' }, ['datum=>Das Datum muss frühestens morgen sein.']],
      [{ datum: '2026-02-30', e_massage: 'x' }, ['datum=>Bitte gib ein gültiges Datum ein.']],
      [{ datum: tomorrow(), e_massage: '   ' }, [`e_massage=>${required}`]],
      [
        { datum: tomorrow(), e_massage: 'x', contract_id: theirs.id },
        ['contract_id=>Bitte wähle einen der angebotenen Einträge aus.'],
      ],
      [
        { datum: tomorrow(), e_massage: 'x', quelle: 'vertrag' },
        ['quelle=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.'],
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await c.reminders.create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ errors });
    }
    expect((await c.reminders.list()).json()).toEqual({ reminders: [] });
  });

  it("answers 404 could_not_find_reminder for another customer's id, and 403 without wecker", async () => {
    const owner = await customer();
    const other = await customer();
    const { reminder } = (await owner.reminders.create({ datum: tomorrow(), e_massage: 'Mein' })).json<{
      reminder: { id: number };
    }>();
    for (const response of [
      await other.reminders.update(reminder.id, { e_massage: 'Fremd' }),
      await other.reminders.remove(reminder.id),
      await owner.reminders.update('abc', {}),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'could_not_find_reminder',
        message: 'Die Erinnerung wurde nicht gefunden.',
      });
    }
    const without = await customer(CONTRACT_FLAGS);
    expect((await without.reminders.list()).statusCode).toBe(403);
    expect((await without.reminders.create({ datum: tomorrow(), e_massage: 'x' })).statusCode).toBe(403);
    expect((await owner.reminders.list()).json()).toMatchObject({ reminders: [{ e_massage: 'Mein' }] });
  });

  it(`survives ${Math.ceil(FUZZ_RUNS / 2)} generated bodies without a 5xx, and writes only what is valid`, async () => {
    const fc = (await import('fast-check')).default;
    const c = await customer();
    const contract = contractOf(await c.api.create(hausrat(c.mainId)));
    const { reminder } = (await c.reminders.create({ datum: tomorrow(), e_massage: 'Start' })).json<{
      reminder: { id: number };
    }>();
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(tomorrow(), '2024-02-30', '31.12.2030', String(contract.id), 'vertrag'),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    );
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom('datum', 'e_massage', 'contract_id', 'quelle', '__proto__', 'id'), value),
      fc.anything(),
    );
    let created = 0;
    for (const [index, sample] of fc
      .sample(body, { numRuns: Math.ceil(FUZZ_RUNS / 2), seed: 20261123 })
      .entries()) {
      const response =
        index % 2 === 0 ? await c.reminders.create(sample) : await c.reminders.update(reminder.id, sample);
      expect(response.statusCode, JSON.stringify(sample)).toBeLessThan(500);
      if (index % 2 === 0 && response.statusCode === 201) created += 1;
    }
    const own = (await c.reminders.list()).json<{ reminders: { quelle: string }[] }>().reminders;
    expect(own.filter((r) => r.quelle === 'eigene')).toHaveLength(1 + created);
  }, 120_000);
});
