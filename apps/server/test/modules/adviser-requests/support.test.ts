import { describe, expect, it } from 'vitest';
import { clientHeaders, useTestApp } from '../../helpers/test-app';
import {
  adviserMails,
  expectInvalid,
  maxLength,
  minLength,
  REQUIRED,
  requestCustomer,
  storedRequests,
  UNKNOWN,
  URLS,
} from './adviser-requests.fixtures';

const t = useTestApp();

/** The support modal of the referral programme (issue 13, spec section 9): by e-mail, with its subject. */
describe('POST /api/support', () => {
  it('answers 201, mails the adviser with the spec subject and the customer as reply address, and stores it', async () => {
    const c = await requestCustomer(t.app);
    const response = await c.call('POST', URLS.support, {
      support_nachricht: 'Wann bekomme ich meinen Gutschein?\nIch habe Lena empfohlen.',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      success: true,
      id: expect.any(Number),
      message: 'Der Berater wurde informiert.',
    });

    const [mail, ...more] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(more).toEqual([]);
    expect(mail?.to).toBe(c.adviserEmail);
    expect(mail?.subject).toBe('Supportanfrage Empfehlung-App');
    expect(mail?.replyTo).toBe(c.email);
    expect(mail?.text).toContain(`Kim Kunde (${c.email}) hat eine Frage zum Weiterempfehlen.`);
    expect(mail?.text).toContain('Frage:\nWann bekomme ich meinen Gutschein?\nIch habe Lena empfohlen.');

    expect(await storedRequests(c.user.id)).toMatchObject([
      {
        id: answer.id,
        kind: 'support',
        status: 'eingegangen',
        agentId: c.agent?.id,
        payload: { support_nachricht: 'Wann bekomme ich meinen Gutschein?\nIch habe Lena empfohlen.' },
      },
    ]);
  });

  it('refuses a missing, too short or too long question and unknown keys, storing nothing', async () => {
    const c = await requestCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.support, body);
    expectInvalid(await post({}), [`support_nachricht=>${REQUIRED}`]);
    expectInvalid(await post({ support_nachricht: '   ' }), [`support_nachricht=>${REQUIRED}`]);
    expectInvalid(await post({ support_nachricht: 'x' }), [`support_nachricht=>${minLength(2)}`]);
    expectInvalid(await post({ support_nachricht: 'x'.repeat(5001) }), [
      `support_nachricht=>${maxLength(5000)}`,
    ]);
    expectInvalid(await post({ support_nachricht: 'Hallo', telefon: '0171' }), [`telefon=>${UNKNOWN}`]);
    expect(await storedRequests(c.user.id)).toEqual([]);
    expect((await post({ support_nachricht: 'x'.repeat(5000) })).statusCode).toBe(201);
    expect((await post({ support_nachricht: 'xy' })).statusCode).toBe(201);
  });

  it('needs an adviser to receive it (403 adviser_required) and a session (401)', async () => {
    const c = await requestCustomer(t.app, { withAgent: false });
    const response = await c.call('POST', URLS.support, { support_nachricht: 'Hallo?' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('adviser_required');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: URLS.support,
      headers: clientHeaders,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
