import { loginSchema } from '@kundenportal/domain/auth/login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/session';
import { login } from './login';

type Deps = Parameters<typeof login>[0];

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: z.object({ token: z.string() }) } } },
    async (request) => login(deps, request.body, request.ip),
  );

  app.post('/logout', { preHandler: app.authenticate }, async (request, reply) => {
    await deps.sessions.end(requireSession(request));
    reply.removeHeader('authorization');
    return { success: true };
  });
};
