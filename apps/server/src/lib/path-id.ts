import type { ErrorCode } from '@kundenportal/domain/errors/error-codes';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The largest id a serial column holds. */
const MAX_ID = 2_147_483_647;

/**
 * An id from a path or query value: a positive 32-bit integer written plainly, else `notFound` (a 404 of the
 * route's kind): anything else names nothing, and never reaches the database (an id beyond the column's
 * range would be a 500 there).
 */
export function idOf(value: unknown, notFound: ErrorCode): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID)
    throw new AppError(notFound);
  return Number(value);
}

/** The path parameter `name` (default `id`) as an id, else `notFound`. */
export function pathId(request: FastifyRequest, notFound: ErrorCode, name = 'id'): number {
  return idOf((request.params as Record<string, unknown>)[name], notFound);
}
