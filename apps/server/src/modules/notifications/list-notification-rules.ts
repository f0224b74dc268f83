import { type NotificationRule, rulesFor } from '@kundenportal/domain/notifications/notification-api';
import type { Customer } from '../../plugins/customer';
import type { NotificationsRepository } from './repository';

/** GET /notifications: every event that applies to the customer, with its stored or default rule. */
export async function listNotificationRules(
  repository: NotificationsRepository,
  customer: Customer,
): Promise<{ notificationRules: NotificationRule[] }> {
  return { notificationRules: rulesFor(customer, await repository.storedRules(customer.id)) };
}
