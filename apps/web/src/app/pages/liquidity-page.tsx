import { contractTitle } from '@kundenportal/domain/contracts/contract-list';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { useMemo } from 'react';
import { BankLiquidityView } from '../../features/banking/components/bank-liquidity';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { householdPersons } from '../../features/contracts/household';
import { LiquidityPage } from '../../features/liquidity/routes/liquidity-page';
import { useCurrentUser } from '../../lib/current-user';

/**
 * /app/liquiditaet: the liquidity view (liquidity feature) of the household's contracts and persons as
 * the contracts feature reads them (one query and cache for both pages), composed here because features
 * do not import each other. The list needs vertrag_list; without it the page says so instead of asking.
 * Below, the view from the bank accounts (banking feature, issue 33), naming the contracts by their titles
 * and their premiums' rhythm.
 */
export function LiquidityOfContractsPage() {
  const user = useCurrentUser();
  const permitted = user ? contractRights(user).list : true;
  const contracts = useContracts(user !== undefined && permitted);
  const persons = useMemo(() => householdPersons(user), [user]);
  const titles = useMemo(
    () =>
      contracts.data?.map((contract) => ({
        id: contract.id,
        title: contractTitle(contract),
        zahlungsweise: contract.zahlungsweise,
      })),
    [contracts.data],
  );
  return (
    <LiquidityPage
      contracts={contracts}
      persons={persons}
      permitted={permitted}
      bankView={<BankLiquidityView contracts={titles} />}
    />
  );
}
