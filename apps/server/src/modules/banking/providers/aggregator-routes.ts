import {
  bankConnectionResponseSchema,
  bankConnectionsSchema,
  bankWebformStartSchema,
  bankWebformStateSchema,
} from '@kundenportal/domain/banking/aggregator-api';
import { bankImportResultSchema } from '@kundenportal/domain/banking/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { bankingCustomer } from '../banking-customer';
import {
  type AggregatorDeps,
  connectionState,
  listConnections,
  providerOf,
  refreshAccount,
  renewConnection,
  startConnection,
  webformState,
} from './aggregator-use-cases';

const idParams = z.object({ id: z.string() });

/**
 * Bank connections through the aggregator (issue 33, ADR 270). Every route: the session (401), the flag
 * `liquiditaet` (403), the aggregator configured (404 banking_provider_off, but for the list), an entry of
 * the customer's (404), then the schema's 422. The aggregator's refusals are 502, no answer 503.
 */
export const aggregatorRoutes: FastifyPluginAsyncZod<AggregatorDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticate };
  const customer = owned(bankingCustomer);
  const ownedBy = <T>(
    load: (userId: number, id: number) => Promise<T | null>,
    notFound: 'could_not_find_bank_connection' | 'could_not_find_webform' | 'could_not_find_bank_account',
  ) =>
    owned(async (request) => {
      const userId = await bankingCustomer(request);
      const found = await load(userId, pathId(request, notFound));
      if (!found) throw new AppError(notFound);
      return { userId, found };
    });
  const webform = ownedBy((userId, id) => deps.repository.webformOf(userId, id), 'could_not_find_webform');
  const connection = ownedBy(
    (userId, id) => deps.repository.connectionOf(userId, id),
    'could_not_find_bank_connection',
  );
  const account = ownedBy((userId, id) => deps.banking.accountOf(userId, id), 'could_not_find_bank_account');
  /**
   * With no aggregator there is nothing to own: the flag's 403, a body's 422, then the handler's 404
   * banking_provider_off (the routes and their documentation stay the same).
   */
  const guard = (loader: { preValidation: typeof customer.preValidation }) =>
    deps.provider ? loader.preValidation : customer.preValidation;
  const on = () => providerOf(deps);

  app.post(
    '/users/banking/account/create',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'Connect a bank: the aggregator’s web form to open in a new window',
        response: responses({ 201: bankWebformStartSchema }),
      },
    },
    async (request, reply) => {
      on();
      return reply.status(201).send(await startConnection(deps, customer.of(request)));
    },
  );

  app.get(
    '/users/banking/webform/:id',
    {
      ...auth,
      preValidation: guard(webform),
      schema: {
        summary: 'A bank web form’s state; once done, the connection’s accounts and transactions are stored',
        params: idParams,
        response: responses({ 200: bankWebformStateSchema }),
      },
    },
    (request) => {
      on();
      const { userId, found } = webform.of(request);
      return webformState(deps, userId, found);
    },
  );

  app.get(
    '/users/banking/bankconnects/status',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'Whether the aggregator is set up, and the customer’s bank connections',
        response: responses({ 200: bankConnectionsSchema }),
      },
    },
    (request) => listConnections(deps, customer.of(request)),
  );

  app.get(
    '/users/banking/bankconnects/:id/status',
    {
      ...auth,
      preValidation: guard(connection),
      schema: {
        summary: 'A bank connection’s state, asked of the aggregator',
        params: idParams,
        response: responses({ 200: bankConnectionResponseSchema }),
      },
    },
    (request) => {
      on();
      const { userId, found } = connection.of(request);
      return connectionState(deps, userId, found);
    },
  );

  app.post(
    '/users/banking/bankconnects/:id/refresh',
    {
      ...auth,
      preValidation: guard(connection),
      schema: {
        summary: 'Renew a bank connection: the aggregator’s web form in which the bank asks again',
        params: idParams,
        response: responses({ 201: bankWebformStartSchema }),
      },
    },
    async (request, reply) => {
      on();
      const { userId, found } = connection.of(request);
      return reply.status(201).send(await renewConnection(deps, userId, found));
    },
  );

  app.post(
    '/users/banking/account/:id/refresh',
    {
      ...auth,
      preValidation: guard(account),
      schema: {
        summary: 'Fetch an account’s new transactions from its bank connection (none twice)',
        params: idParams,
        response: responses({ 200: bankImportResultSchema }),
      },
    },
    (request) => {
      on();
      const { userId, found } = account.of(request);
      return refreshAccount(deps, userId, found);
    },
  );
};
