import type { Contract, StoredContract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractBody } from '@kundenportal/domain/contracts/contract-save';
import {
  ADVISER_OWNED_CONTRACT_FIELDS,
  type AdviserContract,
  adviserView,
} from '@kundenportal/domain/contracts/provided-contract';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import type { FastifyInstance } from 'fastify';
import { type AuditChange, writeAdviserAudit } from '../../../lib/adviser-audit';
import type { VertraegeRepository } from './repository';

type Adviser = { userId: number; agencyId: number };

/** The log's name of a contract: insurer and number (or Sparte). */
function contractTitle(contract: Pick<Contract, 'gesellschaft' | 'nummer' | 'sparte'>): string {
  return `${contract.gesellschaft} ${contract.nummer ?? sparteLabel(contract.sparte)}`;
}

/** The adviser's fields that the save changed, for the log. */
function changes(before: StoredContract | null, after: Contract): AuditChange[] {
  const entries: AuditChange[] = [{ key: 'vertrag', before: null, after: contractTitle(after) }];
  if (!before) return entries;
  for (const name of ADVISER_OWNED_CONTRACT_FIELDS) {
    const was = before[name] ?? null;
    const is = after[name as keyof Contract] ?? null;
    if (name !== 'kuendbar_bis' && was !== is)
      entries.push({ key: `vertrag.${name}`, before: was, after: is });
  }
  return entries;
}

/**
 * The adviser provides a contract to the agency's customer (`contractId` null) or changes a provided one
 * (issue 31): the contracts module checks and writes it (`app.providedContracts`), the agency's log is
 * written in that transaction.
 */
export function saveProvidedContract(
  provided: FastifyInstance['providedContracts'],
  repository: VertraegeRepository,
  adviser: Adviser,
  path: { customerId: number; contractId: number | null },
  body: ContractBody,
  now: Date,
): Promise<{ contract: AdviserContract }> {
  return repository.transaction(async (tx) => {
    const by = { agencyId: adviser.agencyId, customerId: path.customerId };
    const { before, contract } = await provided.save(tx, by, path.contractId, body, now);
    const action = before ? 'provided_contract_changed' : 'contract_provided';
    await writeAdviserAudit(tx, adviser, path.customerId, action, changes(before, contract));
    return { contract: adviserView(contract) };
  });
}
