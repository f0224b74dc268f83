import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import {
  inboxCategoryParamsSchema,
  inboxPageQuerySchema,
  inboxPageSchema,
  inboxReadSchema,
  inboxSummarySchema,
  isInboxCategory,
  requestStatusResponseSchema,
  requestStatusSchema,
} from '@kundenportal/domain/workspace/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import type { InboxDeps } from './inbox-items';
import { markRead } from './mark-read';
import { inboxPage, inboxSummary } from './read-inbox';
import { setRequestStatus } from './set-request-status';

/**
 * The adviser's inbox (issue 14, docs/decisions/028-inbox.md): counts, pages per category, read marks
 * and a request's status. An adviser's token (401/403 in onRequest), then the category or the agency's
 * request of the path (404 in preValidation), then the schema's 422 (ADR 100). A read mark's item is
 * named by its body, so its 404 comes after the body's 422.
 */
export const inboxRoutes: FastifyPluginAsyncZod<InboxDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  const category = owned((request) => {
    requireAdviser(request);
    const { kategorie } = request.params as { kategorie?: unknown };
    if (!isInboxCategory(kategorie)) throw new AppError('could_not_find_inbox_item');
    return kategorie;
  });
  const agencyRequest = owned(async (request) => {
    const { agencyId } = requireAdviser(request);
    const id = pathId(request, 'could_not_find_inbox_item');
    if (!(await deps.repository.request(agencyId, id))) throw new AppError('could_not_find_inbox_item');
    return id;
  });

  app.get(
    '/berater/eingang',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The inbox’s categories with their counts',
        response: responses({ 200: inboxSummarySchema }),
      },
    },
    async (request) => inboxSummary(deps.repository, requireAdviser(request).agencyId),
  );

  app.post(
    '/berater/eingang/gelesen',
    {
      ...auth,
      schema: {
        summary: 'Mark an inbox item read for the agency',
        body: zodBody(inboxReadSchema),
        response: responses({ 200: inboxSummarySchema }),
      },
    },
    async (request) => {
      const { kategorie, id } = request.body;
      return markRead(deps, requireAdviser(request), kategorie, id);
    },
  );

  app.get(
    '/berater/eingang/:kategorie',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: category.preValidation,
      schema: {
        summary: 'One page of an inbox category, newest first',
        params: inboxCategoryParamsSchema,
        querystring: inboxPageQuerySchema,
        response: responses({ 200: inboxPageSchema }),
      },
    },
    async (request) =>
      inboxPage(deps, requireAdviser(request).agencyId, category.of(request), request.query.seite ?? 1),
  );

  app.put(
    '/berater/anfragen/:id/status',
    {
      ...auth,
      preValidation: agencyRequest.preValidation,
      schema: {
        summary: 'Set the status of a customer’s request',
        params: idParamsSchema,
        body: zodBody(requestStatusSchema),
        response: responses({ 200: requestStatusResponseSchema }),
      },
    },
    async (request) => ({
      item: await setRequestStatus(
        deps,
        requireAdviser(request),
        agencyRequest.of(request),
        request.body.status,
      ),
    }),
  );
};
