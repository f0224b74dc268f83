import { describe, expect, it } from 'vitest';
import { clientHeaders, createTestApp, useTestApp } from '../../helpers/test-app';
import { referrer, signUpThrough, slugOf, storedReferrals } from './referrals.fixtures';

/** The e2e stand-ins for the adviser's confirmation and payout: only with TEST_CLOCK=true. */
const t = useTestApp({ TEST_CLOCK: 'true', PUBLIC_URL: 'https://portal.example' });

describe('POST /api/test/referrals/confirm and /pay', () => {
  it('confirm and pay as the admin command does; refusals are 422 with its message', async () => {
    const a = await referrer(t);
    const { body } = await signUpThrough(t, { referrer: await slugOf(a.api) });
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload });
    const early = await post('/api/test/referrals/pay', { email: body.email });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual(['email=>Die Empfehlung ist noch nicht bestätigt.']);

    const confirmed = await post('/api/test/referrals/confirm', {
      email: body.email,
      voucherType: 'paypal',
      bonusCents: 500,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ amountCents: 2500, bonusCents: 500 });
    expect((await post('/api/test/referrals/pay', { email: body.email })).statusCode).toBe(200);
    const [stored] = await storedReferrals(a.user.id);
    expect(stored?.referral.status).toBe('bestaetigt');
    expect(stored?.payment?.paidAt).toBeInstanceOf(Date);

    expect((await post('/api/test/referrals/confirm', { email: body.email })).statusCode).toBe(422);
    expect((await post('/api/test/referrals/pay', { email: 'niemand@example.com' })).statusCode).toBe(422);
  });

  it('do not exist without TEST_CLOCK', async () => {
    const plain = await createTestApp();
    try {
      for (const url of ['/api/test/referrals/confirm', '/api/test/referrals/pay']) {
        const response = await plain.app.inject({
          method: 'POST',
          url,
          headers: clientHeaders,
          payload: { email: 'a@b.de' },
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await plain.app.close();
    }
  });
});
