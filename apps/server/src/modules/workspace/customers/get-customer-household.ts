import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { type Customer, toHousehold } from './household';
import type { CustomersRepository } from './repository';

/** A customer of the agency (checked by the route) with their persons, contracts and documents. */
export async function getCustomerHousehold(
  repository: CustomersRepository,
  customer: Customer,
): Promise<CustomerHousehold> {
  return toHousehold(customer, await repository.householdOf(customer.id));
}
