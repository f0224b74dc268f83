import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { clientHeaders, createTestAdviser, jsonCaller, loginAsAdviser } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let adviserToken: Promise<string> | undefined;
/** One adviser's token per test file (an adviser's session on a customer route is refused with 403). */
function anAdviserToken(app: FastifyInstance): Promise<string> {
  adviserToken ??= createTestAdviser().then((adviser) =>
    loginAsAdviser(app, adviser.email, adviser.password),
  );
  return adviserToken;
}

/**
 * The answers a customer route gives before its schema looks at the body (ADR 100): with `invalidBody`,
 * no token is 401 and an adviser's token 403, never the body's 422.
 */
export async function expectSessionBeforeBody(
  app: FastifyInstance,
  method: Method,
  url: string,
  invalidBody: unknown,
): Promise<void> {
  const anonymous = await app.inject({
    method,
    url,
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify(invalidBody),
  });
  expect(anonymous.statusCode, `${method} ${url} without token`).toBe(401);
  expect(anonymous.json().error).toBe('token_not_provided');
  const asAdviser = await jsonCaller(app, await anAdviserToken(app))(method, url, invalidBody);
  expect(asAdviser.statusCode, `${method} ${url} as an adviser`).toBe(403);
  expect(asAdviser.json().error).toBe('role_not_permitted');
}

type CallAs = ReturnType<typeof jsonCaller>;

/**
 * The workspace's twin of `expectSessionBeforeBody`: each route answers no token with 401 and `asCustomer`
 * (a customer's session) with 403, whatever its body, id or query (ADR 100).
 */
export async function expectAdviserSessionBeforeBody(
  app: FastifyInstance,
  asCustomer: CallAs,
  routes: readonly (readonly [Method, string, unknown?])[],
): Promise<void> {
  const anonymous = jsonCaller(app, '');
  for (const [method, url, body] of routes) {
    const refusedAnonymous = await anonymous(method, url, body);
    expect(refusedAnonymous.statusCode, `${method} ${url} without token`).toBe(401);
    expect(refusedAnonymous.json().error).toBe('token_not_provided');
    const refused = await asCustomer(method, url, body);
    expect(refused.statusCode, `${method} ${url} as a customer`).toBe(403);
    expect(refused.json().error).toBe('role_not_permitted');
  }
}
