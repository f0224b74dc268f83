import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import type { ContractLinkCreated } from '@kundenportal/domain/workspace/provided-contracts';
import type { FastifyInstance } from 'fastify';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import type { ContractLinks } from '../../../lib/contract-links';
import type { VertraegeRepository } from './repository';

/**
 * A link to a provided contract for the adviser's system to send (ADR 200): signed, for this customer and
 * contract only, valid for a week; logged in the agency's log. 404 for a contract that is not provided.
 */
export async function createContractLink(
  deps: {
    provided: FastifyInstance['providedContracts'];
    repository: VertraegeRepository;
    links: ContractLinks;
  },
  adviser: { userId: number; agencyId: number },
  path: { customerId: number; contractId: number },
  now: Date,
): Promise<ContractLinkCreated> {
  const contract = await deps.provided.find(path.customerId, path.contractId, now);
  if (!contract?.bereitgestellt_am) throw new AppError('could_not_find_contract');
  const link = await deps.links.create(path.customerId, path.contractId, now);
  await deps.repository.transaction((tx) =>
    writeAdviserAudit(tx, adviser, path.customerId, 'contract_link_created', [
      {
        key: 'vertrag',
        before: null,
        after: `${contract.gesellschaft} ${contract.nummer ?? sparteLabel(contract.sparte)}`,
      },
    ]),
  );
  return link;
}
