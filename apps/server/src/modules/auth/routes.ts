import { loginSchema } from '@kundenportal/domain/auth/login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { login } from './login';
import { logout } from './logout';

type Deps = Parameters<typeof login>[0];

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: z.object({ token: z.string() }) } } },
    async (request) => login(deps, request.body, request.ip),
  );

  app.post('/logout', { preHandler: app.authenticate }, async (request, reply) => {
    if (!request.session) throw new AppError('token_not_provided');
    await logout(deps.repository, request.session);
    reply.removeHeader('authorization');
    return { success: true };
  });
};
