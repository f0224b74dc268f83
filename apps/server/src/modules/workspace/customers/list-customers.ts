import type { CustomerList } from '@kundenportal/domain/workspace/customers';
import type { CustomersRepository } from './repository';

/** The agency's customers, searched by name or e-mail when `q` is given (an empty one lists all). */
export function listCustomers(
  repository: CustomersRepository,
  agencyId: number,
  q?: string,
): Promise<CustomerList> {
  return repository.customers(agencyId, q || undefined);
}
