import type { AgencyTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adviserAuditLog, contracts } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { queuedMailsTo } from '../../../helpers/reminders';
import { useTestApp } from '../../../helpers/test-app';
import { agencyWithAdviser, berlin, customerOf, seedTransfer } from './transfers.fixtures';

/** PUT /api/berater/bestandsuebertragungen/{id}/vertraege/{contractId}: the insurer's answers (issue 29). */
const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });
afterEach(() => t.app.clock.set(null));

type Office = Awaited<ReturnType<typeof agencyWithAdviser>>;

const put = (office: Office, id: number, contractId: number, body: unknown) =>
  office.call('PUT', `/api/berater/bestandsuebertragungen/${id}/vertraege/${contractId}`, body);

async function ok(response: Awaited<ReturnType<typeof put>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ transfer: AgencyTransfer }>().transfer;
}

async function auditActions(agencyId: number, customerId: number) {
  const { db } = await getDatabase();
  const rows = await db
    .select({ action: adviserAuditLog.action, changes: adviserAuditLog.changes })
    .from(adviserAuditLog)
    .where(and(eq(adviserAuditLog.agencyId, agencyId), eq(adviserAuditLog.customerId, customerId)))
    .orderBy(adviserAuditLog.id);
  return rows;
}

async function betreuungOf(contractId: number) {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ betreuung: contracts.betreuung })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row?.betreuung;
}

/** A customer of a new agency with two contracts in a requested Maklermandat transfer. */
async function requested(
  options: {
    level?: 'maklermandat' | 'datenauskunft';
    status?: 'beantragt' | 'zu_unterschreiben' | 'zurueckgezogen';
  } = {},
) {
  const office = await agencyWithAdviser(t.app);
  const max = await customerOf(t.app, office.agency.id);
  const huk = await max.contract('HUK-COBURG', 'H-1');
  const ergo = await max.contract('ERGO', 'E-1');
  const transfer = await seedTransfer({
    userId: max.user.id,
    agencyId: office.agency.id,
    level: options.level,
    status: options.status,
    createdAt: new Date('2026-10-30T09:00:00Z'),
    contracts: [
      { contractId: huk.id, versicherer: 'HUK-COBURG', nummer: 'H-1', sparte: 'hausrat' },
      { contractId: ergo.id, versicherer: 'ERGO', nummer: 'E-1', sparte: null },
    ],
  });
  return { office, max, huk, ergo, transfer };
}

