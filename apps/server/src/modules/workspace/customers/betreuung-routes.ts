import {
  contractBetreuungAnswerSchema,
  contractBetreuungBodySchema,
  contractBetreuungParamsSchema,
} from '@kundenportal/domain/workspace/contract-betreuung';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { requireAdviser } from '../../../plugins/session';
import type { BetreuungRepository } from './betreuung-repository';
import { setContractBetreuung } from './set-contract-betreuung';

/**
 * Who looks after a customer's contract, set by the agency (issue 29, ADR 186): an adviser's token
 * (401/403), the agency's customer and that customer's contract (404 in preValidation, also for another
 * agency's), then the schema's 422 (ADR 100).
 */
export const contractBetreuungRoutes: FastifyPluginAsyncZod<{ repository: BetreuungRepository }> = async (
  app,
  { repository },
) => {
  const contract = owned(async (request) => {
    const customerId = await app.agencyCustomerId(request);
    const contractId = pathId(request, 'could_not_find_contract', 'contractId');
    if (!(await repository.isContractOf(customerId, contractId)))
      throw new AppError('could_not_find_contract');
    return { customerId, contractId };
  });

  app.put(
    '/berater/kunden/:id/vertraege/:contractId/betreuung',
    {
      onRequest: app.authenticateAdviser,
      preValidation: contract.preValidation,
      schema: {
        summary: 'Set who looks after a contract of the customer',
        params: contractBetreuungParamsSchema,
        body: contractBetreuungBodySchema,
        response: responses({ 200: contractBetreuungAnswerSchema }),
      },
    },
    async (request) =>
      setContractBetreuung(repository, requireAdviser(request), contract.of(request), request.body.betreuung),
  );
};
