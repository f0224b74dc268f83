import { messages } from '@kundenportal/domain/texts/messages';
import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { useTestApp } from '../../helpers/test-app';
import { formCustomer, SMALL_FORM, TYPED, VALID_VALUES } from './adviser-forms.fixtures';

const t = useTestApp();
const URL = '/api/forms/testvollmacht';
/** A body no form takes: an unknown key and no preview. */
const INVALID = { values: 'keine', x: 1 };

describe('the order of the adviser forms’ answers (ADR 100): 401, 403, 404, then 422', () => {
  it('refuses an invalid body without token with 401 and with an adviser token with 403', async () => {
    await expectSessionBeforeBody(t.app, 'POST', URL, INVALID);
  });

  it('answers 403 to makler_light and without an adviser, before the key’s 404 and the body’s 422', async () => {
    const light = await formCustomer(t.app, { accountTyp: 'makler_light' });
    const alone = await formCustomer(t.app, { withAgent: false });
    for (const [c, error] of [
      [light, 'not_permitted'],
      [alone, 'adviser_required'],
    ] as const) {
      for (const url of [URL, '/api/forms/unbekannt', '/api/forms/1abc']) {
        const answer = await c.call('POST', url, INVALID);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json().error).toBe(error);
      }
    }
  });

  it('answers 404 for a form the customer may not fill in (another agency’s, unknown, malformed), before the 422', async () => {
    await formCustomer(t.app, { forms: { nurdort: SMALL_FORM } });
    const c = await formCustomer(t.app, { config: { beraterdokumente: { nurdort: true } } });
    for (const key of ['nurdort', 'unbekannt', '1abc']) {
      const answer = await c.call('POST', `/api/forms/${key}`, INVALID);
      expect(answer.statusCode, key).toBe(404);
      expect(answer.json().error).toBe('could_not_find_form');
    }
    const own = await formCustomer(t.app);
    expect((await own.call('POST', URL, INVALID)).statusCode).toBe(422);
  });

  it('checks the body after the 404: unstorable text, then another version’s 409, then the template’s entries as written', async () => {
    const c = await formCustomer(t.app);
    const unknown = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';
    const answer = async (body: unknown) => {
      const sent = await c.call('POST', URL, body);
      return [sent.statusCode, sent.json().errors ?? sent.json().error];
    };
    for (const body of [42, 'text', null, [1]])
      expect(await answer(body)).toEqual([422, [messages.validationFailed]]);
    expect((await c.call('POST', '/api/forms/unbekannt', 42)).statusCode).toBe(404);
    // Text the database cannot store is refused before the version is looked at (ADR 135).
    expect(
      await answer({ values: { ...VALID_VALUES, firstname: 'a\u0000' }, preview: true, version: 7 }),
    ).toEqual([422, ['values.firstname=>Der Wert ist ungültig.']]);
    expect(await answer({ values: {}, x: 1, version: 7 })).toEqual([409, 'form_version_changed']);
    // A field named twice, an empty and a slashed key: each entry as the form engine wrote it, in its order.
    expect(
      await answer({
        firstname: 1,
        '': 2,
        'a/b': 3,
        values: { ...VALID_VALUES, firstname: '' },
        signature: TYPED,
        preview: true,
      }),
    ).toEqual([
      422,
      [
        `firstname=>${unknown}`,
        `=>${unknown}`,
        `a/b=>${unknown}`,
        'firstname=>Dieses Feld ist ein Pflichtfeld.',
      ],
    ]);
  });
});
