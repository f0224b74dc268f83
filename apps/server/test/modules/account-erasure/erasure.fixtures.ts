import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createCustomer } from '../../../src/db/factories';
import {
  accountCodes,
  adviserAuditLog,
  agents,
  chatMessages,
  chatPresence,
  emergencyContacts,
  loginFailures,
  notificationRules,
  outbox,
  passkeys,
  pushSubscriptions,
  referralPayments,
  referrals,
  smsCodes,
  unsentInvitations,
  vergleichsrechner,
  vergleichsrechnerTickets,
  webauthnChallenges,
} from '../../../src/db/schema';
import { addDemoContactPersons, demoContactPersons } from '../../../src/demo/contact-persons';
import { addDemoContracts, addDemoReminders, demoContracts } from '../../../src/demo/contracts';
import { demoCustomer } from '../../../src/demo/customers';
import { addDemoDocuments, demoDocuments, holderOf } from '../../../src/demo/documents';
import { addDemoSignedForms } from '../../../src/demo/forms';
import { addDemoProvidedContracts } from '../../../src/demo/provided';
import { addDemoRating } from '../../../src/demo/ratings';
import { addDemoRequests } from '../../../src/demo/requests';
import { addDemoAgency, contractOwnerOf, mainPersonOf } from '../../../src/demo/seed';
import { addDemoTransfers } from '../../../src/demo/transfers';
import { addDemoVorsorge } from '../../../src/demo/vorsorge';
import { getDatabase } from '../../helpers/database';
import { clientHeaders, jsonCaller, loginAs, uniqueIp } from '../../helpers/test-app';
import { exportOf } from '../data-export/data-export.fixtures';
import { bankData } from './erasure-bank.fixtures';

const letters = 'abcdefghijklmnopqrstuvwxyz';
const randomWord = (length: number) =>
  Array.from({ length }, () => letters[randomInt(letters.length)]).join('');

