import { DEFAULT_BETREUUNG, isBetreuung } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import type { CustomersRepository } from './repository';

export type Customer = NonNullable<Awaited<ReturnType<CustomersRepository['customerOf']>>>;
type Rows = Awaited<ReturnType<CustomersRepository['householdOf']>>;

/** The answer of GET /api/berater/kunden/{id} from the rows read for it. */
export function toHousehold(customer: Customer, rows: Rows): CustomerHousehold {
  return {
    kunde: { ...customer, createdAt: customer.createdAt.toISOString() },
    persons: rows.persons,
    contracts: rows.contracts.map(({ providedAt, ...contract }) => ({
      ...contract,
      betreuung: isBetreuung(contract.betreuung) ? contract.betreuung : DEFAULT_BETREUUNG,
      bereitgestellt: providedAt !== null,
    })),
    documents: rows.documents.map(({ providedByAgentId, createdAt, ...document }) => ({
      ...document,
      fromAdviser: providedByAgentId !== null,
      createdAt: createdAt.toISOString(),
    })),
  };
}
