import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { notfallkarteResponseSchema } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import { getNotfallkarte } from './get-notfallkarte';
import type { NotfallkarteRepository } from './repository';

export type NotfallkarteDeps = { repository: NotfallkarteRepository };

/**
 * The emergency card (issue 32): the household's policy numbers with claims hotlines, and the adviser. It
 * shows contracts, so it is open where the contract list is (config.vertrag_list; 403 otherwise).
 */
export const notfallkarteRoutes: FastifyPluginAsyncZod<NotfallkarteDeps> = async (app, { repository }) => {
  app.get(
    '/notfallkarte',
    {
      onRequest: app.authenticate,
      preValidation: async (request) => {
        const customer = await request.customer();
        if (!contractRights({ config: customer.config }).list) throw new AppError('not_permitted');
      },
      schema: {
        summary: 'The household’s emergency card',
        response: responses({ 200: notfallkarteResponseSchema }),
      },
    },
    async (request) => getNotfallkarte(repository, requireSession(request).userId),
  );
};
