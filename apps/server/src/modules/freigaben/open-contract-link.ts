import type { ContractLinkAnswer } from '@kundenportal/domain/freigaben/meine-freigaben';
import { AppError } from '../../lib/app-error';
import type { ContractLinks } from '../../lib/contract-links';
import type { FreigabenRepository } from './repository';

/**
 * GET /api/jwtcontracts/:token (ADR 200): the contract an adviser's link names, when the link is valid and
 * unexpired (else its 400/410) and names this customer and a provided contract of theirs (else 404, as
 * for any contract not theirs).
 */
export async function openContractLink(
  deps: { repository: FreigabenRepository; links: ContractLinks },
  userId: number,
  token: string,
  now: Date,
): Promise<ContractLinkAnswer> {
  const contractId = await deps.links.contractOf(token, userId, now);
  if (contractId === null || !(await deps.repository.hasContract(userId, contractId)))
    throw new AppError('could_not_find_contract');
  return { contract_id: contractId };
}
