import { issueEntries } from '@kundenportal/domain/errors/unknown-fields';
import {
  foreignAccountEntries,
  type NotificationRule,
  notificationRulesSchema,
  rulesFor,
} from '@kundenportal/domain/notifications/notification-api';
import { ValidationError } from '../../lib/app-error';
import type { Customer } from '../../plugins/customer';
import type { NotificationsRepository } from './repository';

/** POST /notifications: checks the rules (422; no other customer's account), stores them, answers all. */
export async function saveNotificationRules(
  repository: NotificationsRepository,
  userId: number,
  body: unknown,
  customer: () => Promise<Customer>,
): Promise<{ notificationRules: NotificationRule[] }> {
  const parsed = notificationRulesSchema.safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(issueEntries(parsed.error.issues));
  const rules = parsed.data.notificationRules;
  const foreign = foreignAccountEntries(rules, userId);
  if (foreign.length) throw new ValidationError(foreign);
  const account = await customer();
  return { notificationRules: rulesFor(account, await repository.saveRules(userId, rules)) };
}