describe('recording the insurer’s answers', () => {
  it('sends, confirms (the contract becomes this broker’s), refuses, with history, audit and the customer’s mails', async () => {
    const { office, max, huk, ergo, transfer } = await requested();
    t.app.clock.set(berlin('2026-11-02', '10:00'));
    const sent = await ok(await put(office, transfer.id, huk.id, { status: 'gesendet' }));
    expect(sent.contracts[0]).toMatchObject({
      status: 'gesendet',
      datum: '2026-11-02',
      gesendetAm: '2026-11-02',
      verlauf: [
        { status: 'beantragt', datum: '2026-10-30', notiz: null, erfasstAm: '2026-10-30' },
        { status: 'gesendet', datum: '2026-11-02', notiz: null, erfasstAm: '2026-11-02' },
      ],
    });
    expect(sent.state).toBe('offen');
    await ok(await put(office, transfer.id, ergo.id, { status: 'gesendet', notiz: ' per Post ' }));

    t.app.clock.set(berlin('2026-11-20', '10:00'));
    const confirmed = await ok(
      await put(office, transfer.id, huk.id, { status: 'bestaetigt', datum: '2026-12-01' }),
    );
    // The broker's start lies ahead; the confirmation is recorded today, in the answer and the customer's.
    expect(confirmed.contracts[0]).toMatchObject({
      status: 'bestaetigt',
      datum: '2026-12-01',
      erfasstAm: '2026-11-20',
      gesendetAm: '2026-11-02',
    });
    expect(confirmed.contracts[0]?.verlauf.at(-1)).toEqual({
      status: 'bestaetigt',
      datum: '2026-12-01',
      notiz: null,
      erfasstAm: '2026-11-20',
    });
    const customers = await max.call('GET', '/api/bestandsuebertragung');
    expect(customers.statusCode, customers.body).toBe(200);
    expect(customers.json().transfers[0].contracts[0]).toMatchObject({
      datum: '2026-12-01',
      erfasstAm: '2026-11-20',
      verlauf: confirmed.contracts[0]?.verlauf,
    });
    expect(confirmed.state).toBe('wartet');
    expect(await betreuungOf(huk.id)).toBe('makler');
    expect(await betreuungOf(ergo.id)).toBe('anderer_vermittler');

    const refused = await ok(
      await put(office, transfer.id, ergo.id, { status: 'abgelehnt', notiz: 'Vertrag ist gekündigt.' }),
    );
    expect(refused.contracts[1]).toMatchObject({
      status: 'abgelehnt',
      notiz: 'Vertrag ist gekündigt.',
      datum: '2026-11-20',
    });
    expect(refused.state).toBe('erledigt');
    expect(await betreuungOf(ergo.id)).toBe('anderer_vermittler');

    expect((await auditActions(office.agency.id, max.user.id)).map((entry) => entry.action)).toEqual([
      'transfer_sent',
      'transfer_sent',
      'transfer_confirmed',
      'transfer_refused',
    ]);
    const [, , confirmation] = await auditActions(office.agency.id, max.user.id);
    expect(confirmation?.changes).toEqual([
      { key: 'transfer.vertrag', before: null, after: 'HUK-COBURG H-1' },
      { key: 'transfer.status', before: 'gesendet', after: 'bestaetigt' },
      { key: 'transfer.datum', before: '2026-11-02', after: '2026-12-01' },
    ]);
    const subjects = (await queuedMailsTo(max.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      'Bestandsübertragung bei HUK-COBURG: an Versicherer gesendet',
      'Bestandsübertragung bei ERGO: an Versicherer gesendet',
      'Bestandsübertragung bei HUK-COBURG: bestätigt',
      'Bestandsübertragung bei ERGO: abgelehnt',
    ]);
  });

  it('saves the step but mails nobody when the customer turned transfer_status off', async () => {
    const { office, max, huk, transfer } = await requested();
    const off = await max.call('POST', '/api/notifications', {
      notificationRules: [{ triggerEvent: 'transfer_status', active: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    t.app.clock.set(berlin('2026-11-02'));
    await ok(await put(office, transfer.id, huk.id, { status: 'gesendet' }));
    expect(await queuedMailsTo(max.email)).toEqual([]);
    expect((await auditActions(office.agency.id, max.user.id)).map((entry) => entry.action)).toEqual([
      'transfer_sent',
    ]);
  });

  it('leaves who looks after a contract as it is when a Datenauskunft is answered', async () => {
    const { office, huk, transfer } = await requested({ level: 'datenauskunft' });
    t.app.clock.set(berlin('2026-11-02'));
    await ok(await put(office, transfer.id, huk.id, { status: 'gesendet' }));
    const answered = await ok(await put(office, transfer.id, huk.id, { status: 'bestaetigt' }));
    expect(answered.contracts[0]).toMatchObject({ status: 'bestaetigt', datum: '2026-11-02' });
    expect(await betreuungOf(huk.id)).toBe('anderer_vermittler');
  });

  it('refuses a step the status machine does not allow with its 409, and stores nothing', async () => {
    const { office, huk, ergo, transfer } = await requested();
    t.app.clock.set(berlin('2026-11-02'));
    const early = await put(office, transfer.id, huk.id, { status: 'bestaetigt', datum: '2026-12-01' });
    expect([early.statusCode, early.json().error]).toEqual([409, 'transfer_step_not_allowed']);
    await ok(await put(office, transfer.id, huk.id, { status: 'gesendet' }));
    await ok(await put(office, transfer.id, huk.id, { status: 'abgelehnt', notiz: 'nein' }));
    for (const body of [{ status: 'gesendet' }, { status: 'rueckfrage', notiz: 'doch?' }]) {
      const back = await put(office, transfer.id, huk.id, body);
      expect([back.statusCode, back.json().error]).toEqual([409, 'transfer_contract_final']);
    }
    const after = await ok(await put(office, transfer.id, ergo.id, { status: 'gesendet' }));
    expect(after.contracts[0]?.verlauf.map((step) => step.status)).toEqual([
      'beantragt',
      'gesendet',
      'abgelehnt',
    ]);

    for (const status of ['zu_unterschreiben', 'zurueckgezogen'] as const) {
      const other = await requested({ status });
      const refused = await put(other.office, other.transfer.id, other.huk.id, { status: 'gesendet' });
      expect([refused.statusCode, refused.json().error]).toEqual([
        409,
        status === 'zu_unterschreiben' ? 'transfer_not_signed' : 'transfer_withdrawn',
      ]);
    }
  });

  it('checks the step’s day against the contract’s last step and today', async () => {
    const { office, huk, transfer } = await requested();
    t.app.clock.set(berlin('2026-11-02'));
    const before = await put(office, transfer.id, huk.id, { status: 'gesendet', datum: '2026-10-29' });
    expect([before.statusCode, before.json().errors]).toEqual([
      422,
      ['datum=>Das Datum darf nicht vor dem 30.10.2026 liegen.'],
    ]);
    const ahead = await put(office, transfer.id, huk.id, { status: 'gesendet', datum: '2026-11-03' });
    expect(ahead.statusCode).toBe(422);
    const missing = await put(office, transfer.id, huk.id, { status: 'bestaetigt' });
    expect([missing.statusCode, missing.json().errors]).toEqual([
      422,
      ['datum=>Bitte geben Sie an, ab wann Sie den Vertrag betreuen.'],
    ]);
  });
});
