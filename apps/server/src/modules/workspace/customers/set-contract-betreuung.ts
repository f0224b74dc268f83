import type { Betreuung } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import type { ContractBetreuungAnswer } from '@kundenportal/domain/workspace/contract-betreuung';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import type { BetreuungRepository } from './betreuung-repository';

/**
 * PUT /api/berater/kunden/{id}/vertraege/{contractId}/betreuung: the agency says who looks after the
 * customer's contract; on the locked row, with the agency's audit entry about the customer when it changed.
 */
export function setContractBetreuung(
  repository: BetreuungRepository,
  adviser: { userId: number; agencyId: number },
  path: { customerId: number; contractId: number },
  betreuung: Betreuung,
): Promise<ContractBetreuungAnswer> {
  return repository.transaction(async (tx) => {
    const contract = await repository.lock(tx, path.customerId, path.contractId);
    if (!contract) throw new AppError('could_not_find_contract');
    if (contract.betreuung !== betreuung) {
      await repository.save(tx, contract.id, betreuung);
      const title = `${contract.gesellschaft} ${contract.nummer ?? sparteLabel(contract.sparte)}`;
      await writeAdviserAudit(tx, adviser, path.customerId, 'contract_betreuung_changed', [
        { key: 'vertrag', before: null, after: title },
        { key: 'betreuung', before: contract.betreuung, after: betreuung },
      ]);
    }
    return { contract: { id: contract.id, betreuung } };
  });
}
