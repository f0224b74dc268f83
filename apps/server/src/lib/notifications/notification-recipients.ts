import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { sendsMail, type TriggerEvent } from '@kundenportal/domain/notifications/notification-api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationRules, users } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

/**
 * Which of these customers get a mail for the event (their flags and their notification settings,
 * packages/domain/src/notifications). Every sender of a notification mail asks this inside the
 * transaction that enqueues it; mails about the account itself (password, e-mail, codes) do not.
 */
export async function notificationRecipients(
  db: Reader,
  event: TriggerEvent,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({
      id: users.id,
      config: users.config,
      features: users.features,
      active: notificationRules.active,
    })
    .from(users)
    .leftJoin(
      notificationRules,
      and(eq(notificationRules.userId, users.id), eq(notificationRules.triggerEvent, event)),
    )
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Set(
    rows
      .filter((row) =>
        sendsMail(
          event,
          {
            config: resolveConfig(row.config),
            features: resolveFeatures(row.features),
          },
          row.active,
        ),
      )
      .map((row) => row.id),
  );
}

export async function wantsNotification(db: Reader, event: TriggerEvent, userId: number): Promise<boolean> {
  return (await notificationRecipients(db, event, [userId])).has(userId);
}
