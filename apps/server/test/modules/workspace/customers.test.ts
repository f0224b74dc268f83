import { CUSTOMER_SEARCH_MAX } from '@kundenportal/domain/workspace/customers';
import { describe, expect, it } from 'vitest';
import { createAgent, createPerson } from '../../../src/db/factories';
import { contracts } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp();

/** An agency with an adviser and two customers, and a second agency with its own customer and adviser. */
async function twoAgencies() {
  const { db } = await getDatabase();
  const agency = await createAgent(db);
  const other = await createAgent(db, { vorname: 'Sonja', name: 'Keller' });
  const adviser = await createTestAdviser({ agencyId: agency.id });
  const otherAdviser = await createTestAdviser({ agencyId: other.id });
  const tag = crypto.randomUUID().slice(0, 8);
  const anna = await createTestCustomer({
    withAgent: false,
    agentId: agency.id,
    firstName: 'Anna',
    lastName: `Zander${tag}`,
  });
  const bernd = await createTestCustomer({
    withAgent: false,
    agentId: agency.id,
    firstName: 'Bernd',
    lastName: `Adler${tag}`,
  });
  const foreign = await createTestCustomer({
    withAgent: false,
    agentId: other.id,
    firstName: 'Jonas',
    lastName: `Weber${tag}`,
  });
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const otherCall = jsonCaller(t.app, await loginAsAdviser(t.app, otherAdviser.email, otherAdviser.password));
  return { agency, adviser, anna, bernd, foreign, call, otherCall, tag };
}

async function addContract(customer: { user: { id: number }; persons: { id: number }[] }) {
  const { db } = await getDatabase();
  const personId = customer.persons[0]?.id;
  if (personId === undefined) throw new Error('no person');
  const [row] = await db
    .insert(contracts)
    .values({ userId: customer.user.id, personId, sparte: 'hausrat', gesellschaft: 'Allianz', beitrag: 12.5 })
    .returning();
  if (!row) throw new Error('no contract');
  return row;
}

describe('GET /api/berater/kunden', () => {
  it("lists only the agency's customers, by last name, with persons, contracts and last activity", async () => {
    const { anna, bernd, foreign, call, otherCall, adviser } = await twoAgencies();
    const { db } = await getDatabase();
    await createPerson(db, anna.user.id, { firstname: 'Paul', lastname: anna.user.lastName });
    await addContract(anna);
    await loginAs(t.app, anna.email, anna.password);
    const response = await call('GET', '/api/berater/kunden');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ kunden: { id: number; lastActivity: string }[]; total: number }>();
    expect(body.kunden.map((k) => k.id)).toEqual([bernd.user.id, anna.user.id]);
    expect(body.total).toBe(2);
    expect(body.kunden[1]).toEqual({
      id: anna.user.id,
      firstName: 'Anna',
      lastName: anna.user.lastName,
      email: anna.email,
      accountTyp: 'makler',
      active: true,
      persons: 2,
      contracts: 1,
      lastActivity: expect.any(String),
    });
    // The login just made is the last activity; Bernd never logged in: his sign-up time.
    const annaActivity = Date.parse(body.kunden[1]?.lastActivity ?? '');
    expect(Date.now() - annaActivity).toBeLessThan(60_000);
    expect(body.kunden.map((k) => k.id)).not.toContain(foreign.user.id);
    expect(body.kunden.map((k) => k.id)).not.toContain(adviser.user.id);

    const other = (await otherCall('GET', '/api/berater/kunden')).json<{ kunden: { id: number }[] }>();
    expect(other.kunden.map((k) => k.id)).toEqual([foreign.user.id]);
  });

  it('searches first name, last name and e-mail, case-insensitively, with LIKE wildcards taken literally', async () => {
    const { anna, bernd, call, tag } = await twoAgencies();
    const ids = async (q: string) =>
      (await call('GET', `/api/berater/kunden?q=${encodeURIComponent(q)}`))
        .json<{ kunden: { id: number }[] }>()
        .kunden.map((k) => k.id);
    expect(await ids(`zander${tag}`)).toEqual([anna.user.id]);
    expect(await ids(`ANNA ZANDER${tag}`)).toEqual([anna.user.id]);
    expect(await ids(`Adler${tag} Bernd`)).toEqual([bernd.user.id]);
    expect(await ids(anna.email.toUpperCase())).toEqual([anna.user.id]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
    expect(await ids('  ')).toEqual([bernd.user.id, anna.user.id]);
  });

  it(`accepts a search of ${CUSTOMER_SEARCH_MAX} characters and refuses one more with 422`, async () => {
    const { call } = await twoAgencies();
    const atMax = await call('GET', `/api/berater/kunden?q=${'a'.repeat(CUSTOMER_SEARCH_MAX)}`);
    expect(atMax.statusCode).toBe(200);
    const over = await call('GET', `/api/berater/kunden?q=${'a'.repeat(CUSTOMER_SEARCH_MAX + 1)}`);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual([`q=>Bitte geben Sie höchstens ${CUSTOMER_SEARCH_MAX} Zeichen ein.`]);
    const unknown = await call('GET', '/api/berater/kunden?agency=1');
    expect(unknown.statusCode).toBe(422);
  });
});

describe('GET /api/berater/kunden/{id}', () => {
  it("shows one of the agency's households read-only: persons, contracts, documents", async () => {
    const { anna, call } = await twoAgencies();
    const contract = await addContract(anna);
    const response = await call('GET', `/api/berater/kunden/${anna.user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.kunde).toMatchObject({
      id: anna.user.id,
      firstName: 'Anna',
      email: anna.email,
      active: true,
    });
    expect(body.persons).toHaveLength(1);
    expect(body.persons[0]).toMatchObject({ isMain: true, firstname: 'Anna' });
    expect(body.contracts.map((c: { id: number }) => c.id)).toEqual([contract.id]);
    expect(body.documents).toEqual([]);
  });

  it("answers 404 for another agency's customer, an adviser, an unknown or a malformed id", async () => {
    const { foreign, adviser, call } = await twoAgencies();
    for (const id of [foreign.user.id, adviser.user.id, 2_147_483_647, 'abc', '0', '1e3', '99999999999']) {
      const response = await call('GET', `/api/berater/kunden/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error).toBe('could_not_find_customer');
    }
  });
});
