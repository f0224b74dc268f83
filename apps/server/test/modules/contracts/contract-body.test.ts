import { messages } from '@kundenportal/domain/texts/messages';
import { describe, expect, it } from 'vitest';
import { contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const unknown = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';
const required = 'Dieses Feld ist ein Pflichtfeld.';
const notAChoice = 'Bitte wähle einen der angebotenen Einträge aus.';
const notANumber = 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.';
const refused = (errors: string[]) => ({
  error: 'validation_failed',
  message: 'Bitte überprüfe deine Eingaben.',
  errors,
});
/** Keys a dotted or slashed field path would mangle: each must come back as sent. */
const ODD_KEYS = { '': 1, 'a/b': 2, 'x.y': 3, '10': 4, gesellschaft: 'x', beitrag: 'viel' };
const ODD_KEY_ENTRIES = ['10', '', 'a/b', 'x.y'].map((key) => `${key}=>${unknown}`);

/**
 * The route schema checks a save's body alone and then against the stored contract and the household's
 * persons that its preValidation hook read (ADR 140): the same answers as when the save checked both.
 */
describe('a contract save’s body', () => {
  it('that is no object is refused with the one fieldless entry, before the catalogue', async () => {
    const c = await createContractCustomer(t.app);
    const own = contractOf(await c.api.create(hausrat(c.mainId))).id;
    for (const body of [null, [], [hausrat(c.mainId)], 'text', 5, true]) {
      for (const response of [await c.api.create(body), await c.api.update(own, body)]) {
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json()).toEqual(refused([messages.validationFailed]));
      }
    }
    const missing = await c.api.call('POST', '/api/contracts');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual(refused([messages.validationFailed]));
  });

  it('with unknown keys answers only those, each named as sent, in the body’s order', async () => {
    const c = await createContractCustomer(t.app);
    const own = contractOf(await c.api.create(hausrat(c.mainId))).id;
    for (const response of [await c.api.create(ODD_KEYS), await c.api.update(own, ODD_KEYS)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(refused(ODD_KEY_ENTRIES));
    }
    expect((await c.api.list()).json().contracts).toHaveLength(1);
  });

  it('sent to another household’s or an unknown contract is that id’s 404, whatever the body', async () => {
    const owner = await createContractCustomer(t.app);
    const foreign = contractOf(await owner.api.create(hausrat(owner.mainId)));
    const c = await createContractCustomer(t.app);
    for (const id of [foreign.id, 2_147_483_647, 'abc']) {
      for (const body of [null, [], 'text', ODD_KEYS, { beitrag: 'viel' }, undefined]) {
        const response = await c.api.update(id, body);
        expect(response.statusCode, `${id} ${JSON.stringify(body)}`).toBe(404);
        expect(response.json().error).toBe('could_not_find_contract');
      }
    }
    expect(contractOf(await owner.api.get(foreign.id))).toEqual(foreign);
  });

  it('is checked with the stored contract and the persons: one answer in catalogue order', async () => {
    const c = await createContractCustomer(t.app);
    const other = await createContractCustomer(t.app);
    // A new contract: another household's person, the missing fields and a wrong amount, in one answer.
    const created = await c.api.create({ person_id: other.mainId, beitrag: 'viel' });
    expect(created.json()).toEqual(
      refused([
        `person_id=>${notAChoice}`,
        `sparte=>${required}`,
        `gesellschaft=>${required}`,
        `beitrag=>${notANumber}`,
      ]),
    );
    // An update: what it leaves out is the stored contract's, so only what it sends is refused.
    const own = contractOf(await c.api.create(hausrat(c.mainId))).id;
    const updated = await c.api.update(own, { person_id: other.mainId, beitrag: 'viel' });
    expect(updated.json()).toEqual(refused([`person_id=>${notAChoice}`, `beitrag=>${notANumber}`]));
    // The end is compared with the stored beginning (2020-01-01).
    const ended = await c.api.update(own, { ablauf: '2019-12-31' });
    expect(ended.json()).toEqual(refused(['ablauf=>Der Ablauf muss nach dem Beginn liegen.']));
    expect((await c.api.update(own, { person_id: String(c.secondId) })).statusCode).toBe(200);
  });
});
