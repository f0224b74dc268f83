import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SsoDeps, ssoLogin } from './sso-login';

/** Single sign-on from the adviser's system (spec sections 2, 7, 8). */
export const ssoRoutes: FastifyPluginAsyncZod<SsoDeps> = async (app, deps) => {
  app.get(
    '/sso/:token',
    {
      schema: {
        params: z.object({ token: z.string() }),
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    (request) => ssoLogin(deps, request.params.token),
  );
};
