import {
  REQUEST_REFUSAL_MESSAGES,
  requestRefusal,
} from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { reusableMandate } from '@kundenportal/domain/bestandsuebertragung/mandate';
import type {
  CustomerTransfer,
  TransferRequest,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { ValidationError } from '../../lib/app-error';
import { writeTransferAudit } from './audit-repository';
import { presentTransfer } from './present-transfer';
import type { TransfersRepository } from './repository';
import { levelsFor, type TransferCustomer } from './transfer-customer';

/**
 * POST /api/bestandsuebertragung: checks each contract id against the household's contracts, locked for
 * the transaction (`requestRefusal`: unknown or foreign, this broker's already, in a running transfer,
 * without a number: a `contractIds.<index>` entry each; another person's than the first: ADR 183) and the
 * level against those offered; then stores the transfer for that person (the policyholder, who signs)
 * with the insurer, number and Sparte of each contract as they are now. A reusable mandate of that person
 * (a Maklervollmacht, ADR 154) makes it `beantragt` at once, else it waits for the signature.
 */
export async function requestTransfer(
  repository: TransfersRepository,
  customer: TransferCustomer,
  body: TransferRequest,
  now: Date,
): Promise<CustomerTransfer> {
  const levels = await levelsFor(repository, customer);
  return repository.transaction(async (tx) => {
    const ids = body.contractIds;
    const found = new Map(
      (await repository.lockContracts(tx, customer.id, ids)).map((contract) => [contract.id, contract]),
    );
    const places = await repository.placesOf(tx, customer.id, ids);
    const errors: string[] = [];
    // One person's contracts per request, that person signs (ADR 183): the first known contract's.
    const personId = ids.map((id) => found.get(id)?.personId).find((id) => id !== undefined);
    ids.forEach((id, index) => {
      const contract = found.get(id) ?? null;
      const refusal = requestRefusal(
        contract,
        places.filter((place) => place.contractId === id),
      );
      if (refusal) errors.push(`contractIds.${index}=>${REQUEST_REFUSAL_MESSAGES[refusal]}`);
      else if (contract && contract.personId !== personId)
        errors.push(`contractIds.${index}=>${texts.contractOtherPerson}`);
    });
    if (!levels.includes(body.level)) errors.push(`level=>${texts.levelNotOffered}`);
    if (errors.length > 0 || personId === undefined) throw new ValidationError(errors);

    const mandate = reusableMandate(
      await repository.mandates(customer.id, customer.agencyId, tx),
      body.level,
      personId,
    );
    const datum = isoDateIn(now);
    const id = await repository.insert(
      tx,
      {
        userId: customer.id,
        agencyId: customer.agencyId,
        personId,
        level: body.level,
        status: mandate ? 'beantragt' : 'zu_unterschreiben',
        beantragtAt: mandate ? now : null,
        signedFormId: mandate?.signedFormId ?? null,
        createdAt: now,
      },
      ids.map((contractId) => {
        const contract = found.get(contractId);
        return {
          contractId,
          versicherer: contract?.gesellschaft ?? '',
          nummer: contract?.nummer?.trim() ?? '',
          sparte: contract?.sparte ?? null,
          datum,
        };
      }),
    );
    await writeTransferAudit(tx, id, 'transfer_requested', null);
    const stored = await repository.find(customer.id, id, tx);
    if (!stored) throw new Error('transfer not stored');
    return presentTransfer(stored);
  });
}
