import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
} from '../../helpers/test-app';

/**
 * A customer with the chat on (config nachrichten) and an adviser of the customer's agency, both signed
 * in: `customer` calls /api/chat, `adviser` /api/berater/kunden/{id}/chat.
 */
export async function chatPair(app: FastifyInstance, config: Record<string, unknown> = {}) {
  const customer = await createTestCustomer({ config: { nachrichten: true, ...config } });
  const agencyId = customer.agent?.id;
  if (agencyId === undefined) throw new Error('customer without agency');
  const adviser = await createTestAdviser({ agencyId, firstName: 'Thomas', lastName: 'Berger' });
  const customerToken = await loginAs(app, customer.email, customer.password);
  const adviserToken = await loginAsAdviser(app, adviser.email, adviser.password);
  const customerCall = jsonCaller(app, customerToken);
  const adviserCall = jsonCaller(app, adviserToken);
  const adviserUrl = `/api/berater/kunden/${customer.user.id}/chat`;
  return {
    customer,
    adviser,
    agencyId,
    customerToken,
    adviserToken,
    customerCall,
    adviserCall,
    adviserUrl,
    /** The customer writes; answers the stored message. */
    async customerSends(text: string) {
      const response = await customerCall('POST', '/api/chat', { text });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ message: ChatMessageJson }>().message;
    },
    async adviserSends(text: string) {
      const response = await adviserCall('POST', adviserUrl, { text });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ message: ChatMessageJson }>().message;
    },
  };
}

export type ChatPair = Awaited<ReturnType<typeof chatPair>>;

export type ChatMessageJson = {
  id: number;
  sender: 'customer' | 'adviser';
  author: string;
  text: string;
  createdAt: string;
  readAt: string | null;
};

export function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  error: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ error });
}

export function expectInvalid(response: { statusCode: number; json(): unknown }, entries: string[]) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ error: 'validation_failed', errors: entries });
}
