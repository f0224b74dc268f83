import multipart from '@fastify/multipart';
import {
  bankCategoryBodySchema,
  bankImportResultSchema,
  bankStatusSchema,
  bankTransactionResponseSchema,
  bankTransactionsQuerySchema,
  bankTransactionsSchema,
} from '@kundenportal/domain/banking/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepNoAnswer } from '../../cache/cached-reads';
import { AppError } from '../../lib/app-error';
import { sendCachedAnswer } from '../../lib/cached-answer';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { noContent, responses } from '../../lib/route-responses';
import { accountStatus } from './account-status';
import { bankingCustomer } from './banking-customer';
import { correctCategory } from './correct-category';
import { type ImportDeps, importStatement } from './import-statement';
import { listTransactions } from './list-transactions';
import { readStatementUpload, statementUploadLimits } from './read-statement-upload';

const idParams = z.object({ id: z.string() });
const importDescription =
  'multipart/form-data with the one field `file`: a camt.053 or camt.052 XML, a ZIP of them, or a bank’s ' +
  'CSV export (at most 10 MB). Entries stored before are counted as `doppelt`, not added again; a file ' +
  'that cannot be read is the 422 of `file` with the reason.';

/**
 * The customer's bank accounts and transactions (issue 33, ADR 260). Every route: the session (401), the
 * flag `liquiditaet` (403), an account or transaction of the customer's (404), then the schema's 422.
 */
export const bankingRoutes: FastifyPluginAsyncZod<ImportDeps> = async (app, deps) => {
  await app.register(multipart, { limits: statementUploadLimits });
  const { repository } = deps;
  const auth = { onRequest: app.authenticate };
  const customer = owned(bankingCustomer);
  const account = owned(async (request) => {
    const userId = await bankingCustomer(request);
    const id = pathId(request, 'could_not_find_bank_account');
    const found = await repository.accountOf(userId, id);
    if (!found) throw new AppError('could_not_find_bank_account');
    return { userId, account: found };
  });
  const transaction = owned(async (request) => {
    const userId = await bankingCustomer(request);
    const id = pathId(request, 'could_not_find_bank_transaction');
    if (!(await repository.transactionOf(userId, id))) throw new AppError('could_not_find_bank_transaction');
    return { userId, id };
  });

  app.post(
    '/users/banking/import',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'Import a bank statement file (multipart)',
        description: importDescription,
        response: responses({ 201: bankImportResultSchema }),
      },
    },
    async (request, reply) => {
      const bytes = await readStatementUpload(request);
      const result = await importStatement(deps, customer.of(request), bytes);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/users/banking/status',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: { summary: 'The customer’s bank accounts', response: responses({ 200: bankStatusSchema }) },
    },
    async (request, reply) => {
      const userId = customer.of(request);
      const view = { userId, name: 'bank/status', schema: bankStatusSchema };
      await sendCachedAnswer(app, reply, view, () => accountStatus(repository, userId));
      return reply;
    },
  );

  app.get(
    '/users/banking/account/:id/transactions',
    {
      ...auth,
      config: { cachedRead: true },
      preValidation: account.preValidation,
      schema: {
        summary: 'An account’s transactions of a month, searched and filtered',
        params: idParams,
        querystring: bankTransactionsQuerySchema,
        response: responses({ 200: bankTransactionsSchema }),
      },
    },
    async (request) => {
      const { account: found } = account.of(request);
      // The page's first read (the newest month, no filter) is kept: a customer's views stay few (ADR 319, 330).
      if (Object.keys(request.query).length) keepNoAnswer(request);
      return listTransactions(repository, found.id, request.query, deps.now());
    },
  );

  app.put(
    '/users/banking/transactions/:id/kategorie',
    {
      ...auth,
      preValidation: transaction.preValidation,
      schema: {
        summary: 'Correct a transaction’s category (teaches the rule for its counterparty)',
        params: idParams,
        body: bankCategoryBodySchema,
        response: responses({ 200: bankTransactionResponseSchema }),
      },
    },
    (request) => {
      const { userId, id } = transaction.of(request);
      return correctCategory(repository, userId, id, request.body.kategorie);
    },
  );

  app.delete(
    '/users/banking/account/:id',
    {
      ...auth,
      preValidation: account.preValidation,
      schema: {
        summary: 'Delete a bank account with its transactions',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (request, reply) => {
      const { userId, account: found } = account.of(request);
      await repository.deleteAccount(userId, found.id);
      return reply.status(204).send(null);
    },
  );
};
