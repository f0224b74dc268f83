import {
  inboxPageQuerySchema,
  inboxPageSchema,
  inboxReadSchema,
  inboxSummarySchema,
  isInboxCategory,
  requestStatusSchema,
} from '@kundenportal/domain/workspace/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { parseBody } from '../../lib/parse-body';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { requireAdviser } from '../../plugins/session';
import { type InboxDeps, inboxPage, inboxSummary, markRead, setRequestStatus } from './inbox';

/**
 * The adviser's inbox (issue 14, docs/decisions/028-inbox.md): counts, pages per category, read marks
 * and a request's status. Adviser token only; answers 401, 403, 404, then 422.
 */
export const inboxRoutes: FastifyPluginAsyncZod<InboxDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };

  app.get(
    '/berater/eingang',
    { ...auth, schema: { response: { 200: inboxSummarySchema } } },
    async (request) => inboxSummary(deps.repository, requireAdviser(request).agencyId),
  );

  app.post('/berater/eingang/gelesen', { ...auth, ...documentedBody(inboxReadSchema) }, async (request) => {
    const adviser = requireAdviser(request);
    const { kategorie, id } = parseBody(inboxReadSchema, request.body);
    return markRead(deps, adviser, kategorie, id);
  });

  app.get(
    '/berater/eingang/:kategorie',
    { ...auth, schema: { response: { 200: inboxPageSchema } } },
    async (request) => {
      const { agencyId } = requireAdviser(request);
      const { kategorie } = request.params as { kategorie: string };
      if (!isInboxCategory(kategorie)) throw new AppError('could_not_find_inbox_item');
      const { seite } = parseBody(inboxPageQuerySchema, request.query);
      return inboxPage(deps, agencyId, kategorie, seite ?? 1);
    },
  );

  app.put(
    '/berater/anfragen/:id/status',
    { ...auth, ...documentedBody(requestStatusSchema) },
    async (request) => {
      const adviser = requireAdviser(request);
      const id = pathId(request, 'could_not_find_inbox_item');
      if (!(await deps.repository.request(adviser.agencyId, id)))
        throw new AppError('could_not_find_inbox_item');
      const { status } = parseBody(requestStatusSchema, request.body);
      return { item: await setRequestStatus(deps, adviser, id, status) };
    },
  );
};
