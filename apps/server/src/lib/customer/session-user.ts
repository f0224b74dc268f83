import type { FastifyRequest } from 'fastify';
import type { UserRow } from './customer-repository';

/**
 * The account's row the request's session check read along (lib/session/session-lookup.ts), kept for the
 * request's customer() (plugins/customer.ts): one statement less per request (issue 34, ADR 302).
 */
const rows = new WeakMap<FastifyRequest, UserRow>();

export function keepSessionUser(request: FastifyRequest, row: UserRow | undefined): void {
  if (row) rows.set(request, row);
}

export function sessionUserOf(request: FastifyRequest): UserRow | undefined {
  return rows.get(request);
}
