import {
  bedarfscheckAnswerSchema,
  productText,
  productTextAnswerSchema,
} from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { responses } from '../../lib/route-responses';
import { readHouseholdNeeds } from './household-needs';
import type { BedarfscheckRepository } from './repository';

/** The session's customer with config.bedarfscheck, or 403 `not_permitted`. */
async function bedarfscheckCustomer(request: FastifyRequest): Promise<number> {
  const customer = await request.customer();
  if (!customer.config.bedarfscheck) throw new AppError('not_permitted');
  return customer.id;
}

/**
 * The customer's Bedarfscheck (issue 30, exactly bedarfscheck-api.ts): the household's result (401, then
 * 403 without config.bedarfscheck) and the product text of a Sparte (any logged-in customer: the texts
 * are the catalogue's, nothing of the household; 404 for a Sparte without one, ADR 176). The answers are
 * saved by the persons module's vcheck path.
 */
export const bedarfscheckRoutes: FastifyPluginAsyncZod<{ repository: BedarfscheckRepository }> = async (
  app,
  { repository },
) => {
  const auth = { onRequest: app.authenticate };
  const customer = owned(bedarfscheckCustomer);

  app.get(
    '/bedarfscheck',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'What the household needs, against the contracts it has (Bedarfscheck)',
        response: responses({ 200: bedarfscheckAnswerSchema }),
      },
    },
    (request) => readHouseholdNeeds(repository, customer.of(request)),
  );

  app.get(
    '/produkttext/:sparte',
    {
      ...auth,
      schema: {
        summary: 'The short product text of a Sparte',
        params: z.object({ sparte: z.string().meta({ description: 'a key of the Sparten table' }) }),
        response: responses({ 200: productTextAnswerSchema }),
      },
    },
    (request) => {
      const text = productText(request.params.sparte);
      if (!text) throw new AppError('not_found');
      return text;
    },
  );
};
