import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { vorsorgeInputSchema } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import { vorsorgestatusAnswerSchema } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { pensionStatusOf } from './pension-status-of';
import type { VorsorgestatusRepository } from './repository';

type Deps = { repository: VorsorgestatusRepository; now: () => Date };

/** The session's customer with config.bedarfscheck (the flag the route rules give /app/vorsorgestatus), else 403. */
async function vorsorgeCustomer(request: FastifyRequest): Promise<number> {
  const customer = await request.customer();
  if (!customer.config.bedarfscheck) throw new AppError('not_permitted');
  return customer.id;
}

/**
 * The customer's Vorsorgestatus (issue 30, exactly vorsorgestatus-api.ts): the household's status and a
 * person's entry. Answers keep the order 401, 403 `not_permitted` without config.bedarfscheck, 404 for a
 * person not the customer's, then the body's 422 (ADR 100, ADR 177).
 */
export const vorsorgestatusRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository, now }) => {
  const auth = { onRequest: app.authenticate };
  const answer = responses({ 200: vorsorgestatusAnswerSchema });
  const customer = owned(vorsorgeCustomer);
  const person = owned(async (request: FastifyRequest) => {
    const userId = await vorsorgeCustomer(request);
    const personId = pathId(request, 'not_found', 'personId');
    if (!(await repository.ownsPerson(userId, personId))) throw new AppError('not_found');
    return { userId, personId };
  });

  app.get(
    '/vorsorgestatus',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: { summary: 'The household’s pension gap per adult (Vorsorgestatus)', response: answer },
    },
    (request) => pensionStatusOf(repository, customer.of(request), isoDateIn(now())),
  );

  app.put(
    '/vorsorgestatus/:personId',
    {
      ...auth,
      preValidation: person.preValidation,
      schema: {
        summary:
          'Save a person’s entry for the Vorsorgestatus (Renteninformation or Entgeltpunkte, start, inflation)',
        params: z.object({ personId: z.string().meta({ description: 'a person of the household' }) }),
        body: zodBody(vorsorgeInputSchema),
        response: answer,
      },
    },
    async (request) => {
      const { userId, personId } = person.of(request);
      const at = now();
      if (!(await repository.save(userId, personId, request.body, at))) throw new AppError('not_found');
      return pensionStatusOf(repository, userId, isoDateIn(at));
    },
  );
};
