import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import {
  agencyTransferAnswerSchema,
  letterSendSchema,
} from '@kundenportal/domain/bestandsuebertragung/letter-api';
import { letterQuerySchema } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { pdfResponse } from '@kundenportal/domain/contracts/contract-response-schema';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../lib/app-error';
import type { BlobStore } from '../../../../lib/blob-store/blob-store';
import { owned } from '../../../../lib/owned';
import { pathId } from '../../../../lib/path-id';
import { responses } from '../../../../lib/route-responses';
import { zodBody } from '../../../../lib/zod-body';
import { requireAdviser } from '../../../../plugins/session';
import type { AnswerRepository } from '../answer-repository';
import type { TransfersRepository } from '../repository';
import { letterFacts, renderLetter } from './build-letter';
import type { LetterRepository } from './letter-repository';
import { sendLetter } from './send-letter';

export type LetterRouteDeps = {
  letters: LetterRepository;
  transfers: TransfersRepository;
  answers: AnswerRepository;
  store: BlobStore;
  publicUrl: string;
  now: () => Date;
  /** Sends the letter's mail and the customer's notification now (the outbox). */
  kickOutbox: () => void;
};

/**
 * The letters to the insurers of a transfer (issue 29, ADR 160): the PDF per insurer (a GET that changes
 * nothing) and its sending by e-mail or post. An adviser's token (401/403), the agency's transfer of the
 * path (404 in preValidation, also for another agency's), the schema's 422, then the use case's 404 for an
 * insurer without a contract in the transfer and its 409s.
 */
export const letterRoutes: FastifyPluginAsyncZod<LetterRouteDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  const transfer = owned(async (request) => {
    const { agencyId } = requireAdviser(request);
    const id = pathId(request, 'could_not_find_transfer');
    if (!(await deps.letters.transfer(agencyId, id))) throw new AppError('could_not_find_transfer');
    return id;
  });

  app.get(
    '/berater/bestandsuebertragungen/:id/anschreiben.pdf',
    {
      ...auth,
      preValidation: transfer.preValidation,
      schema: {
        summary: 'The letter to one insurer of the transfer, with the signed Vollmacht appended (PDF)',
        params: idParamsSchema,
        querystring: letterQuerySchema,
        response: responses({ 200: pdfResponse }),
      },
    },
    async (request, reply) => {
      const { agencyId } = requireAdviser(request);
      const now = deps.now();
      const letter = await letterFacts(deps, agencyId, transfer.of(request), request.query.versicherer, now);
      const pdf = await renderLetter(letter, now);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(letter.filename, { type: 'attachment' }))
          .header('cache-control', 'private, no-store')
          // The PDF's bytes, which the schema documents as a binary string.
          .send(Buffer.from(pdf) as unknown as string)
      );
    },
  );

  app.post(
    '/berater/bestandsuebertragungen/:id/anschreiben',
    {
      ...auth,
      preValidation: transfer.preValidation,
      schema: {
        summary: 'Send the letter to one insurer by e-mail, or record that it went by post',
        params: idParamsSchema,
        body: zodBody(letterSendSchema),
        response: responses({ 200: agencyTransferAnswerSchema }),
      },
    },
    async (request) => {
      const answer = await sendLetter(
        deps,
        requireAdviser(request),
        transfer.of(request),
        request.body,
        deps.now(),
      );
      deps.kickOutbox();
      return { transfer: answer };
    },
  );
};
