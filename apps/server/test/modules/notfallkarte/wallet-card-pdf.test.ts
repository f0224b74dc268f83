import { describe, expect, it } from 'vitest';
import { contracts } from '../../../src/db/schema';
import { CARD } from '../../../src/modules/notfallkarte/wallet-card-pdf';
import { getDatabase } from '../../helpers/database';
import { readPdf, xrefProblems } from '../../helpers/pdf';
import { clientHeaders, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();
const A4_WIDTH = 595.28;
const MARGIN = 36;

/** A customer with two persons and contracts of the card's lines (the second person's one is Lena's). */
async function household(extraKfz = 0) {
  const customer = await createTestCustomer({
    config: { vertrag_list: true },
    persons: [
      { firstname: 'Max', lastname: 'Karte' },
      { firstname: 'Lena', lastname: 'Karte' },
    ],
  });
  const [max, lena] = customer.persons.map((person) => person.id) as [number, number];
  const { db } = await getDatabase();
  const add = (personId: number, sparte: string, gesellschaft: string, nummer: string) =>
    db
      .insert(contracts)
      .values({ userId: customer.user.id, personId, sparte, gesellschaft, nummer, status: 'A' });
  await add(max, 'kfz', 'HUK-COBURG', 'KFZ-200');
  await add(max, 'hausrat', 'Allianz', 'HR-100');
  await add(lena, 'privathaftpflicht', 'Debeka Allgemeine', 'PHV-500');
  for (let index = 0; index < extraKfz; index += 1) await add(lena, 'kfz', 'HUK-COBURG', `KFZ-X${index}`);
  const token = await loginAs(t.app, customer.email, customer.password);
  return { customer, call: jsonCaller(t.app, token) };
}

async function walletCard(call: ReturnType<typeof jsonCaller>) {
  const response = await call('GET', '/api/notfallkarte/pdf');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(
    /^inline; filename="Notfallkarte-\d{4}-\d{2}-\d{2}\.pdf"$/,
  );
  expect(xrefProblems(response.rawPayload)).toEqual([]);
  return readPdf(response.rawPayload);
}

/** Every text line lies inside the front or the back of a card (cut out, nothing is lost). */
function expectInsideCards(pdf: Awaited<ReturnType<typeof readPdf>>) {
  for (const page of pdf.pages) {
    expect(page.width).toBeCloseTo(A4_WIDTH, 1);
    for (const line of page.lines.filter((each) => each.fontSize < 8)) {
      const side = line.left < MARGIN + CARD.width ? 0 : 1;
      expect(line.left, line.text).toBeGreaterThanOrEqual(MARGIN + side * CARD.width);
      expect(line.right, line.text).toBeLessThanOrEqual(MARGIN + (side + 1) * CARD.width + 0.5);
    }
  }
}

describe('GET /api/notfallkarte/pdf', () => {
  it('prints what the card shows: per person the numbers with the hotline, the adviser and the emergency contact', async () => {
    const { call } = await household();
    await call('PUT', '/api/notfallkarte/kontakt', { name: 'Erika Karte', telefon: '030 1234567' });
    const shown = (await call('GET', '/api/notfallkarte')).json();
    const pdf = await walletCard(call);

    expect(pdf.title).toBe('Notfallkarte');
    expect(pdf.pages).toHaveLength(1);
    const text = pdf.text;
    for (const person of shown.personen) {
      expect(text).toContain(person.name);
      for (const vertrag of person.vertraege) {
        expect(text).toContain(`Nr. ${vertrag.nummer}`);
        expect(text).toContain(vertrag.versicherer);
        if (vertrag.schadenhotline) expect(text).toContain(`Schaden: ${vertrag.schadenhotline}`);
      }
    }
    expect(text).toContain('Kfz · HUK-COBURG · Nr. KFZ-200 · Schaden: 0800 2 485 445');
    expect(text).toContain(shown.berater.name);
    expect(text).toContain('Erika Karte · 030 1234567');
    expect(text).toContain('Notruf 112 · Polizei 110');
    expect(text).toMatch(/Max Karte · Stand: \d{2}\.\d{2}\.\d{4}/);
    expectInsideCards(pdf);
  });

  it('a household that fills more than one card gets as many cards, every line inside one', async () => {
    const { call } = await household(30);
    const pdf = await walletCard(call);
    for (let index = 0; index < 30; index += 1) expect(pdf.text).toContain(`Nr. KFZ-X${index}`);
    expect(pdf.text).toMatch(/Karte 1 von (\d+)/);
    expect(Number(/Karte 1 von (\d+)/.exec(pdf.text)?.[1])).toBeGreaterThan(1);
    expectInsideCards(pdf);
  });

  it("never prints another customer's card", async () => {
    await household();
    const other = await createTestCustomer({ withAgent: false, config: { vertrag_list: true } });
    const token = await loginAs(t.app, other.email, other.password);
    const pdf = await walletCard(jsonCaller(t.app, token));
    expect(pdf.text).not.toContain('KFZ-200');
    expect(pdf.text).toContain('Du bist noch mit keinem Berater verbunden.');
  });

  it('is closed where the card is (config.vertrag_list off: 403) and needs a session (401)', async () => {
    const customer = await createTestCustomer({ config: { vertrag_list: false } });
    const token = await loginAs(t.app, customer.email, customer.password);
    const refused = await jsonCaller(t.app, token)('GET', '/api/notfallkarte/pdf');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'not_permitted' });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/notfallkarte/pdf',
      headers: clientHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
