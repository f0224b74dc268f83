import { successSchema, tokenSchema } from '@kundenportal/domain/api/common-responses';
import {
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyLoginVerifySchema,
  passkeyOptionsResponseSchema,
  passkeyRegisterVerifySchema,
  passkeysRemovedSchema,
} from '@kundenportal/domain/auth/passkey-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-responses';
import { requireAdviser, requireSession } from '../../plugins/session';
import { createLoginOptions } from './create-login-options';
import { createRegistrationOptions } from './create-registration-options';
import { deleteAllPasskeys, deletePasskey } from './delete-passkeys';
import type { PasskeyDeps } from './deps';
import { listPasskeys } from './list-passkeys';
import { loginWithPasskey } from './login-with-passkey';
import { verifyRegistration } from './verify-registration';

const success = responses({ 200: successSchema });
const options = responses({ 200: passkeyOptionsResponseSchema });

type Side = {
  /** '' for the customer app's /api/passkeys…, '/berater' for the workspace's /api/berater/passkeys…. */
  prefix: '' | '/berater';
  role: 'customer' | 'adviser';
  authenticate: 'authenticate' | 'authenticateAdviser';
  userId: (request: FastifyRequest) => number;
};

const sides: Side[] = [
  { prefix: '', role: 'customer', authenticate: 'authenticate', userId: (r) => requireSession(r).userId },
  {
    prefix: '/berater',
    role: 'adviser',
    authenticate: 'authenticateAdviser',
    userId: (r) => requireAdviser(r).userId,
  },
];

/**
 * Biometric login as passkeys (WebAuthn), spec section 2; design in docs/decisions/004-passkeys.md. The
 * workspace has the same routes under /api/berater (issue 14): its advisers register and log in with
 * their own passkeys, and each side's login takes only its own accounts' passkeys.
 */
export const passkeysRoutes: FastifyPluginAsyncZod<PasskeyDeps> = async (app, deps) => {
  for (const side of sides) {
    const auth = { onRequest: app[side.authenticate] };
    const path = (rest: string) => `${side.prefix}/passkeys${rest}`;

    const whose = side.role === 'adviser' ? 'the adviser’s' : 'the customer’s';
    app.post(
      path('/register/options'),
      { ...auth, schema: { summary: `Start registering a passkey (${side.role})`, response: options } },
      async (request) => createRegistrationOptions(deps, side.userId(request)),
    );

    app.post(
      path('/register/verify'),
      {
        ...auth,
        schema: {
          summary: `Store a new passkey (${side.role})`,
          body: passkeyRegisterVerifySchema,
          response: success,
        },
      },
      async (request) => verifyRegistration(deps, side.userId(request), request.body, request.log),
    );

    app.get(
      path(''),
      {
        ...auth,
        config: { cachedRead: true },
        schema: { summary: `List ${whose} passkeys`, response: responses({ 200: passkeyListSchema }) },
      },
      async (request) => listPasskeys(deps.repository, side.userId(request)),
    );

    app.delete(
      path(''),
      {
        ...auth,
        schema: {
          summary: `Remove all of ${whose} passkeys`,
          response: responses({ 200: passkeysRemovedSchema }),
        },
      },
      async (request) => deleteAllPasskeys(deps.repository, side.userId(request)),
    );

    app.delete(
      path('/:id'),
      {
        ...auth,
        schema: {
          summary: `Remove one of ${whose} passkeys`,
          params: passkeyIdParamsSchema,
          response: success,
        },
      },
      async (request) => deletePasskey(deps.repository, side.userId(request), request.params.id),
    );

    app.post(
      path('/login/options'),
      { schema: { summary: `Start a passkey login (${side.role})`, response: options } },
      async (request) => createLoginOptions(deps, request.ip),
    );

    app.post(
      path('/login/verify'),
      {
        schema: {
          summary: `Log in with a passkey (${side.role})`,
          body: passkeyLoginVerifySchema,
          response: responses({ 200: tokenSchema }),
        },
      },
      async (request) => loginWithPasskey(deps, request.body, request.log, request.ip, side.role),
    );
  }
};
