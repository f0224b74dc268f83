import {
  passkeyIdParamsSchema,
  passkeyLoginVerifySchema,
  passkeyRegisterVerifySchema,
} from '@kundenportal/domain/auth/passkey-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/session';
import { createLoginOptions } from './create-login-options';
import { createRegistrationOptions } from './create-registration-options';
import { deleteAllPasskeys, deletePasskey } from './delete-passkeys';
import type { PasskeyDeps } from './deps';
import { listPasskeys } from './list-passkeys';
import { loginWithPasskey } from './login-with-passkey';
import { verifyRegistration } from './verify-registration';

const success = z.object({ success: z.literal(true) });

/** Biometric login as passkeys (WebAuthn), spec section 2; design in docs/decisions/003-passkeys.md. */
export const passkeysRoutes: FastifyPluginAsyncZod<PasskeyDeps> = async (app, deps) => {
  app.post('/passkeys/register/options', { onRequest: app.authenticate }, async (request) =>
    createRegistrationOptions(deps, requireSession(request).userId),
  );

  app.post(
    '/passkeys/register/verify',
    {
      onRequest: app.authenticate,
      schema: { body: passkeyRegisterVerifySchema, response: { 200: success } },
    },
    async (request) => verifyRegistration(deps, requireSession(request).userId, request.body, request.log),
  );

  app.get(
    '/passkeys',
    {
      onRequest: app.authenticate,
      schema: {
        response: {
          200: z.array(
            z.object({ id: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) => listPasskeys(deps.repository, requireSession(request).userId),
  );

  app.delete('/passkeys', { onRequest: app.authenticate }, async (request) =>
    deleteAllPasskeys(deps.repository, requireSession(request).userId),
  );

  app.delete(
    '/passkeys/:id',
    { onRequest: app.authenticate, schema: { params: passkeyIdParamsSchema, response: { 200: success } } },
    async (request) => deletePasskey(deps.repository, requireSession(request).userId, request.params.id),
  );

  app.post('/passkeys/login/options', async (request) => createLoginOptions(deps, request.ip));

  app.post(
    '/passkeys/login/verify',
    { schema: { body: passkeyLoginVerifySchema, response: { 200: z.object({ token: z.string() }) } } },
    async (request) => loginWithPasskey(deps, request.body, request.log, request.ip),
  );
};
