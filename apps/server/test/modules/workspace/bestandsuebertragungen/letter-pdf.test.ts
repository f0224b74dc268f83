import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adviserAuditLog,
  bestandsuebertragungen,
  bestandsuebertragungVertraege,
} from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { clientHeaders, useTestApp } from '../../../helpers/test-app';
import { letterUrl, pdfPages, signedFormPdf, signedTransfer } from './letters.fixtures';

/** GET /api/berater/bestandsuebertragungen/{id}/anschreiben.pdf (issue 29, ADR 160), read by pdftotext. */
const t = useTestApp();

const contracts = [
  { contractId: 11, versicherer: 'HUK-COBURG', nummer: 'KH-4711-0815', sparte: 'kfz' },
  { contractId: 12, versicherer: 'Allianz', nummer: 'PH-0042-ALZ', sparte: 'privathaftpflicht' },
  { contractId: 13, versicherer: 'HUK-COBURG', nummer: 'HR-99-7', sparte: 'hausrat' },
];

describe('the letter to one insurer', () => {
  it('names the customer’s date of birth, every contract at that insurer and none of another, the agency’s register and intermediary numbers, with the signed Vollmacht appended', async () => {
    const s = await signedTransfer(t.app, contracts);
    const saved = await s.call('PUT', '/api/berater/versicherer-einstellungen/HUK-COBURG', {
      vermittlernummer: 'VM-77/123',
      strasse: '',
      plz: '',
      ort: '',
      email: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await s.call('GET', letterUrl(s.transfer.id, 'HUK-COBURG'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Anschreiben HUK-COBURG.pdf');
    const pages = await pdfPages(response.rawPayload);
    const formPages = await pdfPages(await signedFormPdf(t.app, s.signedFormId));
    expect(formPages.length).toBeGreaterThan(0);
    // The letter's own page(s), then exactly the signed form's pages.
    expect(pages.length).toBe(1 + formPages.length);
    expect(pages.slice(1)).toEqual(formPages);

    const letter = pages[0] ?? '';
    expect(letter).toContain('Antrag auf Bestandsübertragung / Betreuerwechsel');
    expect(letter).toContain('14.03.1985');
    expect(letter).toContain('Kim Kunde');
    expect(letter).toContain('KH-4711-0815');
    expect(letter).toContain('HR-99-7');
    expect(letter).not.toContain('PH-0042-ALZ');
    expect(letter).toContain(s.registernummer);
    expect(letter).toContain('VM-77/123');
    // The insurers' table gives HUK-COBURG's postal address.
    expect(letter).toContain('Bahnhofsplatz');
    expect(letter).toContain('96444 Coburg');
    expect(letter).toContain('Sehr geehrte Damen und Herren,');
    expect(letter).toContain('Mit freundlichen Grüßen');
    expect(letter).toContain('Anlage: Vollmacht des Versicherungsnehmers');

    const other = await pdfPages((await s.call('GET', letterUrl(s.transfer.id, 'Allianz'))).rawPayload);
    expect(other[0]).toContain('PH-0042-ALZ');
    expect(other[0]).not.toContain('KH-4711-0815');
    expect(other[0]).not.toContain('VM-77/123');
    expect(other[0]).toContain('Königinstraße 28');
    // Addressed to the legal entity the insurers list names for the contract's 'Allianz'.
    expect(other[0]).toMatch(/^\s*Allianz Versicherungs-AG {2,}|^\s*Allianz Versicherungs-AG$/m);
  });

  it('takes the agency’s own address for an insurer outside the table, and refuses one without any (409)', async () => {
    const s = await signedTransfer(t.app, [
      { contractId: 21, versicherer: 'Kleine Kasse am Ort VVaG', nummer: 'KK-1' },
    ]);
    const url = letterUrl(s.transfer.id, 'Kleine Kasse am Ort VVaG');
    const none = await s.call('GET', url);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: 'transfer_letter_no_address' });
    await s.call(
      'PUT',
      `/api/berater/versicherer-einstellungen/${encodeURIComponent('Kleine Kasse am Ort VVaG')}`,
      {
        vermittlernummer: '',
        strasse: 'Marktplatz 3',
        plz: '01067',
        ort: 'Dresden',
        email: '',
      },
    );
    const letter = await s.call('GET', url);
    expect(letter.statusCode, letter.body).toBe(200);
    expect((await pdfPages(letter.rawPayload))[0]).toContain('01067 Dresden');
  });

  it('asks only for the data under a Datenauskunft', async () => {
    const s = await signedTransfer(t.app, contracts, { level: 'datenauskunft' });
    const [letter] = await pdfPages((await s.call('GET', letterUrl(s.transfer.id, 'HUK-COBURG'))).rawPayload);
    expect(letter).toContain('Bitte um Auskunft zu bestehenden Versicherungsverträgen');
    expect(letter).not.toContain('Bestandsübertragung');
  });

  it('lists ten contracts on letter pages of their own, the Vollmacht after them', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      contractId: 100 + index,
      versicherer: 'AXA',
      nummer: `AXA-${1000 + index}`,
      sparte: 'hausrat',
    }));
    const s = await signedTransfer(t.app, many);
    const pages = await pdfPages((await s.call('GET', letterUrl(s.transfer.id, 'AXA'))).rawPayload);
    const formPages = await pdfPages(await signedFormPdf(t.app, s.signedFormId));
    const letterPages = pages.slice(0, pages.length - formPages.length).join('\n');
    for (const contract of many) expect(letterPages).toContain(contract.nummer);
    expect(pages.slice(-formPages.length)).toEqual(formPages);
  });

  it('is a 404 for another agency’s transfer, an insurer not in it and an id that names nothing', async () => {
    const s = await signedTransfer(t.app, contracts);
    const other = await signedTransfer(t.app, contracts);
    expect((await other.call('GET', letterUrl(s.transfer.id, 'HUK-COBURG'))).statusCode).toBe(404);
    const foreign = await s.call('GET', letterUrl(s.transfer.id, 'AXA'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'could_not_find_transfer' });
    expect((await s.call('GET', letterUrl(2_147_483_648, 'AXA'))).statusCode).toBe(404);
    expect(
      (await s.call('GET', '/api/berater/bestandsuebertragungen/x/anschreiben.pdf?versicherer=AXA'))
        .statusCode,
    ).toBe(404);
    const blank = await s.call('GET', letterUrl(s.transfer.id, ' '));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([
      'versicherer=>Bitte geben Sie einen Versicherer dieser Übertragung an.',
    ]);
    expect((await s.customer.call('GET', letterUrl(s.transfer.id, 'HUK-COBURG'))).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: letterUrl(s.transfer.id, 'HUK-COBURG'),
      headers: clientHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes nothing: no status, no step, no log entry', async () => {
    const s = await signedTransfer(t.app, contracts);
    const { db } = await getDatabase();
    const state = async () => ({
      contracts: await db
        .select()
        .from(bestandsuebertragungVertraege)
        .where(eq(bestandsuebertragungVertraege.transferId, s.transfer.id)),
      log: await db.select().from(adviserAuditLog).where(eq(adviserAuditLog.agencyId, s.agency.id)),
    });
    const before = await state();
    for (let i = 0; i < 2; i += 1)
      expect((await s.call('GET', letterUrl(s.transfer.id, 'HUK-COBURG'))).statusCode).toBe(200);
    expect(await state()).toEqual(before);
  });

  it('is refused while the mandate is unsigned and after a withdrawal (409)', async () => {
    const s = await signedTransfer(t.app, contracts);
    const { db } = await getDatabase();
    const url = letterUrl(s.transfer.id, 'HUK-COBURG');
    await db
      .update(bestandsuebertragungen)
      .set({ status: 'zu_unterschreiben', signedFormId: null })
      .where(eq(bestandsuebertragungen.id, s.transfer.id));
    expect((await s.call('GET', url)).json()).toMatchObject({ error: 'transfer_not_signed' });
    await db
      .update(bestandsuebertragungen)
      .set({ status: 'zurueckgezogen' })
      .where(eq(bestandsuebertragungen.id, s.transfer.id));
    const withdrawn = await s.call('GET', url);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toMatchObject({ error: 'transfer_withdrawn' });
  });
});
