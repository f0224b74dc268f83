import { presentContract } from '@kundenportal/domain/contracts/contract-api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { EventAttributes } from 'ics';
import { toStoredContract } from '../../db/contract-row';
import { AppError } from '../../lib/app-error';
import { contractReminderEvent, deadlineEvent } from './calendar-file';
import type { CalendarRepository } from './repository';

/** A contract's deadline and its reminder as events (404 when it is not the customer's). */
export async function listContractEvents(
  repository: CalendarRepository,
  userId: number,
  contractId: number,
  now: Date,
  publicUrl: string,
): Promise<EventAttributes[]> {
  const row = await repository.contract(userId, contractId);
  if (!row) throw new AppError('could_not_find_contract');
  const contract = presentContract(toStoredContract(row), isoDateIn(now));
  return [deadlineEvent(contract, publicUrl), contractReminderEvent(contract, publicUrl)].filter(
    (event) => event !== null,
  );
}
