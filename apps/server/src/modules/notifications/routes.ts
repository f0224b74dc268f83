import {
  notificationRulesSchema,
  triggerEventsFor,
} from '@kundenportal/domain/notifications/notification-api';
import type { FastifyPluginAsync } from 'fastify';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
import { listNotificationRules } from './list-notification-rules';
import type { NotificationsRepository } from './repository';
import { saveNotificationRules } from './save-notification-rules';

/**
 * The notification settings (issue 13, spec section 7): the customer's events and their mail rules,
 * exactly the contract of packages/domain/src/notifications/notification-api.ts. The senders read the
 * rules through lib/notifications.
 */
export const notificationsRoutes: FastifyPluginAsync<{ repository: NotificationsRepository }> = async (
  app,
  { repository },
) => {
  const auth = { onRequest: app.authenticate };

  app.get('/notification/rules/config', auth, async (request) => ({
    triggerEvents: triggerEventsFor(await request.customer()),
  }));

  app.get('/notifications', auth, async (request) =>
    listNotificationRules(repository, await request.customer()),
  );

  app.post('/notifications', { ...auth, ...documentedBody(notificationRulesSchema) }, async (request) =>
    saveNotificationRules(repository, requireSession(request).userId, request.body, () => request.customer()),
  );
};
