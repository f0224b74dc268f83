import { describe, expect, it } from 'vitest';
import {
  CONTRACT_FLAGS,
  contractOf,
  contractsApi,
  createContractCustomer,
  hausrat,
} from '../../helpers/contracts';
import { readPdf, xrefProblems } from '../../helpers/pdf';
import { authHeaders, createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

async function fetchPdf(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/contracts/vertragsspiegel.pdf',
    headers: authHeaders(token),
  });
}

describe('GET /api/contracts/vertragsspiegel.pdf', () => {
  it('is an A4 PDF listing every contract per person with insurer, number, premium per month, deadlines and totals', async () => {
    const c = await createContractCustomer(t.app);
    const hr = contractOf(await c.api.create(hausrat(c.mainId)));
    await c.api.create(
      hausrat(c.secondId, {
        sparte: 'kfz',
        label: 'Škoda – Zweitwagen',
        gesellschaft: 'HUK-COBURG',
        nummer: 'KFZ-Ä-42',
        beitrag: '600,00',
        zahlungsweise: 1,
      }),
    );
    await c.api.create(
      hausrat(c.mainId, { sparte: 'reise', label: 'Reise', beitrag: 79, zahlungsweise: 9999, nummer: 'R-1' }),
    );
    const response = await fetchPdf(c.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(xrefProblems(bytes)).toEqual([]);
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Vertragsspiegel');
    expect(Math.round(pdf.pages[0]?.width ?? 0)).toBe(595);
    const text = pdf.text.replaceAll('\u00a0', ' ');
    for (const expected of [
      'Vertragsspiegel',
      'Haushalt Hanna Haupt',
      'Hanna Haupt',
      'Jonas Haupt',
      'Hausrat Wohnung',
      'Allianz Versicherungs-AG',
      'Nr. HR-100-200',
      '12,50 € / Monat',
      `kündbar bis ${(hr.kuendbar_bis as string).split('-').reverse().join('.')}`,
      'Škoda – Zweitwagen',
      'Nr. KFZ-Ä-42',
      '50,00 € / Monat',
      '600,00 € jährlich',
      'Haushalt gesamt: 62,50 € im Monat, 750,00 € im Jahr',
      'Einmalbeiträge (nicht in den Summen): Reise (79,00 €)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints names in any script (embedded font) and breaks 60 contracts over pages', async () => {
    const customer = await createTestCustomer({
      config: CONTRACT_FLAGS,
      persons: [{ firstname: 'Zoë', lastname: 'Ωμέγα-Łukasiewicz Юлия 山田' }],
    });
    const token = await loginAs(t.app, customer.email, customer.password);
    const api = contractsApi(t.app, token);
    const mainId = customer.persons[0]?.id ?? 0;
    for (let index = 0; index < 60; index += 1) {
      expect(
        (await api.create(hausrat(mainId, { label: `Vertrag ${index + 1} – Ünïcödé`, nummer: `N-${index}` })))
          .statusCode,
      ).toBe(201);
    }
    const pdf = await readPdf((await fetchPdf(token)).rawPayload);
    // DejaVu Sans has no CJK glyphs: such characters print as '?', never as empty boxes.
    expect(pdf.text).toContain('Zoë Ωμέγα-Łukasiewicz Юлия ??');
    expect(pdf.pages.length).toBeGreaterThan(1);
    expect(pdf.text).toContain('Vertrag 60 – Ünïcödé');
    expect(pdf.text).toContain(`Seite ${pdf.pages.length} von ${pdf.pages.length}`);
  });

  it('needs vertragsspiegel_pdf with the list, and is empty-safe', async () => {
    const without = await createContractCustomer(t.app, { vertrag_list: true });
    expect((await fetchPdf(without.token)).statusCode).toBe(403);
    const empty = await createContractCustomer(t.app);
    const pdf = await readPdf((await fetchPdf(empty.token)).rawPayload);
    expect(pdf.text).toContain('Es sind noch keine Verträge hinterlegt.');
  });
});
