import { bankLiquidityQuerySchema, bankLiquiditySchema } from '@kundenportal/domain/banking/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { owned } from '../../lib/owned';
import { responses } from '../../lib/route-responses';
import { bankingCustomer } from './banking-customer';
import { liquidityReport } from './liquidity-report';
import type { SuggestionDeps } from './suggestions-found';

/** The liquidity from the bank (issue 33): the session (401), the flag `liquiditaet` (403), the query's 422. */
export const liquidityRoutes: FastifyPluginAsyncZod<SuggestionDeps> = async (app, deps) => {
  const customer = owned(bankingCustomer);
  app.get(
    '/users/banking/liquiditaet',
    {
      onRequest: app.authenticate,
      preValidation: customer.preValidation,
      schema: {
        summary:
          'Income, costs by category and premiums per month from the bank, and each contract’s last debit',
        querystring: bankLiquidityQuerySchema,
        response: responses({ 200: bankLiquiditySchema }),
      },
    },
    (request) => liquidityReport(deps, customer.of(request), request.query.monate),
  );
};
