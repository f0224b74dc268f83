import { successSchema, tokenSchema } from '@kundenportal/domain/api/common-responses';
import { loginSchema } from '@kundenportal/domain/auth/login';
import { adviserProfileSchema } from '@kundenportal/domain/workspace/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../../lib/route-responses';
import type { Sessions } from '../../../lib/session/sessions';
import { requireAdviser } from '../../../plugins/session';
import { getAdviser } from './get-adviser';
import type { SessionRepository } from './repository';

type Deps = {
  repository: SessionRepository;
  /** The password login of the auth module, for the adviser side (role checked there). */
  login: (input: { email: string; password: string }, ip: string) => Promise<{ token: string }>;
  sessions: Sessions;
};

/**
 * The adviser's own session under /api/berater (issue 14): login (role adviser), logout and who is
 * signed in. Logout and me open only with an adviser's token (`app.authenticateAdviser`); a customer's
 * token gets 403 role_not_permitted.
 */
export const sessionRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository, login, sessions }) => {
  const auth = { onRequest: app.authenticateAdviser };

  app.post(
    '/berater/login',
    {
      schema: {
        summary: 'Log in to the workspace with e-mail and password',
        body: loginSchema,
        response: responses({ 200: tokenSchema }),
      },
    },
    async (request) => login(request.body, request.ip),
  );

  app.post(
    '/berater/logout',
    {
      ...auth,
      schema: { summary: 'End the adviser’s session', response: responses({ 200: successSchema }) },
    },
    async (request, reply) => {
      await sessions.end(requireAdviser(request));
      reply.removeHeader('authorization');
      return { success: true as const };
    },
  );

  app.get(
    '/berater/me',
    {
      config: { cachedRead: true },
      ...auth,
      schema: { summary: 'The signed-in adviser', response: responses({ 200: adviserProfileSchema }) },
    },
    async (request) => getAdviser(repository, requireAdviser(request).userId),
  );
};
