import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { contactPersonTexts } from '@kundenportal/domain/texts/contact-persons';
import { AppError, ValidationError } from '../../lib/app-error';
import type { ContactPersonsRepository } from './repository';

const MAX_ID = 2_147_483_647;

/**
 * Links an own contact person (the route checked it is the customer's, and the body) to a contract of
 * the household: 422 for a contract that is not the customer's (`isContractOf`, the contracts plugin).
 */
export async function linkContactPerson(
  repository: ContactPersonsRepository,
  isContractOf: (userId: number, contractId: number) => Promise<boolean>,
  userId: number,
  id: number,
  vertragId: number | string,
): Promise<ContactPerson> {
  const contractId = Number(vertragId);
  // Checked before the transaction: the contracts module reads on its own connection (PGlite has one).
  // Beyond the id column's range no contract exists (and the query would fail: a 500).
  if (contractId > MAX_ID || !(await isContractOf(userId, contractId)))
    throw new ValidationError([`vertrag_id=>${contactPersonTexts.contractUnknown}`]);
  return repository.transaction(async (tx) => {
    const row = await repository.lock(tx, userId, id);
    if (!row) throw new AppError('could_not_find_contact_person');
    await repository.link(tx, id, contractId);
    return repository.present(tx, row);
  });
}

/** Removes the link of an own contact person to a contract (404 for either when there is none). */
export async function unlinkContactPerson(
  repository: ContactPersonsRepository,
  userId: number,
  id: number,
  contractId: number,
): Promise<ContactPerson> {
  return repository.transaction(async (tx) => {
    const row = await repository.lock(tx, userId, id);
    if (!row) throw new AppError('could_not_find_contact_person');
    if (!(await repository.unlink(tx, id, contractId))) throw new AppError('could_not_find_contract');
    return repository.present(tx, row);
  });
}
