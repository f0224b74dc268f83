import {
  DEV_TOOLS_TOKEN_HEADER,
  devtoolsStatusSchema,
  hasMaklerBodySchema,
  hasMaklerResponseSchema,
} from '@kundenportal/domain/devtools/devtools-api';
import { devtoolsTexts as t } from '@kundenportal/domain/texts/devtools';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
 * these paths answer the 404 of any unknown path. The status: DEV_TOOLS_TOKEN alone where one is set (ADR
 * 315), else a customer session; the toggle: a session, and the key when set.
 */
export const devtoolsRoutes: FastifyPluginAsyncZod<DevtoolsDeps> = async (app, deps) => {
  const tokenGiven = (request: FastifyRequest) => {
    const given = request.headers[DEV_TOOLS_TOKEN_HEADER];
    return deps.token !== undefined && typeof given === 'string' && sameSecret(given, deps.token);
  };
  const requireToken = async (request: FastifyRequest) => {
    if (deps.token && !tokenGiven(request))
      throw new AppError('not_permitted', { userMessage: t.tokenNeeded, internal: 'dev tools token' });
  };

  app.get(
    '/devtools/status',
    {
      // ADR 315: where DEV_TOOLS_TOKEN is set, the key alone opens the status (the operator's credential,
      // asked before any session, so a database that is down cannot hide the page meant to show it); a
      // session then only adds the account. Without a key (a local portal, ADR 314) a session is needed.
      onRequest: deps.token ? requireToken : app.authenticate,
      schema: {
        summary: 'Diagnostics: each dependency with its latency, the build, the hasMakler toggle',
        response: responses({ 200: devtoolsStatusSchema }),
      },
    },
    async (request, reply) => {
      const [checks, hasMakler] = await Promise.allSettled([
        checkDependencies(deps.sources),
        accountOf(request, reply),
      ]);
      if (checks.status === 'rejected') throw checks.reason;
      const account =
        hasMakler.status === 'fulfilled' && hasMakler.value !== null
          ? { hasMakler: hasMakler.value, toggle: deps.toggle }
          : null;
      return { checks: checks.value, build: buildInfo(deps.database), account };
    },
  );

  /** The session's hasMakler; null without a session (key alone) or when the database does not answer. */
  async function accountOf(request: FastifyRequest, reply: FastifyReply): Promise<boolean | null> {
    try {
      if (!request.session) {
        if (!request.headers.authorization) return null;
        await app.authenticate(request, reply);
      }
      return await deps.repository.hasMakler(requireSession(request).userId);
    } catch (error) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'devtools: account not read');
      return null;
    }
  }

  app.put(
    '/devtools/has-makler',
    {
      onRequest: app.authenticate,
      preHandler: requireToken,
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
