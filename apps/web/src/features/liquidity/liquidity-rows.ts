import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { HouseholdPerson } from '@kundenportal/domain/contracts/contract-list';
import { type Liquidity, liquidity, monthlyEuro } from '@kundenportal/domain/contracts/liquidity';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { liquidityTexts } from '@kundenportal/domain/texts/liquidity';
import { formatEuro } from '../../lib/format';

/** A line of the chart and the table: a Sparte (or a sum) with its month and year in German euro. */
export type AmountRow = { key: string; label: string; monthly: number; month: string; year: string };

export type PersonRows = { personId: number; name: string; rows: AmountRow[]; total: AmountRow };

/** A contract listed apart (a one-off payment, no premium) with its person's name. */
export type ContractEntry = { contract: Contract; person: string };

export type LiquidityView = {
  /** The household per Sparte, the largest first: the chart's bars. */
  sparten: AmountRow[];
  persons: PersonRows[];
  total: AmountRow;
  oneOff: ContractEntry[];
  withoutPremium: ContractEntry[];
};

const amountRow = (key: string, label: string, yearlyCents: number): AmountRow => {
  const monthly = monthlyEuro(yearlyCents);
  return { key, label, monthly, month: formatEuro(monthly), year: formatEuro(yearlyCents / 100) };
};

/**
 * The liquidity page's numbers (the domain's `liquidity`: active contracts, normalised to a month) with
 * labels: persons main first, then in household order; an unknown person (just deleted) by a placeholder.
 */
export function liquidityView(
  contracts: readonly Contract[],
  persons: readonly HouseholdPerson[],
): LiquidityView {
  const ordered = [...persons].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const result: Liquidity = liquidity(
    contracts,
    ordered.map((person) => person.id),
  );
  const nameOf = (id: number) =>
    persons.find((person) => person.id === id)?.name ?? liquidityTexts.unknownPerson;
  const byId = new Map(contracts.map((contract) => [contract.id, contract]));
  const entries = (list: readonly { id: number }[]) =>
    list.flatMap((item) => {
      const contract = byId.get(item.id);
      return contract ? [{ contract, person: nameOf(contract.person_id) }] : [];
    });
  return {
    sparten: result.sparten.map((row) => amountRow(row.key, sparteLabel(row.key), row.yearlyCents)),
    persons: result.persons.map((person) => {
      const name = nameOf(person.personId);
      return {
        personId: person.personId,
        name,
        rows: person.sparten.map((row) => amountRow(row.key, sparteLabel(row.key), row.yearlyCents)),
        total: amountRow('total', liquidityTexts.personTotal(name), person.yearlyCents),
      };
    }),
    total: amountRow('household', liquidityTexts.householdTotal, result.yearlyCents),
    oneOff: entries(result.oneOff),
    withoutPremium: entries(result.withoutPremium),
  };
}
