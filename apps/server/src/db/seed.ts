import type { BlobStore } from '../lib/blob-store/blob-store';
import type { Db } from './client';
import { addDemoBranding } from './demo-branding';
import { addDemoContactPersons, demoContactPersons } from './demo-contact-persons';
import { addDemoContracts, addDemoReminders, demoContracts } from './demo-contracts';
import { demoCustomer } from './demo-customers';
import { addDemoDocuments, demoDocuments, holderOf } from './demo-documents';
import { addDemoForms, addDemoSignedForms } from './demo-forms';
import { addDemoLegalDocuments } from './demo-legal';
import { addDemoPresets } from './demo-presets';
import { addDemoRating } from './demo-ratings';
import { addDemoReferrals, addDemoReferralTiers } from './demo-referrals';
import { addDemoRequests } from './demo-requests';
import { createAgent, createCustomer } from './factories';
import { agents } from './schema';

/** The demo adviser's sign-up code (links `?berater=berger`). */
export const DEMO_SIGNUP_CODE = 'berger';

/**
 * Seeds the demo adviser and customers into an empty database; a second start keeps the data. Their
 * documents go into `store` (demo-documents.ts): Max gets the adviser's Erstinformation and mandate and a
 * policy of his own, Erika the Erstinformation. Max's household also gets its contracts (demo-contracts.ts)
 * and two contact persons linked to them (demo-contact-persons.ts). The adviser has four forms to sign
 * (demo-forms.ts); Max signed the receipt of the Erstinformation weeks ago. Both rated the app already
 * (demo-ratings.ts), so the demo never shows them the rating card.
 */
export async function seedDemoData(db: Db, scryptLogN: number, store: BlobStore): Promise<boolean> {
  const existing = await db.select({ id: agents.id }).from(agents).limit(1);
  if (existing.length > 0) return false;
  // Sign-up links with this code tie new customers to the demo adviser.
  // Broker status and chamber as the Erstinformation states them (assets/demo/forms/erstinformation.md).
  const agent = await createAgent(db, {
    signupCode: DEMO_SIGNUP_CODE,
    vermittlerstatus: 'makler',
    ihk: 'IHK für München und Oberbayern',
  });
  await addDemoBranding(db, store, agent.id);
  await addDemoLegalDocuments(db, agent.id);
  await addDemoForms(db, agent.id);
  await addDemoReferralTiers(db, agent.id);
  await addDemoPresets(db, agent.id);
  for (const profile of ['max', 'erika'] as const) {
    const input = demoCustomer(profile);
    const customer = await createCustomer(db, { ...input, agentId: agent.id, scryptLogN });
    const owner = { email: customer.email, userId: customer.user.id, mainPersonId: mainPersonOf(customer) };
    await addDemoDocuments(db, store, owner, demoDocuments(profile, agent, holderOf(input)));
    const now = new Date();
    await addDemoContracts(db, contractOwnerOf(customer), demoContracts(profile, now), now);
    await addDemoReminders(db, contractOwnerOf(customer), profile, now);
    await addDemoContactPersons(db, contractOwnerOf(customer), demoContactPersons(profile), now);
    await addDemoRequests(db, { userId: customer.user.id, agentId: agent.id }, profile, now);
    await addDemoSignedForms(db, store, { userId: customer.user.id }, profile, now);
    await addDemoReferrals(db, { userId: customer.user.id, agentId: agent.id }, profile, now);
    await addDemoRating(db, { userId: customer.user.id }, profile, now);
  }
  return true;
}

export function mainPersonOf(customer: { persons: { id: number; isMain: boolean }[] }): number {
  const main = customer.persons.find((person) => person.isMain);
  if (!main) throw new Error('customer without main person');
  return main.id;
}

/** The persons of a created customer in household order (main person first), for demo contracts. */
export function contractOwnerOf(customer: {
  user: { id: number };
  persons: { id: number; isMain: boolean }[];
}) {
  const ordered = [...customer.persons].sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id);
  return { userId: customer.user.id, personIds: ordered.map((person) => person.id) };
}
