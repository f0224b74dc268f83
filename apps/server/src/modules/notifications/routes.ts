import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { issueEntries } from '@kundenportal/domain/errors/unknown-fields';
import {
  foreignAccountEntries,
  notificationRulesSchema,
  rulesFor,
  triggerEventsFor,
} from '@kundenportal/domain/notifications/notification-api';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { notificationRules, users } from '../../db/schema';
import { AppError, ValidationError } from '../../lib/app-error';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';

type Reader = Pick<Db, 'select'>;

async function accountOf(db: Reader, userId: number) {
  const [row] = await db
    .select({ id: users.id, config: users.config, features: users.features })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('user_not_found');
  return { id: row.id, config: resolveConfig(row.config), features: resolveFeatures(row.features) };
}

async function rulesOf(db: Reader, userId: number) {
  const account = await accountOf(db, userId);
  const stored = await db
    .select({ triggerEvent: notificationRules.triggerEvent, active: notificationRules.active })
    .from(notificationRules)
    .where(eq(notificationRules.userId, userId));
  return { notificationRules: rulesFor(account, stored) };
}

/**
 * The notification settings (issue 13, spec section 7): the customer's events and their mail rules,
 * exactly the contract of packages/domain/src/notifications/notification-api.ts. The senders read the
 * rules through lib/notifications.
 */
export const notificationsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const auth = { onRequest: app.authenticate };
  const user = (request: FastifyRequest) => requireSession(request).userId;

  app.get('/notification/rules/config', auth, async (request) => ({
    triggerEvents: triggerEventsFor(await accountOf(db, user(request))),
  }));

  app.get('/notifications', auth, async (request) => rulesOf(db, user(request)));

  app.post('/notifications', { ...auth, ...documentedBody(notificationRulesSchema) }, async (request) => {
    const userId = user(request);
    const parsed = notificationRulesSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ValidationError(issueEntries(parsed.error.issues));
    const rules = parsed.data.notificationRules;
    const foreign = foreignAccountEntries(rules, userId);
    if (foreign.length) throw new ValidationError(foreign);
    return db.transaction(async (tx) => {
      await tx
        .insert(notificationRules)
        .values(rules.map((rule) => ({ userId, triggerEvent: rule.triggerEvent, active: rule.active })))
        .onConflictDoUpdate({
          target: [notificationRules.userId, notificationRules.triggerEvent],
          set: { active: sql`excluded.active` },
        });
      return rulesOf(tx, userId);
    });
  });
};
