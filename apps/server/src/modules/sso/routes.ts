import { tokenSchema } from '@kundenportal/domain/api/common-responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/route-responses';
import { type SsoDeps, ssoLogin } from './sso-login';

/** Single sign-on from the adviser's system (spec sections 2, 7, 8). */
export const ssoRoutes: FastifyPluginAsyncZod<SsoDeps> = async (app, deps) => {
  app.get(
    '/sso/:token',
    {
      schema: {
        summary: 'Log in with a single sign-on token of the adviser’s system',
        params: z.object({ token: z.string() }),
        response: responses({ 200: tokenSchema }),
      },
    },
    (request) => ssoLogin(deps, request.params.token),
  );
};
