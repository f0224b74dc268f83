import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { adviserRequests, agents } from '../../../src/db/schema';
import { CONTRACT_FLAGS, createContractCustomer } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { deliveredMails } from '../../helpers/outbox-files';
import { queuedMailsTo } from '../../helpers/reminders';
import { clientHeaders, createTestCustomer, jsonCaller, loginAs } from '../../helpers/test-app';

/** The write endpoints of issue 11. */
export const URLS = {
  contact: '/api/kontaktanfrage',
  recommend: '/api/users/Kundenempfehlung',
  enquiry: '/api/anfrage',
  damage: '/api/schadensmeldung',
  support: '/api/support',
} as const;
export type Endpoint = keyof typeof URLS;

/** The smallest valid body of each endpoint (contact by e-mail). */
export const VALID: Record<Endpoint, Record<string, unknown>> = {
  contact: { ke_GewuenschtArt: 'email', ke_Email: 'kim@example.com' },
  recommend: {
    an_vorname: 'Lena',
    an_name: 'Lorenz',
    AnfrageGewuenschtArt: 'email',
    AnfrageEmail: 'lena@example.com',
  },
  enquiry: {
    AnfrageBetreff: 'Berufsunfähigkeit',
    AnfrageNachricht: 'Ich hätte gern ein Angebot.',
    AnfrageGewuenschtArt: 'email',
    AnfrageEmail: 'kim@example.com',
  },
  damage: { schaden_subject: 'Glasbruch', schaden_content: 'Das Küchenfenster ist gesprungen.' },
  support: { support_nachricht: 'Wann bekomme ich meinen Gutschein?' },
};

export const REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';
export const UNKNOWN = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';
export const TIME = 'Gebe eine gültige Uhrzeit ein.';
export const TIME_ORDER = 'Die Uhrzeit „bis“ muss nach der Uhrzeit „von“ liegen.';
export const CHECK_INPUT = 'Bitte überprüfe deine Eingaben.';
export const minLength = (n: number) => `Bitte gib mindestens ${n} Zeichen ein.`;
export const maxLength = (n: number) => `Bitte gib höchstens ${n} Zeichen ein.`;

/**
 * Gives the customer's adviser an address of its own, so the outbox (shared by every test of the run)
 * holds this adviser's mails only; answers it.
 */
export async function ownAdviserAddress(agentId: number | undefined): Promise<string> {
  if (agentId === undefined) throw new Error('customer without adviser');
  const email = `berater-${randomUUID()}@berger-makler.example`;
  const { db } = await getDatabase();
  await db.update(agents).set({ email }).where(eq(agents.id, agentId));
  return email;
}

/** A logged-in customer (with an adviser of its own unless `withAgent: false`) and a JSON caller. */
export async function requestCustomer(
  app: FastifyInstance,
  options: { config?: Record<string, unknown>; withAgent?: boolean } = {},
) {
  const c = await createTestCustomer({ config: options.config ?? {}, withAgent: options.withAgent ?? true });
  const adviserEmail = c.agent ? await ownAdviserAddress(c.agent.id) : '';
  const token = await loginAs(app, c.email, c.password);
  return { ...c, token, adviserEmail, call: jsonCaller(app, token) };
}

/** A household with contracts rights, the damage report flag and the uploads, with an adviser of its own. */
export async function damageCustomer(app: FastifyInstance, config: Record<string, unknown> = {}) {
  const c = await createContractCustomer(app, { ...CONTRACT_FLAGS, schaden: true, ...config });
  const adviserEmail = await ownAdviserAddress(c.agent?.id);
  return { ...c, adviserEmail, call: c.api.call };
}

/** A request without a session (client headers only). */
export function anonymous(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...clientHeaders, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** The adviser's delivered mails about this customer, once `count` have arrived. */
export function adviserMails(dataDir: string, adviserEmail: string, customerEmail: string, count = 1) {
  return deliveredMails(dataDir, adviserEmail, customerEmail, count);
}

/** The mails queued for the adviser (sent or not): what the server decided to send, at once. */
export const queuedFor = queuedMailsTo;

/** The customer's stored requests, oldest first. */
export async function storedRequests(userId: number) {
  const { db } = await getDatabase();
  return db
    .select()
    .from(adviserRequests)
    .where(eq(adviserRequests.userId, userId))
    .orderBy(asc(adviserRequests.id));
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
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ error, message: expect.any(String) });
}
