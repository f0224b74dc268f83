import { successSchema, tokenSchema } from '@kundenportal/domain/api/common-responses';
import { loginSchema } from '@kundenportal/domain/auth/login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import { login } from './login';

type Deps = Parameters<typeof login>[0];

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/login',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        body: loginSchema,
        response: responses({ 200: tokenSchema }),
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: { summary: 'End the session', response: responses({ 200: successSchema }) },
    },
    async (request, reply) => {
      await deps.sessions.end(requireSession(request));
      reply.removeHeader('authorization');
      return { success: true as const };
    },
  );
};
