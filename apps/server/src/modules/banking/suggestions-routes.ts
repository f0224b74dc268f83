import { bankSuggestionAcceptedSchema, bankSuggestionsSchema } from '@kundenportal/domain/banking/api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedAnswer } from '../../lib/cached-answer';
import { owned } from '../../lib/owned';
import { noContent, responses } from '../../lib/route-responses';
import { bankingCustomer } from './banking-customer';
import { acceptSuggestion, dismissSuggestion, ownSuggestion } from './suggestions-decide';
import { openSuggestions, type SuggestionDeps, suggestionAnswer } from './suggestions-found';

const idParams = z.object({ id: z.string() });

/**
 * The contracts found in the debits (issue 33, ADR 255). Every route: the session (401), the flag
 * `liquiditaet` (403; accepting also `vertrag_add`), a suggestion of the customer's (404; accepted before: 409).
 */
export const suggestionsRoutes: FastifyPluginAsyncZod<SuggestionDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticate };
  const customer = owned(bankingCustomer);
  const accepting = owned((request) => ownSuggestion(deps, request, 'accept'));
  const dismissing = owned((request) => ownSuggestion(deps, request, 'dismiss'));

  app.get(
    '/users/banking/vorschlaege',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'Contracts found in the debits that no contract of the household explains',
        response: responses({ 200: bankSuggestionsSchema }),
      },
    },
    async (request, reply) => {
      const userId = customer.of(request);
      // What is found depends on the day (debits looked back from today; ADR 319).
      const name = `bank/vorschlaege:${isoDateIn(deps.now())}`;
      await sendCachedAnswer(app, reply, { userId, name, schema: bankSuggestionsSchema }, async () => ({
        vorschlaege: (await openSuggestions(deps, userId)).map(suggestionAnswer),
      }));
      return reply;
    },
  );

  app.post(
    '/users/banking/vorschlaege/:id/uebernehmen',
    {
      ...auth,
      preValidation: accepting.preValidation,
      schema: {
        summary: 'Add a found contract to the household (looked after elsewhere)',
        params: idParams,
        response: responses({ 201: bankSuggestionAcceptedSchema }),
      },
    },
    async (request, reply) => {
      const { userId, found } = accepting.of(request);
      return reply.status(201).send(await acceptSuggestion(deps, userId, found));
    },
  );

  app.delete(
    '/users/banking/vorschlaege/:id',
    {
      ...auth,
      preValidation: dismissing.preValidation,
      schema: {
        summary: 'Dismiss a found contract for good',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (request, reply) => {
      const { userId, found } = dismissing.of(request);
      await dismissSuggestion(deps, userId, found);
      return reply.status(204).send(null);
    },
  );
};
