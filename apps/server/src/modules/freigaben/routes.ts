import { pathIdParamsSchema } from '@kundenportal/domain/api/path-params';
import {
  contractLinkAnswerSchema,
  contractLinkParamsSchema,
  freigabenSeenSchema,
  meineFreigabenSchema,
} from '@kundenportal/domain/freigaben/meine-freigaben';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { keepAnswerUntil } from '../../cache/cached-reads';
import { AppError } from '../../lib/app-error';
import type { ContractLinks } from '../../lib/contract-links';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import { requireFreigaben } from './freigaben-access';
import { listFreigaben } from './list-freigaben';
import { openContractLink } from './open-contract-link';
import type { FreigabenRepository } from './repository';

export type FreigabenDeps = { repository: FreigabenRepository; links: ContractLinks; now: () => Date };

/**
 * 'Meine Freigaben' (issue 31): the list, its 'seen' (a POST: reading the list changes nothing) and the
 * adviser's link to one contract. A session (401), then the area's flag (403), then the path (404).
 */
export const freigabenRoutes: FastifyPluginAsyncZod<FreigabenDeps> = async (app, deps) => {
  const { repository } = deps;
  const auth = { onRequest: app.authenticate };
  const userId = (request: Parameters<typeof requireSession>[0]) => requireSession(request).userId;

  app.get(
    '/meinefreigaben',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'What the adviser provided: contracts and documents',
        response: responses({ 200: meineFreigabenSchema }),
      },
    },
    async (request) => {
      const { documents } = await requireFreigaben(request);
      return listFreigaben(repository, userId(request), documents);
    },
  );

  app.post(
    '/meinefreigaben/gesehen',
    {
      ...auth,
      preValidation: async (request) => {
        await requireFreigaben(request);
      },
      schema: {
        summary: 'Mark what the adviser provided as seen',
        response: responses({ 200: freigabenSeenSchema }),
      },
    },
    async (request) => {
      await repository.markSeen(userId(request), deps.now());
      return { success: true as const };
    },
  );

  app.post(
    '/meinefreigaben/vertraege/:id/gesehen',
    {
      ...auth,
      preValidation: async (request) => {
        await requireFreigaben(request);
      },
      schema: {
        summary: 'Mark one provided contract as seen (opened by the adviser’s link)',
        params: pathIdParamsSchema,
        response: responses({ 200: freigabenSeenSchema }),
      },
    },
    async (request) => {
      const contractId = pathId(request, 'could_not_find_contract');
      if (!(await repository.markContractSeen(userId(request), contractId, deps.now())))
        throw new AppError('could_not_find_contract');
      return { success: true as const };
    },
  );

  app.get(
    '/jwtcontracts/:token',
    {
      ...auth,
      config: { cachedRead: true },
      preValidation: async (request) => {
        await requireFreigaben(request);
      },
      schema: {
        summary: 'The provided contract an adviser’s link names',
        params: contractLinkParamsSchema,
        response: responses({ 200: contractLinkAnswerSchema }),
      },
    },
    async (request) => {
      const { token } = request.params;
      const answer = await openContractLink(
        { repository, links: deps.links },
        userId(request),
        token,
        deps.now(),
      );
      // Kept (ADR 330) until the link runs out: then it answers 410.
      const { exp } = decodeJwt(token);
      if (exp !== undefined) keepAnswerUntil(request, new Date(exp * 1000));
      return answer;
    },
  );
};
