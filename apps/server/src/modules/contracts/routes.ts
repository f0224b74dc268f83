import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import { presentContract } from '@kundenportal/domain/contracts/contract-api';
import {
  contractDeletedSchema,
  contractResponseSchema,
  contractsResponseSchema,
  optimizationSentSchema,
  pdfResponse,
} from '@kundenportal/domain/contracts/contract-response-schema';
import type { ContractRights } from '@kundenportal/domain/contracts/contract-rights';
import { optimizationRequestSchema } from '@kundenportal/domain/contracts/optimization';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendView } from '../../cache/cached-reads';
import { toStoredContract } from '../../db/contract-row';
import { AppError } from '../../lib/app-error';
import { owned, ownedId } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';
import { requireContractRight } from './contract-access';
import { contractSaveState } from './contract-save-state';
import { type ContractDeletionHook, deleteContract } from './delete-contract';
import type { ContractsRepository } from './repository';
import { requestOptimization } from './request-optimization';
import { saveContract } from './save-contract';
import { renderVertragsspiegel } from './vertragsspiegel';

/** A contract id from the path; anything but a positive 32-bit integer names no contract. */
function contractId(request: FastifyRequest): number {
  return pathId(request, 'could_not_find_contract');
}

export type ContractsDeps = {
  repository: ContractsRepository;
  onContractDelete?: ContractDeletionHook[];
  /** The clock deadlines and 'from tomorrow' are measured by (tests move it). */
  now?: () => Date;
};

const contract = responses({ 200: contractResponseSchema });

/**
 * The contracts of issue 10, exactly the contract of packages/domain/src/contracts/contract-api.ts.
 * Answers come in the order 401 (onRequest), 403 (the flags) and 404 (`could_not_find_contract`, no
 * logout) as preValidation hooks, then the body's 422 (ADR 100). A save's schema checks the body against
 * the stored contract and the household's persons, read by its last preValidation hook (ADR 140).
 */
export const contractsRoutes: FastifyPluginAsync<ContractsDeps> = async (app, deps) => {
  const { repository, onContractDelete = [] } = deps;
  const now = deps.now ?? (() => new Date());
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const userId = (request: FastifyRequest) => requireSession(request).userId;
  const access = { repository, viewCache: app.viewCache };
  const deletion = { repository, onDelete: onContractDelete };
  /** The right's flag (403). */
  const may = (right: keyof ContractRights) => (request: FastifyRequest) =>
    requireContractRight(access, userId(request), right);
  /** The right's flag (403), then the user's contract of the path (404). */
  const own = (right: keyof ContractRights) =>
    ownedId('could_not_find_contract', may(right), (request, id) =>
      repository.belongsTo(userId(request), id),
    );
  const optimizable = own('optimize');
  const saveState = contractSaveState(repository, now);
  const adding = async (request: FastifyRequest) => {
    await may('add')(request);
    await saveState.keep(request, userId(request), null);
  };
  /** The edit flag (403), the path's contract (404) and what its save is checked against. */
  const editable = owned(async (request) => {
    await may('edit')(request);
    const id = contractId(request);
    await saveState.keep(request, userId(request), id);
    return id;
  });

  app.get(
    '/contracts',
    {
      ...auth,
      preValidation: may('list'),
      schema: { summary: 'The household’s contracts', response: responses({ 200: contractsResponseSchema }) },
    },
    async (request, reply) => {
      const user = userId(request);
      const today = isoDateIn(now());
      // Cached per customer and day (deadlines move with the calendar) until a contract changes (ADR 008).
      const body = await app.viewCache.get(user, `contracts:${today}`, async () => ({
        value: JSON.stringify({
          contracts: (await repository.list(user)).map((row) =>
            presentContract(toStoredContract(row), today),
          ),
        }),
        agentId: null,
      }));
      return sendView(app.viewCache, request, reply, { userId: user, name: `contracts:${today}`, body });
    },
  );

  app.get(
    '/contracts/vertragsspiegel.pdf',
    {
      ...auth,
      preValidation: may('pdf'),
      schema: { summary: 'The contract overview as PDF', response: responses({ 200: pdfResponse }) },
    },
    async (request, reply) => {
      const user = userId(request);
      const today = isoDateIn(now());
      const [persons, rows] = await Promise.all([repository.persons(user), repository.list(user)]);
      const main = persons.find((person) => person.isMain) ?? persons[0];
      const pdf = await renderVertragsspiegel({
        household: main ? `${main.firstname} ${main.lastname}` : '',
        persons: [...persons]
          .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id)
          .map((person) => ({ id: person.id, name: `${person.firstname} ${person.lastname}` })),
        contracts: rows.map((row) => presentContract(toStoredContract(row), today)),
        today,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="Vertragsspiegel-${today}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  api.get(
    '/contracts/:id',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: may('view'),
      schema: { summary: 'One contract', params: idParamsSchema, response: contract },
    },
    async (request) => {
      const row = await repository.find(userId(request), contractId(request));
      if (!row) throw new AppError('could_not_find_contract');
      return { contract: presentContract(toStoredContract(row), isoDateIn(now())) };
    },
  );

  api.post(
    '/contracts',
    {
      ...auth,
      preValidation: adding,
      schema: {
        summary: 'Add a contract',
        body: saveState.body,
        response: responses({ 201: contractResponseSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveContract(repository, userId(request), null, request.body, now())),
  );

  api.put(
    '/contracts/:id',
    {
      ...auth,
      preValidation: editable.preValidation,
      schema: {
        summary: 'Save a contract',
        params: idParamsSchema,
        body: saveState.body,
        response: contract,
      },
    },
    (request) => saveContract(repository, userId(request), editable.of(request), request.body, now()),
  );

  api.post(
    '/contracts/:id/optimieren',
    {
      ...auth,
      preValidation: optimizable.preValidation,
      schema: {
        summary: 'Ask the adviser to check a contract',
        params: idParamsSchema,
        body: zodBody(optimizationRequestSchema),
        response: responses({ 201: optimizationSentSchema }),
      },
    },
    async (request, reply) => {
      const answer = await requestOptimization(
        repository,
        userId(request),
        optimizable.of(request),
        request.body,
        now(),
      );
      app.outbox.kick();
      return reply.status(201).send(answer);
    },
  );

  api.delete(
    '/contracts/:id',
    {
      ...auth,
      preValidation: may('edit'),
      schema: {
        summary: 'Delete a contract',
        params: idParamsSchema,
        response: responses({ 200: contractDeletedSchema }),
      },
    },
    (request) => deleteContract(deletion, userId(request), contractId(request), request.log),
  );
};
