import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../../src/db/factories';
import { createOverdueRepository } from '../../../../src/modules/workspace/bestandsuebertragungen/overdue-repository';
import { remindOverdueTransfers } from '../../../../src/modules/workspace/bestandsuebertragungen/remind-overdue-transfers';
import { getDatabase } from '../../../helpers/database';
import { queuedMailsTo } from '../../../helpers/reminders';
import { createTestAdviser, createTestApp, useTestApp } from '../../../helpers/test-app';
import { agencyWithAdviser, berlin, customerOf, seedTransfer } from './transfers.fixtures';

/** The agency's reminder of an unanswered transfer letter (issue 29, ADR 164): once per sending. */
const t = useTestApp();
const URL = 'https://portal.example';

async function remind(at: Date) {
  const { db } = await getDatabase();
  return remindOverdueTransfers(createOverdueRepository(db), at, URL);
}

/** An agency with a customer whose two Allianz contracts and one ERGO contract went out on `sentOn`. */
async function sentLetters(sentOn: string, agencyEmail?: string | null) {
  const office = await agencyWithAdviser(t.app);
  const { db } = await getDatabase();
  const agency = agencyEmail === undefined ? office.agency : await createAgent(db, { email: agencyEmail });
  const max = await customerOf(t.app, agency.id);
  const a1 = await max.contract('Allianz', 'A-1');
  const a2 = await max.contract('Allianz', 'A-2');
  const e1 = await max.contract('ERGO', 'E-1');
  const transfer = await seedTransfer({
    userId: max.user.id,
    agencyId: agency.id,
    createdAt: new Date(`${sentOn}T08:00:00Z`),
    contracts: [
      { contractId: a1.id, versicherer: 'Allianz', nummer: 'A-1', status: 'gesendet', gesendetAm: sentOn },
      { contractId: a2.id, versicherer: 'Allianz', nummer: 'A-2', status: 'gesendet', gesendetAm: sentOn },
      { contractId: e1.id, versicherer: 'ERGO', nummer: 'E-1', status: 'rueckfrage', gesendetAm: sentOn },
    ],
  });
  return { office, agency, max, transfer, a1 };
}

describe('the overdue reminder', () => {
  it('goes to the agency once, from 00:00 Berlin on the 43rd day, naming the letter’s contracts', async () => {
    const { agency } = await sentLetters('2026-11-02');
    const to = agency.email ?? '';
    await remind(berlin('2026-12-14', '23:59'));
    expect(await queuedMailsTo(to)).toEqual([]);
    await remind(berlin('2026-12-15', '00:00'));
    const [mail, ...more] = await queuedMailsTo(to);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Bestandsübertragung überfällig: Max Mustermann bei Allianz');
    expect(mail?.text).toContain(
      'Allianz hat auf den Antrag vom 02.11.2026 für Max Mustermann (Verträge A-1, A-2) seit sechs Wochen nicht geantwortet.',
    );
    expect(mail?.text).toContain(`${URL}/#/berater/bestandsuebertragungen`);
    // Never twice: later runs of the day, the next days.
    await remind(berlin('2026-12-15', '09:00'));
    await remind(berlin('2027-01-20', '09:00'));
    expect(await queuedMailsTo(to)).toHaveLength(1);
  });

  it('catches up a missed day, and sends once with two workers at the same time', async () => {
    const { agency } = await sentLetters('2026-09-01');
    const at = berlin('2026-11-01', '06:00');
    await Promise.all([remind(at), remind(at)]);
    expect(await queuedMailsTo(agency.email ?? '')).toHaveLength(1);
  });

  it('reminds again for a letter sent again, six weeks after that sending', async () => {
    const { office, agency, transfer, a1 } = await sentLetters('2026-11-02');
    await remind(berlin('2026-12-16'));
    t.app.clock.set(berlin('2026-12-18'));
    try {
      const again = await office.call(
        'PUT',
        `/api/berater/bestandsuebertragungen/${transfer.id}/vertraege/${a1.id}`,
        { status: 'gesendet' },
      );
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      t.app.clock.set(null);
    }
    await remind(berlin('2027-01-29', '23:00'));
    const to = agency.email ?? '';
    expect(await queuedMailsTo(to)).toHaveLength(1);
    await remind(berlin('2027-01-30', '00:00'));
    const mails = await queuedMailsTo(to);
    expect(mails).toHaveLength(2);
    // A-2's letter of 2 November was reminded already; the new one names A-1 alone.
    expect(mails[1]?.text).toContain('Antrag vom 18.12.2026 für Max Mustermann (Verträge A-1)');
  });

  it('goes to each adviser of an agency without an address of its own', async () => {
    const { agency } = await sentLetters('2026-11-02', null);
    const first = await createTestAdviser({ agencyId: agency.id });
    const second = await createTestAdviser({ agencyId: agency.id });
    await remind(berlin('2026-12-15'));
    expect(await queuedMailsTo(first.email)).toHaveLength(1);
    expect(await queuedMailsTo(second.email)).toHaveLength(1);
  });

  it('runs in the reminder worker: after the test clock moves, the mail is queued', async () => {
    const app = await createTestApp({
      TEST_CLOCK: 'true',
      REMINDER_WORKER: 'true',
      REMINDER_INTERVAL_SECONDS: '3600',
    });
    try {
      const { agency } = await sentLetters('2027-03-01');
      const moved = await app.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { now: '2027-04-13T00:00:00+02:00' },
      });
      expect(moved.statusCode).toBe(200);
      expect(await queuedMailsTo(agency.email ?? '')).toHaveLength(1);
      await app.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now: null } });
    } finally {
      await app.app.close();
    }
  });
});
