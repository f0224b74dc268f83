import multipart from '@fastify/multipart';
import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import { adviserContractResponseSchema } from '@kundenportal/domain/contracts/contract-response-schema';
import {
  type ContractBody,
  type ContractSaveState,
  contractSaveBody,
} from '@kundenportal/domain/contracts/contract-save';
import { adviserView } from '@kundenportal/domain/contracts/provided-contract';
import { documentAnswerSchema } from '@kundenportal/domain/documents/document-responses';
import {
  contractLinkCreatedSchema,
  providedContractParamsSchema,
} from '@kundenportal/domain/workspace/provided-contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import { bodyContext } from '../../../lib/body-context';
import type { ContractLinks } from '../../../lib/contract-links';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { requireAdviser } from '../../../plugins/session';
import { createContractLink } from './create-contract-link';
import type { VertraegeRepository } from './repository';
import { saveProvidedContract } from './save-provided-contract';

export type VertraegeDeps = { repository: VertraegeRepository; links: ContractLinks; now: () => Date };

/** The customer's reminder stays theirs (ADR 198): no answer here carries it. */
const contract = responses({ 200: adviserContractResponseSchema });

/**
 * The contracts an agency provides to its customers (issue 31): an adviser's token (401/403), the agency's
 * customer and contract of the path (404 in preValidation; a change only of a provided one), then the
 * body's 422 against what the hook read (ADR 100, 140).
 */
export const vertraegeRoutes: FastifyPluginAsync<VertraegeDeps> = async (app, deps) => {
  const { repository, now } = deps;
  const provided = app.providedContracts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticateAdviser };
  const kept = bodyContext<ContractSaveState>();
  const body = contractSaveBody((sent: ContractBody) => kept.of(sent));
  const contractIdOf = (request: FastifyRequest) => pathId(request, 'could_not_find_contract', 'contractId');

  const anyContract = owned(async (request) => {
    const customerId = await app.agencyCustomerId(request);
    const found = await provided.find(customerId, contractIdOf(request), now());
    if (!found) throw new AppError('could_not_find_contract');
    return found;
  });
  /** The customer (and a provided contract of theirs, or null for a new one) with the save's state. */
  const saving = (withContract: boolean) =>
    owned(async (request) => {
      const customerId = await app.agencyCustomerId(request);
      const contractId = withContract ? contractIdOf(request) : null;
      const state = await provided.state(customerId, contractId, now());
      kept.keep(request, state);
      return { customerId, contractId };
    });
  const adding = saving(false);
  const changing = saving(true);
  const providedContract = owned(async (request) => {
    const customerId = await app.agencyCustomerId(request);
    const found = await provided.find(customerId, contractIdOf(request), now());
    if (!found?.bereitgestellt_am) throw new AppError('could_not_find_contract');
    return { customerId, contractId: found.id, title: `${found.gesellschaft} ${found.nummer ?? ''}`.trim() };
  });

  api.get(
    '/berater/kunden/:id/vertraege/:contractId',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: anyContract.preValidation,
      schema: {
        summary: 'One contract of the customer',
        params: providedContractParamsSchema,
        response: contract,
      },
    },
    async (request) => ({ contract: adviserView(anyContract.of(request)) }),
  );

  api.post(
    '/berater/kunden/:id/vertraege',
    {
      ...auth,
      preValidation: adding.preValidation,
      schema: {
        summary: 'Provide a new contract to the customer',
        params: idParamsSchema,
        body,
        response: responses({ 201: adviserContractResponseSchema }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await saveProvidedContract(
            provided,
            repository,
            requireAdviser(request),
            adding.of(request),
            request.body,
            now(),
          ),
        ),
  );

  api.put(
    '/berater/kunden/:id/vertraege/:contractId',
    {
      ...auth,
      preValidation: changing.preValidation,
      schema: {
        summary: 'Change a provided contract',
        params: providedContractParamsSchema,
        body,
        response: contract,
      },
    },
    async (request) =>
      saveProvidedContract(
        provided,
        repository,
        requireAdviser(request),
        changing.of(request),
        request.body,
        now(),
      ),
  );

  api.post(
    '/berater/kunden/:id/vertraege/:contractId/link',
    {
      ...auth,
      preValidation: providedContract.preValidation,
      schema: {
        summary: 'A link to a provided contract for the customer',
        params: providedContractParamsSchema,
        response: responses({ 201: contractLinkCreatedSchema }),
      },
    },
    async (request, reply) => {
      const path = providedContract.of(request);
      const link = await createContractLink(
        { provided, repository, links: deps.links },
        requireAdviser(request),
        path,
        now(),
      );
      return reply.status(201).send(link);
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: app.adviserDocuments.uploadLimits });
    uploads.post(
      '/berater/kunden/:id/vertraege/:contractId/dokumente',
      {
        ...auth,
        preValidation: providedContract.preValidation,
        schema: {
          summary: 'Attach a document to a provided contract (multipart: file, hash, directory)',
          params: providedContractParamsSchema,
          response: responses({ 201: documentAnswerSchema }),
        },
      },
      async (request, reply) => {
        const adviser = requireAdviser(request);
        const { customerId, contractId, title } = providedContract.of(request);
        const document = await app.adviserDocuments.provide(
          request,
          { agencyId: adviser.agencyId, customerId, contractId },
          (tx, fileName) =>
            writeAdviserAudit(tx, adviser, customerId, 'document_provided', [
              { key: 'vertrag', before: null, after: title },
              { key: 'document', before: null, after: fileName },
            ]),
        );
        app.outbox.kick();
        return reply.status(201).send({ document });
      },
    );
  });
};
