import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { type ContractRights, contractRights } from '@kundenportal/domain/contracts/contract-rights';
import type { ViewCache } from '../../cache/view-cache';
import { AppError } from '../../lib/app-error';
import type { ContractsRepository } from './repository';

/**
 * The domain's contract rights (spec section 6 flags), enforced here and not only hidden in the web app.
 * The account's config is read through the view cache (dropped with every change of the user row,
 * ADR 008): the contract list, a cached view itself, then needs no query at all.
 */
export async function requireContractRight(
  deps: { repository: ContractsRepository; viewCache: ViewCache },
  userId: number,
  right: keyof ContractRights,
): Promise<void> {
  const stored = await deps.viewCache.get(userId, 'config', async () => {
    const config = await deps.repository.config(userId);
    if (!config) throw new AppError('user_not_found');
    return { value: JSON.stringify(config), agentId: null };
  });
  const config = resolveConfig(JSON.parse(stored) as Record<string, unknown>);
  if (!contractRights({ config })[right]) throw new AppError('not_permitted');
}
