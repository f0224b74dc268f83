import { isOverdue, overdueSince } from './board-state';
import { answerDatum, type ContractAnswer } from './contract-answer';
import type { TransferContract, TransferStep } from './transfer-api';

/**
 * How a checked step changes a contract of a transfer (issue 29): one pure function, so the use case
 * stores exactly what the answer shows. The step must have passed `contractStepRefusal` (409) and the
 * route schema (`contractAnswerBody`) before. It is recorded `today` (Europe/Berlin), whatever day it names.
 */
export function applyStep<
  C extends Pick<TransferContract, 'status' | 'datum' | 'notiz' | 'gesendetAm' | 'verlauf'>,
>(contract: C, answer: ContractAnswer, today: string): C & Pick<TransferContract, 'erfasstAm'> {
  const step: TransferStep = {
    status: answer.status,
    datum: answerDatum(answer, today),
    notiz: answer.notiz,
    erfasstAm: today,
  };
  return {
    ...contract,
    status: step.status,
    datum: step.datum,
    notiz: step.notiz,
    erfasstAm: step.erfasstAm,
    gesendetAm: step.status === 'gesendet' ? step.datum : contract.gesendetAm,
    verlauf: [...contract.verlauf, step],
  };
}

/** A contract's first step, when the transfer is created (its day: the Berlin day of creation). */
export function firstStep(today: string): TransferStep {
  return { status: 'beantragt', datum: today, notiz: null, erfasstAm: today };
}

/**
 * Whether the agency's reminder for an unanswered letter is due: overdue, and not yet reminded for this
 * sending (`erinnertAm`, the day the last reminder went out; a letter sent again may be reminded again).
 * The reminder worker catches up missed runs: any day from `overdueSince` on will do.
 */
export function needsOverdueReminder(
  contract: Pick<TransferContract, 'status' | 'gesendetAm'> & { erinnertAm: string | null },
  now: Date,
): boolean {
  if (!isOverdue(contract, now) || contract.gesendetAm === null) return false;
  return contract.erinnertAm === null || contract.erinnertAm < overdueSince(contract.gesendetAm);
}
