import {
  notificationRulesResponseSchema,
  notificationRulesSchema,
  triggerEventsFor,
  triggerEventsResponseSchema,
} from '@kundenportal/domain/notifications/notification-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { listNotificationRules } from './list-notification-rules';
import type { NotificationsRepository } from './repository';
import { saveNotificationRules } from './save-notification-rules';

/**
 * The notification settings (issue 13, spec section 7): the customer's events and their mail rules,
 * exactly the contract of packages/domain/src/notifications/notification-api.ts. The senders read the
 * rules through lib/notifications.
 */
type Deps = { repository: NotificationsRepository };

export const notificationsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticate };
  const rules = responses({ 200: notificationRulesResponseSchema });

  app.get(
    '/notification/rules/config',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The events the customer can get mails about',
        response: responses({ 200: triggerEventsResponseSchema }),
      },
    },
    async (request) => ({ triggerEvents: triggerEventsFor(await request.customer()) }),
  );

  app.get(
    '/notifications',
    {
      config: { cachedRead: true },
      ...auth,
      schema: { summary: 'The mail rule of every event', response: rules },
    },
    async (request) => listNotificationRules(repository, await request.customer()),
  );

  app.post(
    '/notifications',
    {
      ...auth,
      schema: {
        summary: 'Turn mails about events on or off',
        body: zodBody(notificationRulesSchema),
        response: rules,
      },
    },
    async (request) =>
      saveNotificationRules(repository, await request.customer(), request.body.notificationRules),
  );
};
