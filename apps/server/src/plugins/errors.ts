import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { issueEntries } from '@kundenportal/domain/errors/unknown-fields';
import { messages } from '@kundenportal/domain/texts/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { databaseUnavailableReason } from '../db/connection-errors';
import { AppError, ValidationError } from '../lib/app-error';
import { markUnavailable, serviceUnavailableBody } from '../lib/service-unavailable';

/** Turns every failure into the spec's error shapes; a 5xx never shows its internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 503) markUnavailable(reply);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ error: error.code, message: error.userMessage });
    }
    // Database stopped, restarting or unreachable: a clean 503 and no log line per request (the
    // database client logs the outage once); the driver's text could name host, user or SQL.
    const unavailable = databaseUnavailableReason(error);
    if (unavailable) {
      request.log.debug({ reason: unavailable }, 'database unavailable');
      return markUnavailable(reply).send(serviceUnavailableBody);
    }
    if (error instanceof ValidationError) {
      return reply.status(422).send(validationBody(error.entries));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send(validationBody(schemaEntries(error)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: 'too_many_requests', message: errorCatalogue.too_many_requests.message });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said in German.
      request.log.info({ code: error.code }, 'rejected request');
      return sendBadRequest(reply, status);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'internal_error', message: errorCatalogue.internal_error.message });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ error: 'not_found', message: errorCatalogue.not_found.message });
  });
});

const keptClientStatuses = new Set([413, 414, 415]);

function sendBadRequest(reply: FastifyReply, status: number) {
  return reply.status(keptClientStatuses.has(status) ? status : 400).send({
    error: 'bad_request',
    message: errorCatalogue.bad_request.message,
  });
}

/**
 * Fastify's own refusals before routing (a path parameter over `maxParamLength`: 414, an undecodable URL:
 * 400) skip the error handler and answer in English; this (Fastify's `frameworkErrors` option) says them in
 * German in the API's error shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'rejected request');
  return sendBadRequest(reply, error.statusCode ?? 400);
}

/**
 * The 422 entries of a route schema's refusal (`hasZodFastifySchemaValidationErrors`): 'field=>message', an
 * issue of the body itself under `bodyField` (or without a field).
 */
export function schemaEntries(
  error: { validation: readonly ZodFastifySchemaValidationError[] },
  bodyField = '',
): string[] {
  return error.validation.flatMap((issue) =>
    issueEntries(
      [
        {
          code: issue.keyword,
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? messages.validationFailed,
          keys: Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : undefined,
        },
      ],
      bodyField,
    ),
  );
}

function validationBody(entries: string[]) {
  return { error: 'validation_failed', message: errorCatalogue.validation_failed.message, errors: entries };
}
