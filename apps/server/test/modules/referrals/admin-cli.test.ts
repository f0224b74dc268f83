import { randomUUID } from 'node:crypto';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../../src/db/factories';
import { referralPayments, referrals, referralTiers } from '../../../src/db/schema';
import { adminCli } from '../../helpers/admin-cli';
import { mailsTo } from '../../helpers/outbox-files';
import { euroText } from './referrals.fixtures';

/** The referral admin commands as an operator runs them (`npm run admin -- …`), against their own data folder. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const cli = adminCli('kp-admin-referrals');
const { dataDir } = cli;
const admin = cli.run;
const withDatabase = cli.withDatabase;

const signupCode = `empf-admin-${randomUUID().slice(0, 8)}`;
const referrerEmail = `empfehler-${randomUUID()}@example.com`;
const confirmedEmail = `lena-${randomUUID()}@example.com`;
const openEmail = `jonas-${randomUUID()}@example.com`;
let agentId = 0;
const referralIds: Record<string, number> = {};

beforeAll(async () => {
  await withDatabase(async (db) => {
    agentId = (await createAgent(db, { signupCode })).id;
    const anna = await createCustomer(db, {
      email: referrerEmail,
      firstName: 'Anna',
      scryptLogN: 10,
      agentId,
      features: { referrals: true },
    });
    for (const [email, firstName] of [
      [confirmedEmail, 'Lena'],
      [openEmail, 'Jonas'],
    ] as const) {
      const friend = await createCustomer(db, {
        email,
        firstName,
        lastName: 'Schulz',
        scryptLogN: 10,
        agentId,
      });
      const [referral] = await db
        .insert(referrals)
        .values({ referrerUserId: anna.user.id, referredUserId: friend.user.id, agentId })
        .returning();
      referralIds[email] = referral?.id ?? 0;
    }
  });
}, 60_000);

const tiersOf = () =>
  withDatabase((db) =>
    db
      .select({ minCount: referralTiers.minCount, valueCents: referralTiers.valueCents })
      .from(referralTiers)
      .where(eq(referralTiers.agentId, agentId))
      .orderBy(asc(referralTiers.minCount)),
  );

describe('npm run admin -- referral-tiers', () => {
  it('sets and prints the tiers; a bad tier string stops with exit code 1 and a German message, changing nothing', async () => {
    const set = await admin(['referral-tiers', '--agent', signupCode.toUpperCase(), '--tiers', '3:50, 1:25']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout.trim()).toBe(`Auszahlungsstufen von Berater ${agentId}: ab 1: 25,00 €; ab 3: 50,00 €`);

    const bad = await admin(['referral-tiers', '--agent', String(agentId), '--tiers', '1:25,3:fünfzig']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      '„3:fünfzig“ ist keine Stufe der Form anzahl:euro (z. B. 1:25 oder 3:12.50; Stufen durch Komma getrennt).',
    );
    expect(await tiersOf()).toEqual([
      { minCount: 1, valueCents: 2500 },
      { minCount: 3, valueCents: 5000 },
    ]);
  }, 120_000);
});

describe('npm run admin -- referral-confirm / referral-payout', () => {
  it('refuses bad arguments before touching the database', async () => {
    const results = await Promise.all([
      admin(['referral-confirm', '--email', confirmedEmail]),
      admin(['referral-confirm', '--email', confirmedEmail, '--voucher', 'amazon', '--bonus', 'viel']),
      admin(['referral-payout']),
    ]);
    const messages = [
      'referral-confirm braucht --email und --voucher',
      '--bonus ist ein Euro-Betrag ab 0',
      'referral-payout braucht --email',
    ];
    for (const [index, result] of results.entries()) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(messages[index]);
    }
  }, 120_000);

  it('confirms with the tier value and bonus, pays out and mails the referrer; a payout before confirming is refused', async () => {
    const confirm = await admin([
      'referral-confirm',
      '--email',
      confirmedEmail,
      '--voucher',
      'amazon',
      '--bonus',
      '5,5',
    ]);
    expect(confirm.code, confirm.stderr).toBe(0);
    expect(confirm.stdout.trim()).toBe(
      `Empfehlung ${referralIds[confirmedEmail]} bestätigt: Auszahlung 30,50 € (noch nicht ausgezahlt)`,
    );

    const payout = await admin(['referral-payout', '--email', confirmedEmail]);
    expect(payout.code, payout.stderr).toBe(0);
    expect(payout.stdout).toMatch(
      new RegExp(
        `^Gutschein der Empfehlung ${referralIds[confirmedEmail]} über ${euroText(30.5)} ausgezahlt; [1-9]\\d* Nachricht\\(en\\) zugestellt$`,
        'm',
      ),
    );
    const mails = await mailsTo(dataDir, referrerEmail);
    expect(mails.map((mail) => mail.subject)).toEqual([referralTexts.paidSubject(euroText(30.5))]);
    expect(mails[0]?.text.trim()).toMatch(
      new RegExp(
        `^${escapeRegExp(referralTexts.paidText('Anna', euroText(30.5), 'Amazon-Gutschein', 'Lena Schulz'))}\\n\\nDiese E-Mail möchtest Du nicht mehr bekommen\\? Deine Benachrichtigungen: https?://[^ ]+/#/app/MeinKonto/benachrichtigungen$`,
      ),
    );

    const early = await admin(['referral-payout', '--email', openEmail]);
    expect(early.code).toBe(1);
    expect(early.stderr.trim()).toBe('Die Empfehlung ist noch nicht bestätigt.');

    const [payment] = await withDatabase((db) =>
      db
        .select()
        .from(referralPayments)
        .where(eq(referralPayments.referralId, referralIds[confirmedEmail] ?? 0)),
    );
    expect(payment).toMatchObject({ amountCents: 2500, bonusCents: 550, voucherType: 'amazon' });
    expect(payment?.paidAt).toBeInstanceOf(Date);
    const open = await withDatabase((db) =>
      db
        .select()
        .from(referralPayments)
        .where(eq(referralPayments.referralId, referralIds[openEmail] ?? 0)),
    );
    expect(open).toEqual([]);
  }, 120_000);
});
