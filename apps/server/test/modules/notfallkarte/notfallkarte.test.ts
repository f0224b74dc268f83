import { describe, expect, it } from 'vitest';
import { agencyInsurerSettings, contracts } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { clientHeaders, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

/** A customer with two persons and contracts of several Sparten; the second one is Lena's. */
async function household() {
  const customer = await createTestCustomer({
    config: { vertrag_list: true },
    persons: [
      { firstname: 'Max', lastname: 'Notfall' },
      { firstname: 'Lena', lastname: 'Notfall' },
    ],
  });
  const [max, lena] = customer.persons.map((person) => person.id) as [number, number];
  const { db } = await getDatabase();
  const add = (personId: number, sparte: string, gesellschaft: string, nummer: string, status = 'A') =>
    db.insert(contracts).values({ userId: customer.user.id, personId, sparte, gesellschaft, nummer, status });
  await add(max, 'hausrat', 'Allianz', 'HR-100');
  await add(max, 'kfz', 'HUK-COBURG', 'KFZ-200');
  await add(max, 'private_rente', 'Allianz', 'RV-300');
  await add(max, 'unfall', 'AXA', 'U-400', 'I');
  await add(lena, 'privathaftpflicht', 'Debeka Allgemeine', 'PHV-500');
  const token = await loginAs(t.app, customer.email, customer.password);
  return { customer, max, lena, call: jsonCaller(t.app, token) };
}

describe('GET /api/notfallkarte', () => {
  it("shows per person the active contracts of the card's lines with number and hotline, and the adviser", async () => {
    const { customer, max, lena, call } = await household();
    const response = await call('GET', '/api/notfallkarte');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      personen: [
        {
          personId: max,
          name: 'Max Notfall',
          vertraege: [
            { sparte: 'Kfz', versicherer: 'HUK-COBURG', nummer: 'KFZ-200', schadenhotline: '0800 2 485 445' },
            { sparte: 'Hausrat', versicherer: 'Allianz', nummer: 'HR-100', schadenhotline: null },
          ],
        },
        {
          personId: lena,
          name: 'Lena Notfall',
          vertraege: [
            {
              sparte: 'Haftpflicht',
              versicherer: 'Debeka Allgemeine',
              nummer: 'PHV-500',
              schadenhotline: '0800 888008222',
            },
          ],
        },
      ],
      berater: {
        name: `${customer.agent?.vorname} ${customer.agent?.name}`,
        telefon: customer.agent?.phone ?? null,
        mobil: customer.agent?.mobile ?? null,
      },
    });
  });

  it("never shows another customer's persons or contracts", async () => {
    const first = await household();
    const second = await createTestCustomer({ withAgent: false, config: { vertrag_list: true } });
    const token = await loginAs(t.app, second.email, second.password);
    const card = (await jsonCaller(t.app, token)('GET', '/api/notfallkarte')).json();
    expect(card).toEqual({
      personen: [{ personId: second.persons[0]?.id, name: expect.any(String), vertraege: [] }],
      berater: null,
    });
    expect(JSON.stringify(card)).not.toContain('KFZ-200');
    expect(card.personen[0].personId).not.toBe(first.max);
  });

  it("shows the hotline the customer's agency entered for an insurer over the table's, not another agency's", async () => {
    const { customer, call } = await household();
    const other = await household();
    const { db } = await getDatabase();
    const agencyId = customer.agent?.id as number;
    await db.insert(agencyInsurerSettings).values([
      { agencyId, versicherer: 'huk-coburg', schadenhotline: '0800 111 222' },
      { agencyId, versicherer: 'Allianz', schadenhotline: '089 333 444' },
      {
        agencyId: other.customer.agent?.id as number,
        versicherer: 'Debeka Allgemeine',
        schadenhotline: '0800 999',
      },
    ]);
    const card = (await call('GET', '/api/notfallkarte')).json();
    expect(
      card.personen[0].vertraege.map((v: { schadenhotline: string | null }) => v.schadenhotline),
    ).toEqual(['0800 111 222', '089 333 444']);
    expect(card.personen[1].vertraege[0].schadenhotline).toBe('0800 888008222');
  });

  it('is closed where the contract list is (config.vertrag_list off: 403)', async () => {
    const customer = await createTestCustomer({ config: { vertrag_list: false } });
    const token = await loginAs(t.app, customer.email, customer.password);
    const response = await jsonCaller(t.app, token)('GET', '/api/notfallkarte');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'not_permitted' });
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notfallkarte', headers: clientHeaders });
    expect(response.statusCode).toBe(401);
  });
});
