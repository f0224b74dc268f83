import type { AgencyTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adviserAuditLog } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { deliveredMails, mailsTo } from '../../../helpers/outbox-files';
import { useTestApp } from '../../../helpers/test-app';
import { letterUrl, pdfPages, sendUrl, signedFormPdf, signedTransfer } from './letters.fixtures';
import { berlin } from './transfers.fixtures';

/** POST /api/berater/bestandsuebertragungen/{id}/anschreiben (issue 29, ADR 160). */
const t = useTestApp();
afterEach(() => t.app.clock.set(null));

const contracts = [
  { contractId: 11, versicherer: 'HUK-COBURG', nummer: 'KH-4711-0815', sparte: 'kfz' },
  { contractId: 12, versicherer: 'Allianz', nummer: 'PH-0042-ALZ', sparte: 'privathaftpflicht' },
  { contractId: 13, versicherer: 'HUK-COBURG', nummer: 'HR-99-7', sparte: 'hausrat' },
];
const settings = (email: string) => ({ vermittlernummer: 'VM-1', strasse: '', plz: '', ort: '', email });
const statusOf = (transfer: AgencyTransfer) =>
  Object.fromEntries(transfer.contracts.map((contract) => [contract.nummer, contract.status]));

describe('sending the letter', () => {
  it('by e-mail: the mail with the letter PDF reaches the insurer’s address, that insurer’s contracts are sent today (Berlin), logged and the customer told', async () => {
    const s = await signedTransfer(t.app, contracts);
    const insurer = `wechsel-${s.transfer.id}@huk.example`;
    await s.call('PUT', '/api/berater/versicherer-einstellungen/HUK-COBURG', settings(insurer));
    // 23:30 UTC on 9 Nov is the 10th in Berlin.
    t.app.clock.set(new Date('2026-11-09T23:30:00Z'));

    const response = await s.call('POST', sendUrl(s.transfer.id), {
      versicherer: 'HUK-COBURG',
      weg: 'email',
    });
    expect(response.statusCode, response.body).toBe(200);
    const transfer = response.json<{ transfer: AgencyTransfer }>().transfer;
    expect(statusOf(transfer)).toEqual({
      'KH-4711-0815': 'gesendet',
      'PH-0042-ALZ': 'beantragt',
      'HR-99-7': 'gesendet',
    });
    const sent = transfer.contracts.find((contract) => contract.nummer === 'HR-99-7');
    expect(sent).toMatchObject({ datum: '2026-11-10', gesendetAm: '2026-11-10' });
    expect(sent?.verlauf.map((step) => step.status)).toEqual(['beantragt', 'gesendet']);
    expect(transfer).toMatchObject({
      id: s.transfer.id,
      state: 'offen',
      customer: { id: s.customer.user.id },
    });

    const [mail] = await deliveredMails(t.dataDir, insurer, 'Kim Kunde');
    expect(mail?.subject).toBe('Antrag auf Bestandsübertragung / Betreuerwechsel: Kim Kunde');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.filename).toBe('Anschreiben HUK-COBURG.pdf');
    expect(mail?.attachments[0]?.mimeType).toBe('application/pdf');
    const pages = await pdfPages(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    const formPages = await pdfPages(await signedFormPdf(t.app, s.signedFormId));
    expect(pages.length).toBe(1 + formPages.length);
    expect(pages[0]).toContain('KH-4711-0815');
    expect(pages[0]).not.toContain('PH-0042-ALZ');

    const customerMails = await deliveredMails(t.dataDir, s.customer.email, 'HUK-COBURG');
    expect(customerMails[0]?.text).toContain('Dein Berater hat den Antrag an HUK-COBURG gesendet.');

    const { db } = await getDatabase();
    const log = await db.select().from(adviserAuditLog).where(eq(adviserAuditLog.agencyId, s.agency.id));
    expect(log.filter((entry) => entry.action === 'transfer_sent')).toEqual([
      expect.objectContaining({
        customerId: s.customer.user.id,
        changes: [
          { key: 'transfer.versicherer', before: null, after: 'HUK-COBURG' },
          { key: 'transfer.weg', before: null, after: insurer },
          { key: 'transfer.vertraege', before: null, after: 'KH-4711-0815, HR-99-7' },
          { key: 'transfer.datum', before: null, after: '2026-11-10' },
        ],
      }),
    ]);

    // Sent: a second sending of that letter is the contract's step, not this one.
    const again = await s.call('POST', sendUrl(s.transfer.id), { versicherer: 'HUK-COBURG', weg: 'email' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'transfer_letter_nothing_to_send' });
  });

  it('by post: records the sending without a mail to the insurer', async () => {
    const s = await signedTransfer(t.app, contracts);
    const insurer = `makler-${s.transfer.id}@allianz.example`;
    await s.call('PUT', '/api/berater/versicherer-einstellungen/Allianz', settings(insurer));
    t.app.clock.set(berlin('2026-11-12'));
    const response = await s.call('POST', sendUrl(s.transfer.id), { versicherer: 'Allianz', weg: 'post' });
    expect(response.statusCode, response.body).toBe(200);
    expect(statusOf(response.json().transfer)).toEqual({
      'KH-4711-0815': 'beantragt',
      'PH-0042-ALZ': 'gesendet',
      'HR-99-7': 'beantragt',
    });
    // A mail to the insurer would be enqueued before the customer's in the same transaction.
    await deliveredMails(t.dataDir, s.customer.email, 'Allianz');
    expect(await mailsTo(t.dataDir, insurer)).toEqual([]);
    const { db } = await getDatabase();
    const log = await db.select().from(adviserAuditLog).where(eq(adviserAuditLog.agencyId, s.agency.id));
    expect(log.find((entry) => entry.action === 'transfer_sent')?.changes).toContainEqual({
      key: 'transfer.weg',
      before: null,
      after: 'post',
    });
  });

  it('refuses the e-mail way where no address for broker changes is known (409) and changes nothing', async () => {
    const s = await signedTransfer(t.app, contracts);
    const response = await s.call('POST', sendUrl(s.transfer.id), {
      versicherer: 'HUK-COBURG',
      weg: 'email',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'transfer_letter_no_email',
      message:
        'Für diesen Versicherer ist keine E-Mail-Adresse bekannt. Bitte senden Sie das Anschreiben per Post.',
    });
    const board = await s.call('GET', '/api/berater/bestandsuebertragungen');
    const transfer = board.json<{ transfers: AgencyTransfer[] }>().transfers[0];
    expect(transfer && Object.values(statusOf(transfer))).toEqual(['beantragt', 'beantragt', 'beantragt']);
  });

  it('keeps agencies apart: 404 for another agency’s transfer and for an insurer not in it; 422 for a bad body', async () => {
    const s = await signedTransfer(t.app, contracts);
    const other = await signedTransfer(t.app, contracts);
    const foreign = await other.call('POST', sendUrl(s.transfer.id), { versicherer: 'Allianz', weg: 'post' });
    expect(foreign.statusCode).toBe(404);
    const notIn = await s.call('POST', sendUrl(s.transfer.id), { versicherer: 'AXA', weg: 'post' });
    expect(notIn.statusCode).toBe(404);
    const bad = await s.call('POST', sendUrl(s.transfer.id), { versicherer: 'Allianz', weg: 'fax', x: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining(['weg=>Bitte wählen Sie, ob das Anschreiben per E-Mail oder per Post geht.']),
    );
    expect(await mailsTo(t.dataDir, s.customer.email)).toEqual([]);
    // The letter of the other agency's own transfer still downloads: nothing of either was changed.
    expect((await other.call('GET', letterUrl(other.transfer.id, 'Allianz'))).statusCode).toBe(200);
  });
});
