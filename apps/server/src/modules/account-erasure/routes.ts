import {
  accountErasureBodySchema,
  accountErasureRequestedSchema,
  accountErasureStateSchema,
} from '@kundenportal/domain/account-erasure/account-erasure-api';
import {
  passkeyLoginVerifySchema,
  passkeyOptionsResponseSchema,
} from '@kundenportal/domain/auth/passkey-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import {
  type AccountErasureDeps,
  cancelErasure,
  erasureState,
  requestErasure,
  requestErasureWithPasskey,
} from './request-erasure';

/** Konto löschen (issue 32, Art. 17 DSGVO, ADR 239): ask for the erasure, see it, cancel it. */
export const accountErasureRoutes: FastifyPluginAsyncZod<AccountErasureDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/users/loeschen',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The pending erasure of the account, if any, and the signed forms a retention duty keeps',
        response: responses({ 200: accountErasureStateSchema }),
      },
    },
    async (request) => erasureState(deps, requireSession(request).userId),
  );

  app.post(
    '/users/loeschen',
    {
      ...auth,
      schema: {
        summary: 'Ask for the account’s erasure (password confirmed); due in 14 days',
        body: accountErasureBodySchema,
        response: responses({ 202: accountErasureRequestedSchema }),
      },
    },
    async (request, reply) => {
      const userId = requireSession(request).userId;
      const answer = await requestErasure(deps, userId, request.body.password, request.ip);
      return reply.status(202).send(answer);
    },
  );

  // Confirmed with a passkey instead of the password (ADR 246): options bound to this action, then the answer.
  const withPasskey = { ...deps, passkeys: app.passkeyConfirmation };
  app.post(
    '/users/loeschen/passkey/optionen',
    {
      ...auth,
      schema: {
        summary: 'Start confirming the account’s erasure with a passkey (the account’s own passkeys)',
        response: responses({ 200: passkeyOptionsResponseSchema }),
      },
    },
    async (request) => app.passkeyConfirmation.options(requireSession(request).userId, 'konto-loeschen'),
  );

  app.post(
    '/users/loeschen/passkey',
    {
      ...auth,
      schema: {
        summary: 'Ask for the account’s erasure, confirmed with a passkey; due in 14 days',
        body: passkeyLoginVerifySchema,
        response: responses({ 202: accountErasureRequestedSchema }),
      },
    },
    async (request, reply) => {
      const userId = requireSession(request).userId;
      return reply
        .status(202)
        .send(await requestErasureWithPasskey(withPasskey, userId, request.body, request.ip));
    },
  );

  app.delete(
    '/users/loeschen',
    {
      ...auth,
      schema: {
        summary: 'Cancel the pending erasure of the account',
        response: responses({ 200: accountErasureStateSchema }),
      },
    },
    async (request) => cancelErasure(deps, requireSession(request).userId),
  );
};
