import { notfallkarteResponseSchema } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import { getNotfallkarte } from './get-notfallkarte';
import type { NotfallkarteRepository } from './repository';

export type NotfallkarteDeps = { repository: NotfallkarteRepository };

/** The emergency card (issue 32): the household's policy numbers with claims hotlines, and the adviser. */
export const notfallkarteRoutes: FastifyPluginAsyncZod<NotfallkarteDeps> = async (app, { repository }) => {
  app.get(
    '/notfallkarte',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The household’s emergency card',
        response: responses({ 200: notfallkarteResponseSchema }),
      },
    },
    async (request) => getNotfallkarte(repository, requireSession(request).userId),
  );
};
