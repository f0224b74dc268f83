import { reusableMandate } from '@kundenportal/domain/bestandsuebertragung/mandate';
import type { TransfersAnswer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { presentTransfer } from './present-transfer';
import type { TransfersRepository } from './repository';
import { levelsFor, type TransferCustomer } from './transfer-customer';

/** GET /api/bestandsuebertragung: the household's transfers, the levels offered and a mandate to reuse. */
export async function listTransfers(
  repository: TransfersRepository,
  customer: TransferCustomer,
): Promise<TransfersAnswer> {
  // One statement after the other (ADR 318): three at once per request queued 150 for a pool of 10 at 50
  // connections, and the pressure guard shed 503s.
  const rows = await repository.list(customer.id);
  const levels = await levelsFor(repository, customer);
  const mandates = await repository.mandates(customer.id, customer.agencyId);
  // Only a Maklervollmacht is reused, and it covers either level (ADR 154); only its person's (ADR 183).
  const reusable = [...new Set(mandates.map((mandate) => mandate.personId))].flatMap((personId) => {
    const mandate = reusableMandate(mandates, 'maklermandat', personId);
    return mandate ? [{ personId, level: mandate.level, signedAt: mandate.signedAt.toISOString() }] : [];
  });
  const newest = reusable[0];
  return {
    transfers: rows.map(presentTransfer),
    levels,
    mandate: newest ? { level: newest.level, signedAt: newest.signedAt } : null,
    mandates: reusable,
  };
}
