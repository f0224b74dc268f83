import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { useTestApp } from '../../helpers/test-app';
import { formCustomer, SMALL_FORM } from './adviser-forms.fixtures';

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
});