/** A valid German IBAN of a random account (mod 97 check digits), unique to the test. */
export function randomIban(): string {
  const bban = `37040044${String(randomInt(10 ** 9)).padStart(10, '0')}`;
  const digits = `${bban}131400`; // D=13, E=14, check digits 00
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `DE${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** What identifies the customer in any column: the (unique) surname, the address, the phone, the IBAN. */
export type Identity = { firstName: string; lastName: string; email: string; phone: string; iban: string };

export function newIdentity(firstName: string): Identity {
  const lastName = `Radiermann-${randomWord(6)}`;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    phone: `49171${String(randomInt(10 ** 7)).padStart(7, '0')}`,
    iban: randomIban(),
  };
}

/**
 * A household like the demo's Max, under `identity`, in a fresh demo-like agency (forms, brand): persons
 * with address and bank connection, contracts, reminders, contact persons, documents with files, provided
 * contracts, requests and damage reports, Bestandsübertragungen with their signed mandates, the
 * Vorsorge, a signed form, a rating — and through the API or past it: sessions with their device, a push
 * subscription, the chat and its presence, an emergency contact, a notification rule, a referral with its
 * payout, passkey and challenge, a calculator ticket, the calendar feed, account codes, a failed login, an
 * SMS code, queued mails, SMS and pushes, an unsent invitation, the adviser's log and an export; and the
 * banking area of issue 33 (`bankData`): an imported statement, a learned category rule, a dismissed
 * suggestion and an aggregator connection.
 */
export async function maxLikeHousehold(app: FastifyInstance, identity: Identity, agencyId?: number) {
  const { db } = await getDatabase();
  const agency = agencyId ?? (await addDemoAgency(db, app.blobStore, `loesch-${randomWord(10)}`)).id;
  const password = 'Radier!2026x';
  const input = demoCustomer('max', {
    name: `${identity.firstName} ${identity.lastName}`,
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    password,
  });
  const persons = (input.persons ?? []).map((person, index) => ({
    ...person,
    lastname: identity.lastName,
    ...(index === 0
      ? {
          mobil: identity.phone,
          bankConnections: [
            {
              iban: identity.iban,
              kontoinhaber: `${identity.firstName} ${identity.lastName}`,
              zahlungsweise: '12',
            },
          ],
        }
      : {}),
  }));
  const customer = await createCustomer(db, {
    ...input,
    persons,
    phone: identity.phone,
    agentId: agency,
    scryptLogN: 10,
  });
  const userId = customer.user.id;
  const owner = { email: identity.email, userId, mainPersonId: mainPersonOf(customer) };
  const now = new Date();
  const [agentRow] = await db.select().from(agents).where(eq(agents.id, agency));
  if (!agentRow) throw new Error('no agency');
  await addDemoDocuments(
    db,
    app.blobStore,
    owner,
    demoDocuments('max', agentRow, holderOf({ ...input, persons })),
  );
  const household = contractOwnerOf(customer);
  await addDemoContracts(db, household, demoContracts('max', now), now);
  await addDemoReminders(db, household, 'max', now);
  await addDemoContactPersons(db, household, demoContactPersons('max'), now);
  const holder = holderOf({ ...input, persons });
  await addDemoProvidedContracts(db, app.blobStore, { ...owner, agentId: agency, holder }, 'max', now);
  await addDemoRequests(db, { userId, agentId: agency }, 'max', now);
  await addDemoTransfers(db, app.blobStore, { ...household, agentId: agency }, 'max', now);
  await addDemoVorsorge(db, household, 'max', now);
  await addDemoSignedForms(db, app.blobStore, { userId }, 'max', now);
  await addDemoRating(db, { userId }, 'max', now);

  const token = await loginAs(app, identity.email, password);
  const call = jsonCaller(app, token);
  // The session's device: the first authenticated request records the browser.
  await app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { ...clientHeaders, authorization: `Bearer ${token}`, 'user-agent': 'Mozilla/5.0 (iPhone)' },
  });
  const failed = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: clientHeaders,
    payload: { email: identity.email, password: 'Falsch!2026x' },
    remoteAddress: uniqueIp(),
  });
  if (failed.statusCode !== 401 && failed.statusCode !== 422) throw new Error(`login: ${failed.statusCode}`);
  await exportOf(app, token);
  const feed = await call('POST', '/api/calendar/feed');
  if (feed.statusCode !== 201) throw new Error(`calendar feed: ${feed.statusCode}`);

  const [subscription] = await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
      p256dh: 'BRadierP256dhSchluessel',
      auth: 'radier-auth',
    })
    .returning();
  const name = `${identity.firstName} ${identity.lastName}`;
  await db.insert(chatMessages).values({
    customerId: userId,
    agencyId: agency,
    sender: 'customer',
    authorId: userId,
    authorName: name,
    text: `Guten Tag, hier ${name}, meine IBAN ist ${identity.iban}.`,
  });
  await db
    .insert(emergencyContacts)
    .values({ userId, name: `Maria ${identity.lastName}`, telefon: identity.phone });
  await db.insert(notificationRules).values({ userId, triggerEvent: 'chat_message', active: true });
  await db.insert(chatPresence).values({ userId, seenAt: now });
  await db.insert(accountCodes).values({
    userId,
    purpose: 'email_change',
    codeHash: randomBytes(16).toString('hex'),
    data: { email: identity.email },
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await db.insert(smsCodes).values({
    phone: identity.phone,
    codeHash: randomBytes(16).toString('hex'),
    expiresAt: new Date(now.getTime() + 600_000),
  });
  await db.insert(loginFailures).values({ key: `smstoken:phone:${identity.phone}` });
  await db.insert(unsentInvitations).values({
    id: userId,
    agencyId: agency,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  await db.insert(adviserAuditLog).values({
    agencyId: agency,
    adviserName: 'Bernd Berater',
    customerId: userId,
    action: 'settings_changed',
    changes: [{ key: 'kontoinhaber', before: null, after: name }],
  });
  await db.insert(outbox).values([
    { channel: 'mail', payload: { to: identity.email, subject: 'Erinnerung' }, status: 'sent' },
    // To the agency, about the customer (the account's id, as the modules' mails carry it, ADR 242): its
    // subject, with the name, stays after sending.
    {
      channel: 'mail',
      payload: { to: 'berater@example.com', subject: `Neue Anfrage von ${name}`, customerId: userId },
      status: 'sent',
    },
    { channel: 'sms', payload: { to: identity.phone, text: `Code für ${name}` } },
    {
      channel: 'push',
      payload: { subscriptionId: subscription?.id, notice: { title: name, body: '', url: '/', tag: 'x' } },
      status: 'failed',
    },
  ]);
  const friend = await createCustomer(db, {
    agentId: agency,
    email: `freundin.${randomWord(8)}@example.com`,
    firstName: 'Lena',
    lastName: 'Schulz',
    scryptLogN: 10,
  });
  const [referral] = await db
    .insert(referrals)
    .values({ referrerUserId: userId, referredUserId: friend.user.id, agentId: agency, status: 'bestaetigt' })
    .returning();
  await db.insert(referralPayments).values({
    referralId: referral?.id ?? 0,
    referrerUserId: userId,
    amountCents: 2500,
    voucherType: 'amazon',
  });
  await db
    .insert(passkeys)
    .values({ id: randomBytes(16).toString('base64url'), userId, publicKey: 'pQECAyYg' });
  await db.insert(webauthnChallenges).values({
    id: randomUUID(),
    userId,
    purpose: 'registration',
    challenge: randomBytes(16).toString('base64url'),
    expiresAt: new Date(now.getTime() + 300_000),
  });
  const [rechner] = await db
    .insert(vergleichsrechner)
    .values({
      agencyId: agency,
      titel: 'Kfz-Vergleich',
      sparte: 'kfz',
      url: 'https://rechner.example/kfz',
      origins: [],
    })
    .returning();
  await db.insert(vergleichsrechnerTickets).values({
    hash: randomBytes(16).toString('hex'),
    rechnerId: rechner?.id ?? 0,
    userId,
    expiresAt: new Date(now.getTime() + 300_000),
  });
  await bankData(app, { userId, token, call, identity, now });
  return { customer, userId, agencyId: agency, password, token, call, friendId: friend.user.id };
}
