import { randomUUID } from 'node:crypto';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { agents } from '../../src/db/schema';
import { addDemoAgency, DEMO_SIGNUP_CODE } from '../../src/demo/seed';
import { testCustomersPlugin } from '../../src/demo/test-customers';
import { getDatabase } from '../helpers/database';
import { documentsApi } from '../helpers/documents';
import {
  authHeaders,
  clientHeaders,
  loginAs,
  loginAsAdviser,
  testConfig,
  useTestApp,
} from '../helpers/test-app';

/**
 * POST /api/test/customers (TEST_CUSTOMERS=true, main.ts registers it): the e2e tests' own customers, made
 * when a test starts (docs/decisions/107-e2e-customers-made-when-the-test-runs.md).
 */
const t = useTestApp();
let app: FastifyInstance;

beforeAll(async () => {
  const database = await getDatabase();
  const [demo] = await database.db
    .select({ id: agents.id })
    .from(agents)
    .where(sql`${agents.signupCode} = ${DEMO_SIGNUP_CODE}`);
  if (!demo) await addDemoAgency(database.db, t.app.blobStore, DEMO_SIGNUP_CODE);
  app = await buildApp(testConfig({ TEST_CUSTOMERS: 'true', LOG_LEVEL: 'warn' }), database);
  await app.register(testCustomersPlugin, { enabled: true });
  await app.ready();
});
afterAll(() => app.close());

function logins() {
  const key = randomUUID();
  const login = (who: string) => ({ email: `e2e-${key}-${who}@example.com`, password: `${who}-Geheim!2026` });
  return { max: login('max'), erika: login('erika'), adviser: login('berater') };
}

const create = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/test/customers', payload });

/** The customers the adviser's agency list finds by the test's key. */
async function agencyCustomers(adviser: { email: string; password: string }, q: string) {
  const token = await loginAsAdviser(app, adviser.email, adviser.password);
  const list = await app.inject({
    method: 'GET',
    url: `/api/berater/kunden?q=${encodeURIComponent(q)}`,
    headers: authHeaders(token),
  });
  expect(list.statusCode).toBe(200);
  return JSON.stringify(list.json());
}

describe('POST /api/test/customers', () => {
  it("creates Max's and Erika's households and an adviser of the demo agency under the logins given", async () => {
    const given = logins();
    const created = await create(given);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ created: true });

    const max = documentsApi(app, await loginAs(app, given.max.email, given.max.password));
    const { documents } = (await max.list()).json<{ documents: DocumentDto[] }>();
    expect(documents.map((d) => d.original_filename)).toEqual([
      'Versicherungsschein Kfz.pdf',
      'Maklervollmacht.pdf',
      'Erstinformation.pdf',
    ]);
    const erika = documentsApi(app, await loginAs(app, given.erika.email, given.erika.password));
    const erikas = (await erika.list()).json<{ documents: DocumentDto[] }>().documents;
    expect(erikas.map((d) => d.original_filename)).toEqual(['Erstinformation.pdf']);

    expect(await agencyCustomers(given.adviser, given.max.email)).toContain(given.max.email);
    // The demo agency: another test's adviser finds them too.
    const other = logins();
    expect((await create(other)).statusCode).toBe(201);
    expect(await agencyCustomers(other.adviser, given.max.email)).toContain(given.max.email);

    // The same test again (a repeated run): nothing new.
    const again = await create(given);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: false });
  });

  it('puts them in an agency of their own with ownAgency', async () => {
    const given = logins();
    const demoAgencys = logins();
    expect((await create({ ...given, ownAgency: true })).statusCode).toBe(201);
    expect((await create(demoAgencys)).statusCode).toBe(201);
    expect(await agencyCustomers(given.adviser, given.erika.email)).toContain(given.erika.email);
    expect(await agencyCustomers(given.adviser, demoAgencys.max.email)).not.toContain(demoAgencys.max.email);
    expect(await agencyCustomers(demoAgencys.adviser, given.max.email)).not.toContain(given.max.email);
  });

  it('refuses a body that is not logins with a 422', async () => {
    const given = logins();
    const invalid = await create({ ...given, max: { email: 'kein-login', password: 'x' } });
    expect(invalid.statusCode).toBe(422);
    expect((await create({ ...given, extra: true })).statusCode).toBe(422);
  });

  it('does not exist without TEST_CUSTOMERS', async () => {
    const absent = await t.app.inject({
      method: 'POST',
      url: '/api/test/customers',
      headers: clientHeaders,
      payload: logins(),
    });
    expect(absent.statusCode).toBe(404);
  });
});
