import { MANDATE_FORM_KEYS } from '@kundenportal/domain/bestandsuebertragung/mandate';
import type { CustomerTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { StoredTransfer } from './repository';

/**
 * A stored transfer in the API's shape (transfer-api.ts), with the form the customer signs while it waits;
 * a step's `erfasstAm` is the Berlin day its row was written.
 */
export function presentTransfer(row: StoredTransfer): CustomerTransfer {
  const requestedOn = isoDateIn(row.createdAt);
  return {
    id: row.id,
    status: row.status,
    level: row.level,
    createdAt: row.createdAt.toISOString(),
    beantragtAt: row.beantragtAt?.toISOString() ?? null,
    zurueckgezogenAt: row.zurueckgezogenAt?.toISOString() ?? null,
    contracts: row.entries.map((entry) => {
      const verlauf = entry.steps.map((step) => ({
        status: step.status,
        datum: step.datum,
        notiz: step.notiz,
        erfasstAm: isoDateIn(step.createdAt),
      }));
      return {
        contractId: entry.contractId,
        versicherer: entry.versicherer,
        nummer: entry.nummer,
        status: entry.status,
        sparte: entry.sparte,
        datum: entry.datum,
        notiz: entry.notiz,
        erfasstAm: verlauf.at(-1)?.erfasstAm ?? requestedOn,
        gesendetAm: entry.gesendetAm,
        verlauf,
      };
    }),
    formKey: row.status === 'zu_unterschreiben' ? MANDATE_FORM_KEYS[row.level] : null,
    personId: row.personId,
  };
}
