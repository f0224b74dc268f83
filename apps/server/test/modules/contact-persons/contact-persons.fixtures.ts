import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { contactPersonContracts, contactPersons } from '../../../src/db/schema';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { clientHeaders } from '../../helpers/test-app';

export const URL = '/api/ansprechpartner';
export const one = (id: number | string) => `${URL}/${id}`;
export const link = (id: number | string) => `${URL}/${id}/verknuepfen`;
export const unlink = (id: number | string, contractId: number | string) =>
  `${URL}/${id}/verknuepfen/${contractId}`;

/** Every field of the catalogue's authority/insurer contact, valid. */
export const MEIER = {
  firma: 'Allianz Versicherungs-AG',
  anrede: 'frau',
  vorname: 'Sabine',
  name: 'Meier',
  street: 'Königinstraße 28',
  zip: '80802',
  city: 'München',
  phone: '089 3800 0',
  fax: '089 3800 1',
  email: 'sabine.meier@allianz.example',
};

/** Only the required fields. */
export const MINIMAL = { vorname: 'Jan', name: 'Kurz', phone: '030 1234567', email: 'jan@example.com' };

export const REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';
export const UNKNOWN = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';
export const INVALID_VALUE = 'Der Wert ist ungültig.';
export const CHECK_INPUT = 'Bitte überprüfe deine Eingaben.';
export const OPTION = 'Bitte wähle einen der angebotenen Einträge aus.';
export const PHONE = 'Keine gültige Telefonnummer.';
export const EMAIL = 'Bitte gib eine gültige E-Mail-Adresse ein.';
export const CONTRACT_UNKNOWN = 'Diesen Vertrag gibt es in Deinem Haushalt nicht.';
export const CONTRACT_REQUIRED = 'Bitte wähle einen Vertrag aus.';
export const minLength = (n: number) => `Bitte gib mindestens ${n} Zeichen ein.`;
export const maxLength = (n: number) => `Bitte gib höchstens ${n} Zeichen ein.`;

/** A logged-in household with the contract rights, one contract (Hausrat) and the contracts API. */
export async function contactCustomer(app: FastifyInstance) {
  const c = await createContractCustomer(app, CONTRACT_FLAGS);
  const contract = contractOf(await c.api.create(hausrat(c.mainId)));
  return { ...c, call: c.api.call, contractId: contract.id };
}

/** Creates a contact person (MEIER unless `body`) and answers it. */
export async function createContact(
  c: { call: Awaited<ReturnType<typeof contactCustomer>>['call'] },
  body: Record<string, unknown> = MEIER,
) {
  const response = await c.call('POST', URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().ansprechpartner as { id: number } & Record<string, unknown>;
}

/** The customer's stored contact persons, oldest first. */
export async function storedContacts(userId: number) {
  const { db } = await getDatabase();
  return db
    .select()
    .from(contactPersons)
    .where(eq(contactPersons.userId, userId))
    .orderBy(asc(contactPersons.id));
}

/** The stored links of these contact persons as [contactPersonId, contractId] pairs. */
export async function storedLinks(contactPersonIds: number[]) {
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(contactPersonContracts)
    .where(inArray(contactPersonContracts.contactPersonId, contactPersonIds))
    .orderBy(asc(contactPersonContracts.contactPersonId), asc(contactPersonContracts.contractId));
  return rows.map((row) => [row.contactPersonId, row.contractId]);
}

/** A request without a session (client headers only). */
export function anonymous(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { ...clientHeaders, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** A 422 with exactly these `field=>message` entries. */
export function expectInvalid(response: { statusCode: number; json(): unknown }, entries: string[]) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(422);
  expect(response.json()).toMatchObject({ error: 'validation_failed', errors: entries });
}

/** An error answer with this status and code. */
export function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  error: string,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json()).toMatchObject({ error, message: expect.any(String) });
}
