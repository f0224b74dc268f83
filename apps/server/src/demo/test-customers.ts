import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sealClearConnectionIbans } from '../db/bank-connection-iban';
import type { Db } from '../db/client';
import { createAdviser, createCustomer } from '../db/factories';
import { agents, users } from '../db/schema';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { createFieldCipher } from '../lib/field-cipher';
import { addDemoContactPersons, demoContactPersons } from './contact-persons';
import { addDemoContracts, addDemoReminders, demoContracts } from './contracts';
import { type DemoProfile, demoCustomer, demoLogins } from './customers';
import { addDemoDocuments, type DemoDocument, demoDocuments, holderOf } from './documents';
import { addDemoAgency, contractOwnerOf, DEMO_SIGNUP_CODE, mainPersonOf } from './seed';

const login = z.strictObject({ email: z.email(), password: z.string().min(8).max(200) });

const testCustomersBody = z.strictObject({
  max: login,
  erika: login,
  adviser: login,
  /** A fresh agency like the demo's (brand, legal texts, forms) instead of the demo agency. */
  ownAgency: z.boolean().default(false),
});

/**
 * Tests only (TEST_CUSTOMERS=true, never with NODE_ENV=production): `POST /api/test/customers` creates an
 * end-to-end test's own customers when the test starts (docs/decisions/107-e2e-customers-made-when-the-test-runs.md):
 * a Max-like and an Erika-like household (the demo's, with its documents, contracts, reminders and contact
 * persons) and an adviser, under the logins given, in the demo agency or a fresh one of the test's own.
 * The embedded database has one owner, the server, so the tests cannot add the rows themselves. Answers
 * 201, or 200 when the Max login exists already (the same test run again), adding nothing.
 */
export const testCustomersPlugin = fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    if (!options.enabled) return;
    const db = app.database.db;
    const documents = new Map<number, Map<DemoProfile, DemoDocument[]>>();
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/test/customers',
      { config: { clientCheck: false }, schema: { body: testCustomersBody } },
      async (request, reply) => {
        const body = request.body;
        if (await loginExists(db, body.max.email)) return reply.status(200).send({ created: false });
        const agency = body.ownAgency
          ? await addDemoAgency(db, app.blobStore, `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`)
          : await demoAgency(db);
        for (const profile of ['max', 'erika'] as const) {
          const papers = documentsOf(documents, agency, profile);
          await addHousehold(db, app.blobStore, agency.id, profile, body[profile], papers);
        }
        await createAdviser(db, { ...body.adviser, agencyId: agency.id, scryptLogN: 10 });
        // The factory writes the persons' IBANs as rows of before ADR 286: sealed as a start would.
        await sealClearConnectionIbans(db, createFieldCipher(app.config.bankingKeys));
        return reply.status(201).send({ created: true });
      },
    );
  },
  { name: 'test-customers', dependencies: ['config', 'database', 'blob-store'] },
);

type Agency = typeof agents.$inferSelect;

async function loginExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row !== undefined;
}

async function demoAgency(db: Db): Promise<Agency> {
  const [agency] = await db.select().from(agents).where(sql`${agents.signupCode} = ${DEMO_SIGNUP_CODE}`);
  if (!agency) throw new Error('demo agency missing');
  return agency;
}

/** The demo household's papers for an agency, made once per agency and profile (a PDF each). */
function documentsOf(
  cache: Map<number, Map<DemoProfile, DemoDocument[]>>,
  agency: Agency,
  profile: DemoProfile,
): DemoDocument[] {
  const ofAgency = cache.get(agency.id) ?? new Map<DemoProfile, DemoDocument[]>();
  cache.set(agency.id, ofAgency);
  const made = ofAgency.get(profile) ?? demoDocuments(profile, agency, holderOf(demoCustomer(profile)));
  ofAgency.set(profile, made);
  return made;
}

/** A demo household under its own login; a low hash cost, which the server raises on first login. */
async function addHousehold(
  db: Db,
  store: BlobStore,
  agentId: number,
  profile: DemoProfile,
  credentials: { email: string; password: string },
  documents: DemoDocument[],
) {
  const customer = await createCustomer(db, {
    ...demoCustomer(profile, { ...demoLogins[profile], ...credentials }),
    agentId,
    scryptLogN: 10,
  });
  const owner = { email: customer.email, userId: customer.user.id, mainPersonId: mainPersonOf(customer) };
  await addDemoDocuments(db, store, owner, documents);
  const now = new Date();
  await addDemoContracts(db, contractOwnerOf(customer), demoContracts(profile, now), now);
  await addDemoReminders(db, contractOwnerOf(customer), profile, now);
  await addDemoContactPersons(db, contractOwnerOf(customer), demoContactPersons(profile), now);
}
