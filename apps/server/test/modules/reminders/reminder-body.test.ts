import { messages } from '@kundenportal/domain/texts/messages';
import { addDays, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { remindersApi } from '../../helpers/reminders';
import { jsonCaller, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const tomorrow = () => addDays(isoDateIn(new Date()), 1);
const unknown = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';
const required = 'Dieses Feld ist ein Pflichtfeld.';
const notAChoice = 'Bitte wähle einen der angebotenen Einträge aus.';
const refused = (errors: string[]) => ({
  error: 'validation_failed',
  message: 'Bitte überprüfe deine Eingaben.',
  errors,
});
/** Keys a dotted or slashed field path would mangle: each must come back as sent. */
const ODD_KEYS = { '': 1, 'a/b': 2, 'x.y': 3, '10': 4, datum: 'gestern', e_massage: '' };
const ODD_KEY_ENTRIES = ['10', '', 'a/b', 'x.y'].map((key) => `${key}=>${unknown}`);

async function customer() {
  const c = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, wecker: true });
  const reminders = remindersApi(t.app, c.token);
  const { reminder } = (await reminders.create({ datum: tomorrow(), e_massage: 'Mein' })).json<{
    reminder: { id: number };
  }>();
  return { ...c, reminders, own: reminder.id };
}

/**
 * The route schema checks a save's body alone and then against the stored reminder and the household's
 * contracts that its preValidation hook read (ADR 140): the same answers as when the save checked both.
 */
describe('a reminder save’s body', () => {
  it('that is no object is refused with the one fieldless entry, before the catalogue', async () => {
    const c = await customer();
    for (const body of [null, [], ['x'], 'text', 5, false]) {
      for (const response of [await c.reminders.create(body), await c.reminders.update(c.own, body)]) {
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json()).toEqual(refused([messages.validationFailed]));
      }
    }
    const missing = await jsonCaller(t.app, c.token)('POST', '/api/reminders');
    expect(missing.json()).toEqual(refused([messages.validationFailed]));
  });

  it('with unknown keys answers only those, each named as sent, in the body’s order', async () => {
    const c = await customer();
    for (const response of [await c.reminders.create(ODD_KEYS), await c.reminders.update(c.own, ODD_KEYS)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(refused(ODD_KEY_ENTRIES));
    }
    expect((await c.reminders.list()).json().reminders).toHaveLength(1);
  });

  it('sent to another customer’s or an unknown reminder is that id’s 404, whatever the body', async () => {
    const owner = await customer();
    const c = await customer();
    for (const id of [owner.own, 2_147_483_647, 'abc']) {
      for (const body of [null, [], 'text', ODD_KEYS, { datum: 'gestern' }, undefined]) {
        const response = await c.reminders.update(id, body);
        expect(response.statusCode, `${id} ${JSON.stringify(body)}`).toBe(404);
        expect(response.json().error).toBe('could_not_find_reminder');
      }
    }
    expect((await owner.reminders.list()).json()).toMatchObject({ reminders: [{ e_massage: 'Mein' }] });
  });

  it('is checked with the stored reminder and the contracts: one answer in catalogue order', async () => {
    const c = await customer();
    const other = await createContractCustomer(t.app);
    const theirs = contractOf(await other.api.create(hausrat(other.mainId))).id;
    // A new reminder: the missing fields and another household's contract, in one answer.
    const created = await c.reminders.create({ contract_id: theirs });
    expect(created.json()).toEqual(
      refused([`datum=>${required}`, `e_massage=>${required}`, `contract_id=>${notAChoice}`]),
    );
    // An update: what it leaves out is the stored reminder's, so only what it sends is refused.
    const updated = await c.reminders.update(c.own, { contract_id: theirs });
    expect(updated.json()).toEqual(refused([`contract_id=>${notAChoice}`]));
    const emptied = await c.reminders.update(c.own, { e_massage: ' ' });
    expect(emptied.json()).toEqual(refused([`e_massage=>${required}`]));
  });
});
