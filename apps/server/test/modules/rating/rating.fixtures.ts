import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestCustomer, jsonCaller, loginAs } from '../../helpers/test-app';

export const STORE_LINKS = {
  APP_STORE_URL: 'https://apps.example.com/ios/kundenportal',
  PLAY_STORE_URL: 'https://play.example.com/store/apps/details?id=de.example.kundenportal',
} as const;

/**
 * A fresh customer who logged in `logins` times (one session each), with a JSON caller of the last
 * session.
 */
export async function ratingCustomer(app: FastifyInstance, logins: number) {
  const customer = await createTestCustomer();
  let token = '';
  for (let login = 0; login < logins; login += 1)
    token = await loginAs(app, customer.email, customer.password);
  return { ...customer, token, call: jsonCaller(app, token) };
}

export function expectInvalid(
  response: { statusCode: number; body: string; json(): unknown },
  entries: string[],
) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ error: 'validation_failed', errors: entries });
}
