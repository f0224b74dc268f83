import {
  answerDateRefusal,
  type ContractAnswer,
  type ContractAnswerState,
} from '@kundenportal/domain/bestandsuebertragung/contract-answer';
import { betreuungAfterConfirmation } from '@kundenportal/domain/bestandsuebertragung/mandate';
import {
  contractStepRefusal,
  STEP_AUDIT_ACTIONS,
  STEP_REFUSAL_CODES,
} from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type { AgencyTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { applyStep } from '@kundenportal/domain/bestandsuebertragung/transfer-steps';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError, ValidationError } from '../../../lib/app-error';
import { notifyTransferStatus } from '../../../lib/notifications/transfer-status-notice';
import type { AnswerRepository, StepTarget } from './answer-repository';
import { agencyTransfer } from './list-agency-transfers';
import type { TransfersRepository } from './repository';

type Adviser = { userId: number; agencyId: number };

/** What a step's day is checked against: the transfer's level, today, the contract's last step and sending. */
export function answerState({ transfer, contract }: StepTarget, now: Date): ContractAnswerState {
  return {
    level: transfer.level,
    today: isoDateIn(now),
    lastDatum: contract.datum,
    gesendetAm: contract.gesendetAm,
  };
}

/**
 * Records a step of one contract of the agency's transfer (issue 29, PUT …/vertraege/{contractId}): on the
 * rows it locks, the status machine (409) and the step's day (422) are checked again, then in one
 * transaction the contract's new status and its history row, the contract's Betreuung after a confirmed
 * Maklermandat, the agency's audit entry and the customer's notification (transfer_status). Answers the
 * transfer as the board shows it.
 */
export function recordContractAnswer(
  repositories: { answers: AnswerRepository; transfers: TransfersRepository },
  adviser: Adviser,
  path: { id: number; contractId: number },
  answer: ContractAnswer,
  options: { now: Date; publicUrl: string },
): Promise<AgencyTransfer> {
  const { answers, transfers } = repositories;
  return answers.transaction(async (tx) => {
    const { transfer, contract } = await answers.lock(tx, adviser.agencyId, path.id, path.contractId);
    if (!transfer) throw new AppError('could_not_find_transfer');
    if (!contract) throw new AppError('could_not_find_contract');
    const refusal = contractStepRefusal(transfer.status, contract.status, answer.status);
    if (refusal) throw new AppError(STEP_REFUSAL_CODES[refusal]);
    const dateRefusal = answerDateRefusal(answer, answerState({ transfer, contract }, options.now));
    if (dateRefusal) throw new ValidationError([`datum=>${dateRefusal}`]);

    const next = applyStep({ ...contract, verlauf: [] }, answer, isoDateIn(options.now));
    await answers.saveStep(tx, contract, next, { adviserId: adviser.userId, at: options.now });
    const betreuung = answer.status === 'bestaetigt' ? betreuungAfterConfirmation(transfer.level) : null;
    if (betreuung) await answers.setBetreuung(tx, transfer.userId, contract.contractId, betreuung);
    await writeAdviserAudit(tx, adviser, transfer.userId, STEP_AUDIT_ACTIONS[answer.status], [
      { key: 'transfer.vertrag', before: null, after: `${contract.versicherer} ${contract.nummer}` },
      { key: 'transfer.status', before: contract.status, after: next.status },
      { key: 'transfer.datum', before: contract.datum, after: next.datum },
      ...(next.notiz === null ? [] : [{ key: 'transfer.notiz', before: null, after: next.notiz }]),
    ]);
    await notifyTransferStatus(
      tx,
      {
        userId: transfer.userId,
        status: answer.status,
        level: transfer.level,
        versicherer: contract.versicherer,
        contracts: [{ nummer: contract.nummer, sparte: contract.sparte }],
      },
      options.publicUrl,
    );
    const answered = await agencyTransfer(transfers, adviser.agencyId, transfer.id, options.now, tx);
    if (!answered) throw new AppError('could_not_find_transfer');
    return answered;
  });
}
