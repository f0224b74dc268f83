import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/app-error';

/** Whatever a route without a body schema was sent along, refused (nothing, null and {} are no body). */
async function refuseBody(request: FastifyRequest): Promise<void> {
  // JSON only: another type (text, an upload's multipart) is each route's to refuse with its own words.
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return;
  const body: unknown = request.body;
  if (body === undefined || body === null) return;
  if (typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length) throw new ValidationError(keys.map((key) => `${key}=>${unknownFieldTexts.unknown}`));
    return;
  }
  throw new ValidationError([unknownFieldTexts.noBody]);
}

/**
 * A route without a body schema takes no body (the OpenAPI document shows none): whatever is sent along is
 * refused with 422, each key as 'key=>…' (a value that is no object as one entry), never silently ignored.
 * Nothing, null and an empty object are no body. Multipart uploads are read by their routes from the stream
 * and have no parsed body here; a body of another type is the route's to refuse. The check is each such
 * route's last preValidation hook, so the session (401), the permission (403) and the ownership (404) come
 * first: a body sent to another customer's id is that id's 404 (ADR 100).
 */
export const bodylessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) return;
    const own: preValidationHookHandler[] = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...own, refuseBody as preValidationHookHandler];
  });
});
