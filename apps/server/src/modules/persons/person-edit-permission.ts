import { AppError } from '../../lib/app-error';
import type { Customer } from '../../plugins/customer';

/**
 * Every write needs config.person_edit (spec section 6); reading does not. The row is the request's
 * customer (`request.customer()`), which the session check read along: no statement of its own (ADR 104).
 */
export async function requirePersonEdit(customer: () => Promise<Customer>): Promise<void> {
  if (!(await customer()).config.person_edit) throw new AppError('not_permitted');
}
