import type { BankingKey } from '../config/banking-keys';
import type { Db } from '../db/client';
import { createAgent, createCustomer } from '../db/factories';
import { agents } from '../db/schema';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { addDemoBanking } from './banking';
import { addDemoBranding } from './branding';
import { addDemoContactPersons, demoContactPersons } from './contact-persons';
import { addDemoContracts, addDemoReminders, demoContracts } from './contracts';
import { demoCustomer } from './customers';
import { addDemoDocuments, demoDocuments, holderOf } from './documents';
import { addDemoForms, addDemoSignedForms } from './forms';
import { addDemoLegalDocuments } from './legal';
import { addDemoPresets } from './presets';
import { addDemoProvidedContracts } from './provided';
import { addDemoRating } from './ratings';
import { addDemoRechner } from './rechner';
import { addDemoReferrals, addDemoReferralTiers } from './referrals';
import { addDemoRequests } from './requests';
import { addDemoTransfers } from './transfers';
import { addDemoVorsorge } from './vorsorge';

/** The demo adviser's sign-up code (links `?berater=berger`). */
export const DEMO_SIGNUP_CODE = 'berger';

/**
 * Seeds the demo adviser and customers into an empty database; a second start keeps the data. Their
 * documents go into `store` (documents.ts): Max gets the adviser's Erstinformation and mandate and a
 * policy of his own, Erika the Erstinformation. Max's household also gets its contracts (contracts.ts)
 * and two contact persons linked to them (demo-contact-persons.ts). The adviser has five forms to sign
 * (forms.ts); Max signed the receipt of the Erstinformation weeks ago, and his Maklervollmacht for his
 * Bestandsübertragungen (transfers.ts) before; his household has its Bedarfscheck and Vorsorgestatus
 * (vorsorge.ts), and his agency's two Vergleichsrechner are switched on for him (rechner.ts); his adviser
 * provided two contracts, one with its policy (provided.ts); Max has a Girokonto with three months of
 * transactions, sealed with `bankingKeys` (banking.ts). Both rated
 * the app already (ratings.ts), so the demo never shows them the rating card.
 */
export async function seedDemoData(
  db: Db,
  scryptLogN: number,
  store: BlobStore,
  options: { widgetPort?: number | null; bankingKeys: readonly BankingKey[] },
): Promise<boolean> {
  const existing = await db.select({ id: agents.id }).from(agents).limit(1);
  if (existing.length > 0) return false;
  // Sign-up links with this code tie new customers to the demo adviser.
  const agent = await addDemoAgency(db, store, DEMO_SIGNUP_CODE);
  for (const profile of ['max', 'erika'] as const) {
    const input = demoCustomer(profile);
    const customer = await createCustomer(db, { ...input, agentId: agent.id, scryptLogN });
    const owner = { email: customer.email, userId: customer.user.id, mainPersonId: mainPersonOf(customer) };
    await addDemoDocuments(db, store, owner, demoDocuments(profile, agent, holderOf(input)));
    const now = new Date();
    await addDemoContracts(db, contractOwnerOf(customer), demoContracts(profile, now), now);
    await addDemoReminders(db, contractOwnerOf(customer), profile, now);
    await addDemoContactPersons(db, contractOwnerOf(customer), demoContactPersons(profile), now);
    const provider = { ...owner, agentId: agent.id, holder: holderOf(input) };
    await addDemoProvidedContracts(db, store, provider, profile, now);
    await addDemoRequests(db, { userId: customer.user.id, agentId: agent.id }, profile, now);
    // Before the Erstinformation's signature: Max's Maklervollmacht is the older record of the chain.
    await addDemoTransfers(db, store, { ...contractOwnerOf(customer), agentId: agent.id }, profile, now);
    await addDemoVorsorge(db, contractOwnerOf(customer), profile, now);
    if (profile === 'max') await addDemoRechner(db, agent.id, customer.user.id, options.widgetPort);
    await addDemoSignedForms(db, store, { userId: customer.user.id }, profile, now);
    await addDemoReferrals(db, { userId: customer.user.id, agentId: agent.id }, profile, now);
    await addDemoRating(db, { userId: customer.user.id }, profile, now);
    if (profile === 'max') await addDemoBanking(db, { userId: customer.user.id }, options.bankingKeys, now);
  }
  return true;
}

/**
 * The demo agency with its brand, legal texts, forms, referral tiers and presets; the e2e tests that change
 * the agency get one of their own (test-customers.ts). Broker status and chamber as the Erstinformation
 * states them (assets/demo/forms/erstinformation.md).
 */
export async function addDemoAgency(db: Db, store: BlobStore, signupCode: string) {
  const agent = await createAgent(db, {
    signupCode,
    vermittlerstatus: 'makler',
    ihk: 'IHK für München und Oberbayern',
  });
  await addDemoBranding(db, store, agent.id);
  await addDemoLegalDocuments(db, agent.id);
  await addDemoForms(db, agent.id);
  await addDemoReferralTiers(db, agent.id);
  await addDemoPresets(db, agent.id);
  return agent;
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
