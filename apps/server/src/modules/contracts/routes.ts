import { contractInputSchema, presentContract } from '@kundenportal/domain/contracts/contract-api';
import { optimizationRequestSchema } from '@kundenportal/domain/contracts/optimization';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { toStoredContract } from '../../db/contract-row';
import { AppError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
import { requireContractRight } from './contract-access';
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

/**
 * The contracts of issue 10, exactly the contract of packages/domain/src/contracts/contract-api.ts.
 * Answers come in the order 401, 403 (flags), 404 (`could_not_find_contract`, no logout), 422.
 */
export const contractsRoutes: FastifyPluginAsync<ContractsDeps> = async (app, deps) => {
  const { repository, onContractDelete = [] } = deps;
  const now = deps.now ?? (() => new Date());
  const auth = { onRequest: app.authenticate };
  const userId = (request: FastifyRequest) => requireSession(request).userId;
  const access = { repository, viewCache: app.viewCache };

  app.get('/contracts', auth, async (request, reply) => {
    const user = userId(request);
    await requireContractRight(access, user, 'list');
    const today = isoDateIn(now());
    // Cached per customer and day (deadlines move with the calendar) until a contract changes (ADR 008).
    const body = await app.viewCache.get(user, `contracts:${today}`, async () => ({
      value: JSON.stringify({
        contracts: (await repository.list(user)).map((row) => presentContract(toStoredContract(row), today)),
      }),
      agentId: null,
    }));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/contracts/vertragsspiegel.pdf', auth, async (request, reply) => {
    const user = userId(request);
    await requireContractRight(access, user, 'pdf');
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
  });

  app.get('/contracts/:id', auth, async (request) => {
    const user = userId(request);
    await requireContractRight(access, user, 'view');
    const row = await repository.find(user, contractId(request));
    if (!row) throw new AppError('could_not_find_contract');
    return { contract: presentContract(toStoredContract(row), isoDateIn(now())) };
  });

  app.post('/contracts', { ...auth, ...documentedBody(contractInputSchema) }, async (request, reply) => {
    const user = userId(request);
    await requireContractRight(access, user, 'add');
    return reply.status(201).send(await saveContract(repository, user, null, request.body, now()));
  });

  app.put('/contracts/:id', { ...auth, ...documentedBody(contractInputSchema) }, async (request) => {
    const user = userId(request);
    await requireContractRight(access, user, 'edit');
    return saveContract(repository, user, contractId(request), request.body, now());
  });

  app.post(
    '/contracts/:id/optimieren',
    { ...auth, ...documentedBody(optimizationRequestSchema) },
    async (request, reply) => {
      const user = userId(request);
      await requireContractRight(access, user, 'optimize');
      const answer = await requestOptimization(repository, user, contractId(request), request.body, now());
      app.outbox.kick();
      return reply.status(201).send(answer);
    },
  );

  app.delete('/contracts/:id', auth, async (request) => {
    const user = userId(request);
    await requireContractRight(access, user, 'edit');
    return deleteContract(
      { repository, onDelete: onContractDelete, log: request.log },
      user,
      contractId(request),
    );
  });
};
