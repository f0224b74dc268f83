import { agencyTransfersQuerySchema } from '@kundenportal/domain/bestandsuebertragung/board-query';
import { agencyTransferAnswerSchema } from '@kundenportal/domain/bestandsuebertragung/letter-api';
import {
  agencyTransfersAnswerSchema,
  transferContractParamsSchema,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { owned } from '../../../lib/owned';
import { responses } from '../../../lib/route-responses';
import { requireAdviser } from '../../../plugins/session';
import type { AnswerRepository } from './answer-repository';
import { answerSaveState } from './answer-state';
import { listAgencyTransfers } from './list-agency-transfers';
import { recordContractAnswer } from './record-contract-answer';
import type { TransfersRepository } from './repository';

export type BoardDeps = {
  transfers: TransfersRepository;
  answers: AnswerRepository;
  publicUrl: string;
  now: () => Date;
  /** Sends the customer's notification now (the outbox). */
  kickOutbox: () => void;
};

/**
 * The workspace's board of the agency's Bestandsübertragungen and the insurer's answers (issue 29): an
 * adviser's token (401/403 in onRequest), then the agency's transfer and contract of the path (404 in
 * preValidation, also for another agency's), then the schema's 422 (ADR 100), then the step's 409.
 */
export const boardRoutes: FastifyPluginAsyncZod<BoardDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  const saveState = answerSaveState(deps.answers, deps.now);
  const step = owned((request) => saveState.keep(request));

  app.get(
    '/berater/bestandsuebertragungen',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The agency’s portfolio transfers with their board column, newest first',
        querystring: agencyTransfersQuerySchema,
        response: responses({ 200: agencyTransfersAnswerSchema }),
      },
    },
    async (request) =>
      listAgencyTransfers(deps.transfers, requireAdviser(request).agencyId, request.query, deps.now()),
  );

  app.put(
    '/berater/bestandsuebertragungen/:id/vertraege/:contractId',
    {
      ...auth,
      preValidation: step.preValidation,
      schema: {
        summary: 'Record a step of a contract of the transfer: sent, or the insurer’s answer',
        params: transferContractParamsSchema,
        body: saveState.body,
        response: responses({ 200: agencyTransferAnswerSchema }),
      },
    },
    async (request) => {
      const transfer = await recordContractAnswer(
        deps,
        requireAdviser(request),
        step.of(request),
        request.body,
        { now: deps.now(), publicUrl: deps.publicUrl },
      );
      deps.kickOutbox();
      return { transfer };
    },
  );
};
