import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { useMemo } from 'react';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { householdPersons } from '../../features/contracts/household';
import { LiquidityPage } from '../../features/liquidity/routes/liquidity-page';
import { useCurrentUser } from '../../lib/current-user';

/**
 * /app/liquiditaet: the liquidity view (liquidity feature) of the household's contracts and persons as
 * the contracts feature reads them (one query and cache for both pages), composed here because features
 * do not import each other. The list needs vertrag_list; without it the page says so instead of asking.
 */
export function LiquidityOfContractsPage() {
  const user = useCurrentUser();
  const permitted = user ? contractRights(user).list : true;
  const contracts = useContracts(user !== undefined && permitted);
  const persons = useMemo(() => householdPersons(user), [user]);
  return <LiquidityPage contracts={contracts} persons={persons} permitted={permitted} />;
}
