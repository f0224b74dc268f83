import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/app-error';

/**
 * A route without a body schema takes no body (the OpenAPI document shows none): whatever is sent along is
 * refused with 422 before the route runs, each key as 'key=>…' (a value that is no object as one entry),
 * never silently ignored. Nothing, null and an empty object are no body. Multipart uploads are read by their
 * routes from the stream and have no parsed body here; a body of another type is the route's to refuse.
 */
export const bodylessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // No route (a 404 answers as such) or one with a body schema.
    if (request.is404 || request.routeOptions.schema?.body) return;
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
  });
});
