import { bankLiquidityQuerySchema, bankLiquiditySchema } from '@kundenportal/domain/banking/api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedAnswer } from '../../lib/cached-answer';
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
    async (request, reply) => {
      const userId = customer.of(request);
      const { monate } = request.query;
      // The months run up to the current one: the day is part of the view's name (ADR 319).
      const name = `bank/liquiditaet:${monate ?? ''}:${isoDateIn(deps.now())}`;
      const view = { userId, name, schema: bankLiquiditySchema };
      await sendCachedAnswer(app, reply, view, () => liquidityReport(deps, userId, monate));
      return reply;
    },
  );
};
