import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import {
  transferAnswerSchema,
  transferRequestSchema,
  transfersAnswerSchema,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { listTransfers } from './list-transfers';
import type { TransfersRepository } from './repository';
import { requestTransfer } from './request-transfer';
import { transferCustomer } from './transfer-customer';
import { withdrawTransfer } from './withdraw-transfer';

export type TransfersDeps = { repository: TransfersRepository; now: () => Date };

/**
 * The customer's Bestandsübertragung (issue 29), exactly transfer-api.ts: the list, a request, a
 * withdrawal. Answers keep the order 401 (onRequest), 403 (`not_permitted`: no flag, makler_light, no
 * adviser) and 404 (`could_not_find_transfer`) in preValidation, then the body's 422, then the use case's
 * 422 per contract id and 409 (ADR 100).
 */
export const transfersRoutes: FastifyPluginAsyncZod<TransfersDeps> = async (app, { repository, now }) => {
  const auth = { onRequest: app.authenticate };
  const customer = owned(transferCustomer);
  /** The flag (403), then the customer's transfer of the path (404). */
  const transfer = owned(async (request: FastifyRequest) => {
    const found = await transferCustomer(request);
    const id = pathId(request, 'could_not_find_transfer');
    if (!(await repository.belongsTo(found.id, id))) throw new AppError('could_not_find_transfer');
    return { customer: found, id };
  });
  const answer = responses({ 200: transferAnswerSchema });

  app.get(
    '/bestandsuebertragung',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'The household’s portfolio transfers and what a new request needs',
        response: responses({ 200: transfersAnswerSchema }),
      },
    },
    (request) => listTransfers(repository, customer.of(request)),
  );

  app.post(
    '/bestandsuebertragung',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'Ask the adviser to take over contracts (portfolio transfer)',
        body: zodBody(transferRequestSchema),
        response: responses({ 201: transferAnswerSchema }),
      },
    },
    async (request, reply) => {
      const created = await requestTransfer(repository, customer.of(request), request.body, now());
      return reply.status(201).send({ transfer: created });
    },
  );

  app.delete(
    '/bestandsuebertragung/:id',
    {
      ...auth,
      preValidation: transfer.preValidation,
      schema: { summary: 'Withdraw a transfer not yet sent', params: idParamsSchema, response: answer },
    },
    async (request) => {
      const { customer: found, id } = transfer.of(request);
      return { transfer: await withdrawTransfer(repository, found.id, id, now()) };
    },
  );
};
