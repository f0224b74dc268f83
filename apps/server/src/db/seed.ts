import type { BlobStore } from '../lib/blob-store/blob-store';
import type { Db } from './client';
import { demoCustomer } from './demo-customers';
import { addDemoDocuments, demoDocuments, holderOf } from './demo-documents';
import { createAgent, createCustomer } from './factories';
import { agents } from './schema';

/** The demo adviser's sign-up code (links `?berater=berger`). */
export const DEMO_SIGNUP_CODE = 'berger';

/**
 * Seeds the demo adviser and customers into an empty database; a second start keeps the data. Their
 * documents go into `store` (demo-documents.ts): Max gets the adviser's Erstinformation and mandate and a
 * policy of his own, Erika the Erstinformation.
 */
export async function seedDemoData(db: Db, scryptLogN: number, store: BlobStore): Promise<boolean> {
  const existing = await db.select({ id: agents.id }).from(agents).limit(1);
  if (existing.length > 0) return false;
  // Sign-up links with this code tie new customers to the demo adviser.
  const agent = await createAgent(db, { signupCode: DEMO_SIGNUP_CODE });
  for (const profile of ['max', 'erika'] as const) {
    const input = demoCustomer(profile);
    const customer = await createCustomer(db, { ...input, agentId: agent.id, scryptLogN });
    const owner = { email: customer.email, userId: customer.user.id, mainPersonId: mainPersonOf(customer) };
    await addDemoDocuments(db, store, owner, demoDocuments(profile, agent, holderOf(input)));
  }
  return true;
}

export function mainPersonOf(customer: { persons: { id: number; isMain: boolean }[] }): number {
  const main = customer.persons.find((person) => person.isMain);
  if (!main) throw new Error('customer without main person');
  return main.id;
}
