import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import {
  adviserAuditLog,
  chatMessages,
  contactPersons,
  emergencyContacts,
  notificationRules,
  pushSubscriptions,
  reminders,
} from '../../../src/db/schema';
import { contractsApi, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { documentsApi, samples } from '../../helpers/documents';
import { IBAN } from '../../helpers/household';
import { authHeaders, createTestCustomer, jsonCaller, loginAs } from '../../helpers/test-app';

/** A push subscription's secrets, which must never be in an export. */
export const PUSH_AUTH = 'geheimes-push-auth-123';
export const PUSH_KEY = 'BGeheimerP256dhSchluesselDesBrowsers';

/**
 * A household like the demo's: two persons with address and bank connection, a contract, two documents,
 * a reminder, a contact person, a chat message, an adviser's change, an emergency contact, a notification
 * rule and a push subscription.
 */
export async function exportHousehold(app: FastifyInstance, names: { first: string; last: string }) {
  const customer = await createTestCustomer({
    firstName: names.first,
    lastName: names.last,
    config: {
      person_edit: true,
      dokumente_list: true,
      dokumente_eigene: true,
      vertrag_list: true,
      vertrag_add: true,
    },
    persons: [
      {
        firstname: names.first,
        lastname: names.last,
        address: { address: 'Lindenallee', addressnumber: '4', streetcode: '04109', city: 'Leipzig' },
        bankConnections: [{ iban: IBAN, kontoinhaber: `${names.first} ${names.last}`, zahlungsweise: '12' }],
      },
      { firstname: 'Jonas', lastname: names.last },
    ],
  });
  const token = await loginAs(app, customer.email, customer.password);
  const mainId = customer.persons[0]?.id ?? 0;
  const contract = await contractsApi(app, token).create(hausrat(mainId));
  if (contract.statusCode !== 201) throw new Error(`contract: ${contract.statusCode} ${contract.body}`);
  const files = [
    { name: `Police ${names.last}.pdf`, content: samples.pdf() },
    { name: 'Grüße.txt', content: samples.text(`Notiz von ${names.first}`) },
  ];
  for (const file of files) {
    const upload = await documentsApi(app, token).upload(mainId, file);
    if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  }
  const { db } = await getDatabase();
  const userId = customer.user.id;
  const agencyId = customer.agent?.id ?? 0;
  await db.insert(reminders).values({ userId, datum: '2027-01-15', eMassage: 'Hausrat prüfen' });
  await db.insert(contactPersons).values({
    userId,
    vorname: 'Olga',
    name: 'Obermeier',
    phone: '+49 341 123456',
    email: 'olga@example.com',
  });
  await db.insert(chatMessages).values({
    customerId: userId,
    agencyId,
    sender: 'customer',
    authorId: userId,
    authorName: names.first,
    text: 'Guten Tag, eine Frage zur Hausrat.',
  });
  await db.insert(adviserAuditLog).values({
    agencyId,
    adviserName: 'Bernd Berater',
    customerId: userId,
    action: 'contract_provided',
    changes: [{ key: 'vertrag.beitrag', before: 12.5, after: 14 }],
  });
  await db.insert(emergencyContacts).values({ userId, name: 'Nora Notfall', telefon: '+4917612345678' });
  await db.insert(notificationRules).values({ userId, triggerEvent: 'chat_message', active: true });
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.com/${userId}`,
    p256dh: PUSH_KEY,
    auth: PUSH_AUTH,
  });
  return { ...customer, token, userId, files, call: jsonCaller(app, token) };
}

/** Requests an export, waits for the job (the app's idle(), no sleep) and reads its status. */
export async function exportOf(app: FastifyInstance, token: string) {
  const call = jsonCaller(app, token);
  const requested = await call('POST', '/api/users/export');
  if (requested.statusCode !== 202) throw new Error(`export: ${requested.statusCode} ${requested.body}`);
  const { id } = requested.json<{ export: { id: string } }>().export;
  await app.backgroundJobs.idle();
  const status = await call('GET', `/api/users/export/${id}`);
  return {
    id,
    requested,
    status: status.json<{ export: { status: string; url?: string; progress: number } }>().export,
  };
}

/** Downloads the export by its url and unpacks it. */
export async function download(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`download: ${response.statusCode} ${response.body}`);
  return { response, files: unzipSync(new Uint8Array(response.rawPayload)) };
}

export { authHeaders };
