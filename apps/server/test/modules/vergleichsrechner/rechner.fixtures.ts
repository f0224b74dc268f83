import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
} from '../../helpers/test-app';

export const RECHNER = '/api/berater/vergleichsrechner';

/** A calculator's body of `host` (its own origin the one allowed). */
export const rechnerBody = (host: string, fields: Record<string, unknown> = {}) => ({
  titel: `Rechner ${host}`,
  sparte: 'kfz',
  url: `https://${host}/widget?partner=7`,
  origins: [`https://${host}`],
  ...fields,
});

/** An adviser of a new agency (or of `agencyId`), logged in. */
export async function rechnerAdviser(app: FastifyInstance, agencyId?: number) {
  const adviser = await createTestAdviser(agencyId ? { agencyId } : {});
  const token = await loginAsAdviser(app, adviser.email, adviser.password);
  const call = jsonCaller(app, token);
  /** Adds a calculator: its id. */
  const add = async (body: unknown) => {
    const response = await call('POST', RECHNER, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ rechner: { id: number } }>().rechner.id;
  };
  return { ...adviser, token, call, add };
}

/** A logged-in customer of `agentId` with the Vergleichsrechner on (or `config`). */
export async function rechnerCustomer(
  app: FastifyInstance,
  agentId: number,
  config: Record<string, unknown> = { vergleichsrechner: true },
) {
  const customer = await createTestCustomer({ agentId, withAgent: false, config });
  const call = jsonCaller(app, await loginAs(app, customer.email, customer.password));
  /** The frame host page for a new ticket (or `ticket`): no session, no client headers, as a browser's frame. */
  const frame = (id: number, ticket: string) =>
    app.inject({
      method: 'GET',
      url: `/api/vergleichsrechner/${id}/rahmen?ticket=${encodeURIComponent(ticket)}`,
    });
  const ticket = async (id: number) => {
    const response = await call('POST', `/api/vergleichsrechner/${id}/ticket`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ ticket: string }>().ticket;
  };
  return { ...customer, call, frame, ticket, list: () => call('GET', '/api/vergleichsrechner') };
}

/** The directives of a CSP header by name. */
export function cspOf(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}
