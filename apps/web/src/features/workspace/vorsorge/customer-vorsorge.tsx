import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { useQuery } from '@tanstack/react-query';
import { customerHouseholdQuery } from '../shared/workspace-queries';
import { CustomerNeeds } from './customer-needs';
import { CustomerPension } from './customer-pension';
import { needsFromAnswers, pensionEntered } from './shown';
import { customerNeedsQuery, customerPensionQuery } from './vorsorge-api';

/**
 * The customer's Bedarfscheck and Vorsorgestatus on the household page (issue 30, ADR 192): shown while
 * the customer has the Bedarfscheck switched on, or when the answers say something anyway (entered with
 * the switch off, through the person form); otherwise the page stays as it was.
 */
export function CustomerVorsorge({ kunde }: { kunde: Pick<CustomerHousehold['kunde'], 'id' | 'config'> }) {
  const switchedOn = kunde.config.bedarfscheck === true;
  const household = useQuery(customerHouseholdQuery(kunde.id));
  const needs = useQuery(customerNeedsQuery(kunde.id));
  const pension = useQuery(customerPensionQuery(kunde.id));
  const names = new Map(
    (household.data?.persons ?? []).map((person) => [person.id, `${person.firstname} ${person.lastname}`]),
  );
  const contracts = new Map(
    (household.data?.contracts ?? []).map((contract) => [contract.id, title(contract)]),
  );
  return (
    <>
      {switchedOn || (needs.data && needsFromAnswers(needs.data)) ? (
        <CustomerNeeds
          answer={needs.data}
          failed={needs.isError}
          switchedOn={switchedOn}
          names={names}
          contracts={contracts}
        />
      ) : null}
      {switchedOn || pension.data?.personen.some(pensionEntered) ? (
        <CustomerPension
          answer={pension.data}
          failed={pension.isError}
          switchedOn={switchedOn}
          names={names}
        />
      ) : null}
    </>
  );
}

/** A contract as the household page's Betreuung names it: insurer and number, else insurer and title. */
const title = (contract: CustomerHousehold['contracts'][number]) =>
  [contract.gesellschaft, contract.nummer || contract.label || sparteLabel(contract.sparte)]
    .filter(Boolean)
    .join(' ');
