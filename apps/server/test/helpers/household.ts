import type { Person } from '@kundenportal/domain/household/person-api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PersonInput as PersonFactoryInput } from '../../src/db/factories';
import { getDatabase } from './database';
import { createTestCustomer, jsonCaller, loginAs } from './test-app';

/** A valid German test IBAN (Deutsche Bank's example) and a second one. */
export const IBAN = 'DE89370400440532013000';
export const IBAN_2 = 'DE02120300000000202051';

/** A household of a main person (address, bank connection) and a second person, with person_edit on. */
export async function createHousehold(
  app: FastifyInstance,
  options: { personEdit?: boolean; persons?: PersonFactoryInput[] } = {},
) {
  const customer = await createTestCustomer({
    config: { person_edit: options.personEdit ?? true },
    persons: options.persons ?? [
      {
        firstname: 'Hanna',
        lastname: 'Haupt',
        gender: 'w',
        geburtsdatum: '1980-01-02',
        address: { address: 'Lindenallee', addressnumber: '4', streetcode: '04109', city: 'Leipzig' },
        bankConnections: [{ iban: IBAN, kontoinhaber: 'Hanna Haupt', zahlungsweise: '12' }],
      },
      {
        firstname: 'Jonas',
        lastname: 'Haupt',
        address: { address: 'Lindenallee', addressnumber: '4', streetcode: '04109', city: 'Leipzig' },
      },
    ],
  });
  const token = await loginAs(app, customer.email, customer.password);
  return { ...customer, token, api: personsApi(app, token) };
}

/** The persons endpoints for one session. */
export function personsApi(app: FastifyInstance, token: string) {
  const call = jsonCaller(app, token);
  return {
    call,
    list: () => call('GET', '/api/persons'),
    get: (id: number) => call('GET', `/api/persons/${id}`),
    create: (body: unknown) => call('POST', '/api/persons', body),
    update: (id: number, body: unknown) => call('PUT', `/api/persons/${id}`, body),
    remove: (id: number) => call('DELETE', `/api/persons/${id}`),
    setRelease: (id: number, body: unknown) => call('POST', `/api/persons/${id}/setfreigabe`, body),
    mail: (id: number, body: unknown) => call('PUT', `/api/persons/mail/${id}`, body),
    vcheck: (id: number, body: unknown) => call('PUT', `/api/persons/vcheck/${id}/update/fremdvertrag`, body),
    me: () => call('GET', '/api/users/me'),
  };
}

/** The person of a 200/201 answer. */
export function personOf(response: { json(): unknown }): Person {
  return (response.json() as { person: Person }).person;
}

/** A hash of everything the user's household holds in the database (compared before and after). */
export async function householdFingerprint(userId: number): Promise<string> {
  const { db } = await getDatabase();
  const result = await db.execute(sql`
    select md5(concat_ws('#',
      (select string_agg(p::text, '|' order by p.id) from persons p where p.user_id = ${userId}),
      (select string_agg(a::text, '|' order by a.id) from addresses a
         join persons p on p.id = a.person_id where p.user_id = ${userId}),
      (select string_agg(b::text, '|' order by b.id) from bank_connections b
         join persons p on p.id = b.person_id where p.user_id = ${userId}))) as state`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

/** The value, or a test failure when it is missing (instead of a non-null assertion). */
export function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
