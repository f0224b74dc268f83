import { CUSTOMER_AUDIT_LIMIT } from '@kundenportal/domain/workspace/audit-log';
import type { AuditRepository } from './repository';

/** The agency's newest entries about one of its customers (the route has checked that it is one). */
export async function listCustomerAudit(repository: AuditRepository, agencyId: number, customerId: number) {
  return { entries: await repository.entries(agencyId, customerId, CUSTOMER_AUDIT_LIMIT) };
}
