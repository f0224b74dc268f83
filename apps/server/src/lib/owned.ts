import type { ErrorCode } from '@kundenportal/domain/errors/error-codes';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { pathId } from './path-id';

/**
 * What a route loads before its schema validates the request: the session's own entry (a person, a
 * contract) or a permission, refused with 403/404 by `load`. Used as the route's `preValidation` hook,
 * after `onRequest: app.authenticate` (401), so the answers keep the order 401, 403, 404, then the
 * schema's 422 (docs/decisions/100-route-schemas-validate-after-ownership.md). The handler reads the
 * loaded value with `of(request)`.
 *
 *   const person = owned((request) => loadPerson(requireSession(request).userId, pathId(request, 'not_found')));
 *   app.put('/persons/:id', { onRequest: app.authenticate, preValidation: person.preValidation, schema }, …
 *     person.of(request) …
 */
export function owned<T>(load: (request: FastifyRequest) => Promise<T> | T) {
  const loaded = new WeakMap<FastifyRequest, T>();
  return {
    preValidation: async (request: FastifyRequest): Promise<void> => {
      loaded.set(request, await load(request));
    },
    of(request: FastifyRequest): T {
      if (!loaded.has(request)) throw new Error('owned(): the route lacks its preValidation hook');
      return loaded.get(request) as T;
    },
  };
}

/**
 * `owned` for the most common case, the id of the path naming one of the customer's entries that the
 * route may change: `permit` refuses first (403), then an id that is no positive 32-bit integer or that
 * does not `belong` to the customer is the 404 `notFound`. The loaded value is the id.
 */
export function ownedId(
  notFound: ErrorCode,
  permit: (request: FastifyRequest) => Promise<void>,
  belongs: (request: FastifyRequest, id: number) => Promise<boolean>,
) {
  return owned(async (request) => {
    await permit(request);
    const id = pathId(request, notFound);
    if (!(await belongs(request, id))) throw new AppError(notFound);
    return id;
  });
}
