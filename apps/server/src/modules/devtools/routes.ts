import {
  DEV_TOOLS_TOKEN_HEADER,
  devtoolsStatusSchema,
  hasMaklerBodySchema,
  hasMaklerResponseSchema,
} from '@kundenportal/domain/devtools/devtools-api';
import { devtoolsTexts as t } from '@kundenportal/domain/texts/devtools';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { responses } from '../../lib/route-responses';
import { sameSecret } from '../../lib/secret-token';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';
import { buildInfo } from './build-info';
import { type CheckSources, checkDependencies } from './checks';
import type { DevtoolsRepository } from './repository';

export type DevtoolsDeps = {
  repository: DevtoolsRepository;
  sources: CheckSources;
  database: 'pglite' | 'postgres';
  /** DEV_TOOLS_TOKEN: when set, asked for besides the session. */
  token: string | undefined;
  /** Whether the hasMakler toggle runs: a local portal only (PUBLIC_URL on loopback, ADR 313/314). */
  toggle: boolean;
};

/**
 * The operator's diagnostics page (issue 34, ADR 312), registered only with DEV_TOOLS=true: without it
 * these paths answer the 404 of any unknown path. A customer session, and DEV_TOOLS_TOKEN when set.
 */
export const devtoolsRoutes: FastifyPluginAsyncZod<DevtoolsDeps> = async (app, deps) => {
  const guard = {
    onRequest: app.authenticate,
    preHandler: async (request: FastifyRequest) => {
      if (!deps.token) return;
      const given = request.headers[DEV_TOOLS_TOKEN_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, deps.token))
        throw new AppError('not_permitted', { userMessage: t.tokenNeeded, internal: 'dev tools token' });
    },
  };

  app.get(
    '/devtools/status',
    {
      ...guard,
      schema: {
        summary: 'Diagnostics: each dependency with its latency, the build, the hasMakler toggle',
        response: responses({ 200: devtoolsStatusSchema }),
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const [checks, hasMakler] = await Promise.all([
        checkDependencies(deps.sources),
        deps.repository.hasMakler(userId),
      ]);
      return { checks, build: buildInfo(deps.database), account: { hasMakler, toggle: deps.toggle } };
    },
  );

  app.put(
    '/devtools/has-makler',
    {
      ...guard,
      schema: {
        summary: 'Diagnostics: the customer’s adviser link off or back on (a local portal only)',
        body: zodBody(hasMaklerBodySchema, 'hasMakler'),
        response: responses({ 200: hasMaklerResponseSchema }),
      },
    },
    async (request) => {
      if (!deps.toggle)
        throw new AppError('not_permitted', {
          userMessage: t.toggleRefused,
          internal: 'toggle on a portal that is not local',
        });
      const { userId } = requireSession(request);
      if (!(await deps.repository.setHasMakler(userId, request.body.hasMakler)))
        throw new AppError('adviser_required', { internal: 'no parked adviser to restore' });
      return { hasMakler: await deps.repository.hasMakler(userId) };
    },
  );
};
