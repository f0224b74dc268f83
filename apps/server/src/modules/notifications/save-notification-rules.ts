import {
  foreignAccountEntries,
  type NotificationRule,
  type NotificationRuleInput,
  rulesFor,
} from '@kundenportal/domain/notifications/notification-api';
import { ValidationError } from '../../lib/app-error';
import type { Customer } from '../../plugins/customer';
import type { NotificationsRepository } from './repository';

/** POST /notifications (body checked by the route): no other customer's account (422), stores, answers all. */
export async function saveNotificationRules(
  repository: NotificationsRepository,
  customer: Customer,
  rules: readonly NotificationRuleInput[],
): Promise<{ notificationRules: NotificationRule[] }> {
  const foreign = foreignAccountEntries(rules, customer.id);
  if (foreign.length) throw new ValidationError(foreign);
  return { notificationRules: rulesFor(customer, await repository.saveRules(customer.id, rules)) };
}
