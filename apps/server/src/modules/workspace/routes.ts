import { loginSchema } from '@kundenportal/domain/auth/login';
import { issueEntries } from '@kundenportal/domain/errors/unknown-fields';
import { customerSettingsSchema } from '@kundenportal/domain/workspace/customer-settings';
import { adviserProfileSchema } from '@kundenportal/domain/workspace/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ValidationError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import type { Sessions } from '../../lib/session/sessions';
import { documentedBody } from '../../plugins/openapi';
import { requireAdviser } from '../../plugins/session';
import { changeCustomerSettings } from './customer-settings';
import type { WorkspaceRepository } from './repository';

type Deps = {
  repository: WorkspaceRepository;
  /** The password login of the auth module, for the adviser side (role checked there). */
  login: (input: { email: string; password: string }, ip: string) => Promise<{ token: string }>;
  sessions: Sessions;
};

/**
 * The adviser workspace's API under /api/berater (issue 14): its own login and session (role adviser),
 * and a customer's switches. Every route here opens only with an adviser's token
 * (`app.authenticateAdviser`); a customer's token gets 403 role_not_permitted. The customers' list and
 * households are the sub-area workspace/customers/, their change log workspace/audit/.
 */
export const workspaceRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository, login, sessions }) => {
  const auth = { onRequest: app.authenticateAdviser };

  app.post(
    '/berater/login',
    { schema: { body: loginSchema, response: { 200: z.object({ token: z.string() }) } } },
    async (request) => login(request.body, request.ip),
  );

  app.post('/berater/logout', auth, async (request, reply) => {
    await sessions.end(requireAdviser(request));
    reply.removeHeader('authorization');
    return { success: true };
  });

  app.get(
    '/berater/me',
    { ...auth, schema: { response: { 200: adviserProfileSchema } } },
    async (request) => {
      const adviser = await repository.adviser(requireAdviser(request).userId);
      if (!adviser) throw new AppError('user_not_found');
      return adviser;
    },
  );

  app.put(
    '/berater/kunden/:id/einstellungen',
    { ...auth, ...documentedBody(customerSettingsSchema) },
    async (request) => {
      const adviser = requireAdviser(request);
      const customerId = pathId(request, 'could_not_find_customer');
      // Checked here, after the session and the id (401, 403, 404, then 422; docs/decisions/006-persons.md).
      const parsed = customerSettingsSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        if (!(await repository.isCustomerOf(adviser.agencyId, customerId)))
          throw new AppError('could_not_find_customer');
        throw new ValidationError(issueEntries(parsed.error.issues));
      }
      return { settings: await changeCustomerSettings(repository.db, adviser, customerId, parsed.data) };
    },
  );
};
