import { successSchema } from '@kundenportal/domain/api/common-responses';
import {
  sitzungenEndedResponseSchema,
  sitzungenResponseSchema,
} from '@kundenportal/domain/devices/devices-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepAnswerUntil } from '../../cache/cached-reads';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import { listDevices } from './list-devices';
import type { DevicesRepository } from './repository';

export type DevicesDeps = { repository: DevicesRepository; idleSeconds: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string().meta({ description: 'an open session of the customer' }) });

/**
 * "Angemeldete Geräte" (issue 32, ADR 213): the customer's open sessions, ending one, ending all others
 * (DELETE on the list keeps the session of the request).
 */
export const devicesRoutes: FastifyPluginAsyncZod<DevicesDeps> = async (app, { repository, idleSeconds }) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/users/sitzungen',
    {
      ...auth,
      config: { cachedRead: true },
      schema: {
        summary: 'The customer’s signed-in devices',
        response: responses({ 200: sitzungenResponseSchema }),
      },
    },
    async (request) => {
      const { answer, openUntil } = await listDevices(repository, requireSession(request), idleSeconds);
      // Kept (ADR 330) until the first session ends by the clock; a new, ended or touched one is in the feed.
      if (openUntil) keepAnswerUntil(request, openUntil);
      return answer;
    },
  );

  app.delete(
    '/users/sitzungen',
    {
      ...auth,
      schema: {
        summary: 'Sign out every other device (the current session stays)',
        response: responses({ 200: sitzungenEndedResponseSchema }),
      },
    },
    async (request) => {
      const { userId, sessionId } = requireSession(request);
      return { beendet: await repository.endOthers(userId, sessionId, idleSeconds) };
    },
  );

  // Another customer's session, an ended one or no id of a session at all: the same 404.
  const ownSession = owned(async (request) => {
    const { userId } = requireSession(request);
    const { id } = request.params as { id?: unknown };
    if (typeof id !== 'string' || !UUID.test(id) || !(await repository.isOpen(userId, id, idleSeconds)))
      throw new AppError('not_found');
    return { userId, id };
  });

  app.delete(
    '/users/sitzungen/:id',
    {
      ...auth,
      preValidation: ownSession.preValidation,
      schema: {
        summary: 'Sign out one device',
        params: idParams,
        response: responses({ 200: successSchema }),
      },
    },
    async (request) => {
      const { userId, id } = ownSession.of(request);
      if (!(await repository.end(userId, id))) throw new AppError('not_found');
      return { success: true as const };
    },
  );
};
