import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { describe, expect, it } from 'vitest';
import { OperatorError } from '../../../src/lib/operator-error';
import { confirmReferral, payReferral } from '../../../src/modules/workspace/referrals/admin-referrals';
import { call, lastMailTo } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { mailsTo } from '../../helpers/outbox-files';
import { useTestApp } from '../../helpers/test-app';
import {
  euroText,
  referrer,
  signUpThrough,
  slugOf,
  storedReferrals,
  userByEmail,
} from './referrals.fixtures';

const publicUrl = 'https://portal.example.de';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });

describe('the referral cycle', () => {
  it('link → sign-up → registriert → bestätigt (tier value) → ausgezahlt, with the mails to the referrer', async () => {
    const a = await referrer(t, { firstName: 'Anna', lastName: 'Albers' });
    const slug = await slugOf(a.api);

    // The new person signs up through A's link.
    const { response, body } = await signUpThrough(t, {
      firstname: 'Bernd',
      lastname: 'Brandt',
      referrer: slug,
      referrer_text: 'Anna hat mir das Portal gezeigt',
    });
    expect(response.statusCode, response.body).toBe(200);
    const me = await call(t.app, 'GET', '/api/users/me', { token: response.json().token });
    expect(me.json().user).toMatchObject({ first_name: 'Bernd', hasMakler: true });
    expect(me.json().user.agent.id).toBe(a.agent.id);
    const bernd = await userByEmail(body.email);
    expect(bernd).toMatchObject({
      agentId: a.agent.id,
      referrer: slug,
      referrerText: 'Anna hat mir das Portal gezeigt',
    });

    const [registered, ...more] = await storedReferrals(a.user.id);
    expect(more).toEqual([]);
    expect(registered?.referral).toMatchObject({
      referrerUserId: a.user.id,
      referredUserId: bernd?.id,
      agentId: a.agent.id,
      status: 'registriert',
      confirmedAt: null,
    });
    expect(registered?.payment).toBeNull();

    const hello = await lastMailTo(t, a.email);
    expect(hello.subject).toBe('Bernd Brandt hat sich über Deine Empfehlung registriert');
    expect(hello.subject).toBe(referralTexts.registeredSubject('Bernd Brandt'));
    expect(hello.text.trim()).toBe(
      referralTexts.registeredText('Anna', 'Bernd Brandt') +
        notificationTexts.settingsHint(`${t.config.publicUrl}/#/app/MeinKonto/benachrichtigungen`),
    );
    // The new customer gets the welcome mail, not the referrer's.
    expect((await mailsTo(t.dataDir, body.email)).map((mail) => mail.subject)).toEqual([
      'Willkommen im Kundenportal',
    ]);

    const listed = (await a.api('GET', '/api/users/referrals')).json().referrals;
    expect(listed).toEqual([
      expect.objectContaining({ vorname: 'Bernd', name: 'Brandt', status: 'registriert', auszahlung: null }),
    ]);

    // The adviser confirms: 25 € by the first tier, 5 € bonus, not paid yet.
    const { db } = await getDatabase();
    const confirmed = await confirmReferral(db, {
      referredEmail: body.email.toUpperCase(),
      voucherType: 'amazon',
      bonusCents: 500,
    });
    expect(confirmed).toMatchObject({ amountCents: 2500, bonusCents: 500 });
    const afterConfirm = (await a.api('GET', '/api/users/referrals')).json().referrals;
    expect(afterConfirm).toEqual([
      expect.objectContaining({
        status: 'bestaetigt',
        bestaetigt_am: expect.any(String),
        auszahlung: { amount: 25, bonus: 5, voucherType: 'amazon', paidAt: null },
      }),
    ]);
    expect((await a.api('GET', '/api/users/referrals/payments')).json()).toEqual({ payments: [] });

    // Paid: in the payments, and A is told.
    const paidAt = new Date('2026-03-02T10:00:00.000Z');
    const paid = await payReferral(db, { referredEmail: body.email, publicUrl, now: paidAt });
    expect(paid.amount).toBe(euroText(30));
    expect((await a.api('GET', '/api/users/referrals/payments')).json()).toEqual({
      payments: [
        {
          amount: 25,
          bonus: 5,
          voucherType: 'amazon',
          paidAt: paidAt.toISOString(),
          interessent: { vorname: 'Bernd', name: 'Brandt' },
        },
      ],
    });
    const voucher = await lastMailTo(t, a.email);
    expect(voucher.subject).toBe(referralTexts.paidSubject(euroText(30)));
    expect(voucher.subject).toMatch(/^Dein Gutschein über 30,00\s€ ist unterwegs$/);
    expect(voucher.text.trim()).toBe(
      referralTexts.paidText('Anna', euroText(30), 'Amazon-Gutschein', 'Bernd Brandt') +
        notificationTexts.settingsHint(`${publicUrl}/#/app/MeinKonto/benachrichtigungen`),
    );
    expect(voucher.text).toContain(`ein Amazon-Gutschein über ${euroText(30)} ausgezahlt`);

    // Refusals: twice confirmed, twice paid.
    await expect(confirmReferral(db, { referredEmail: body.email, voucherType: 'paypal' })).rejects.toThrow(
      new OperatorError('Die Empfehlung ist bereits bestätigt.'),
    );
    await expect(payReferral(db, { referredEmail: body.email, publicUrl })).rejects.toThrow(
      new OperatorError('Der Gutschein dieser Empfehlung ist bereits ausgezahlt.'),
    );
    const [stored] = await storedReferrals(a.user.id);
    expect(stored?.payment).toMatchObject({
      amountCents: 2500,
      bonusCents: 500,
      voucherType: 'amazon',
      paidAt,
    });
  });

  it('values each confirmed referral by the tier of its count: 1st and 2nd 25 €, 3rd 50 €', async () => {
    const a = await referrer(t, { tiers: '1:25,3:50' });
    const slug = await slugOf(a.api);
    const emails: string[] = [];
    for (const [index, firstname] of ['Carla', 'Dirk', 'Emil', 'Frida'].entries()) {
      const { response, body } = await signUpThrough(t, {
        firstname,
        lastname: `Nr${index}`,
        referrer: slug,
      });
      expect(response.statusCode, response.body).toBe(200);
      emails.push(body.email);
    }
    const { db } = await getDatabase();
    // Paying before confirming is refused.
    await expect(payReferral(db, { referredEmail: emails[0] ?? '', publicUrl })).rejects.toThrow(
      new OperatorError('Die Empfehlung ist noch nicht bestätigt.'),
    );
    const amounts = [];
    for (const [index, email] of emails.slice(0, 3).entries()) {
      const voucherType = ['amazon', 'paypal', 'wunschgutschein'][index] ?? 'amazon';
      amounts.push((await confirmReferral(db, { referredEmail: email, voucherType })).amountCents);
    }
    expect(amounts).toEqual([2500, 2500, 5000]);

    // Paid in the order 2nd, 3rd, 1st: the payments list newest first.
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));
    await payReferral(db, { referredEmail: emails[1] ?? '', publicUrl, now: at(1) });
    await payReferral(db, { referredEmail: emails[2] ?? '', publicUrl, now: at(2) });
    await payReferral(db, { referredEmail: emails[0] ?? '', publicUrl, now: at(3) });
    const payments = (await a.api('GET', '/api/users/referrals/payments')).json().payments;
    expect(
      payments.map((p: { interessent: { vorname: string }; amount: number; voucherType: string }) => [
        p.interessent.vorname,
        p.amount,
        p.voucherType,
      ]),
    ).toEqual([
      ['Carla', 25, 'amazon'],
      ['Emil', 50, 'wunschgutschein'],
      ['Dirk', 25, 'paypal'],
    ]);

    await lastMailTo(t, a.email);
    const all = (await mailsTo(t.dataDir, a.email)).map((mail) => mail.subject);
    expect(
      all.filter((subject) => subject.includes('hat sich über Deine Empfehlung registriert')),
    ).toHaveLength(4);
    // Delivered in one run of the outbox: in no particular order.
    expect(all.filter((subject) => subject.startsWith('Dein Gutschein über')).sort()).toEqual(
      [
        referralTexts.paidSubject(euroText(25)),
        referralTexts.paidSubject(euroText(25)),
        referralTexts.paidSubject(euroText(50)),
      ].sort(),
    );

    // The 4th is still registriert, without payout.
    const list = (await a.api('GET', '/api/users/referrals')).json().referrals;
    expect(list[0]).toMatchObject({ vorname: 'Frida', status: 'registriert', auszahlung: null });
    expect(list).toHaveLength(4);
  });

  it('refuses an unknown voucher and an unknown referred e-mail', async () => {
    const a = await referrer(t);
    const { response, body } = await signUpThrough(t, { referrer: await slugOf(a.api) });
    expect(response.statusCode).toBe(200);
    const { db } = await getDatabase();
    await expect(confirmReferral(db, { referredEmail: body.email, voucherType: 'bargeld' })).rejects.toThrow(
      new OperatorError('„bargeld“ ist kein Gutschein. Erlaubt: amazon, paypal, wunschgutschein.'),
    );
    await expect(
      confirmReferral(db, { referredEmail: 'niemand@example.com', voucherType: 'amazon' }),
    ).rejects.toThrow(new OperatorError('Keine Empfehlung für niemand@example.com gefunden.'));
    await expect(payReferral(db, { referredEmail: 'niemand@example.com', publicUrl })).rejects.toBeInstanceOf(
      OperatorError,
    );
    // A customer who signed up without a referral is no referral.
    await expect(
      confirmReferral(db, { referredEmail: a.email, voucherType: 'amazon' }),
    ).rejects.toBeInstanceOf(OperatorError);
    const [stored] = await storedReferrals(a.user.id);
    expect(stored?.referral.status).toBe('registriert');
    expect(stored?.payment).toBeNull();
  });

  it('confirms a referral only once when confirmed twice at the same time', async () => {
    const a = await referrer(t);
    const { response, body } = await signUpThrough(t, { referrer: await slugOf(a.api) });
    expect(response.statusCode).toBe(200);
    const { db } = await getDatabase();
    const results = await Promise.allSettled([
      confirmReferral(db, { referredEmail: body.email, voucherType: 'amazon' }),
      confirmReferral(db, { referredEmail: body.email, voucherType: 'paypal' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(OperatorError);
    const stored = await storedReferrals(a.user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payment?.amountCents).toBe(2500);
  });
});
