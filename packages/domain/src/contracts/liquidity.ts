import { isOneOff, type PremiumSource, yearlyCents } from './premium';
import { sparteOrder } from './sparten';

/**
 * The liquidity view (issue 10, `/app/liquiditaet`): what the household's active contracts cost,
 * normalised to a month from their rhythm (yearly / 12, quarterly / 3 …), per person and per Sparte,
 * with the household's month and year. One-off payments have no monthly share and are listed apart;
 * contracts without an amount or rhythm are counted as missing. Sums are whole cents a year (premium.ts).
 */
export type LiquidityContract = PremiumSource & {
  id: number;
  person_id: number;
  sparte: string;
  status: string;
};

export type LiquidityRow = { key: string; yearlyCents: number; contracts: number };

export type Liquidity = {
  /** Per person, in the order given, then per Sparte (table order); persons without costs are left out. */
  persons: { personId: number; yearlyCents: number; sparten: LiquidityRow[] }[];
  /** Per Sparte over the household, the largest first. */
  sparten: LiquidityRow[];
  yearlyCents: number;
  oneOff: LiquidityContract[];
  /** Active contracts without an amount or payment rhythm: not in the sums. */
  withoutPremium: LiquidityContract[];
};

export function liquidity(
  contracts: readonly LiquidityContract[],
  personOrder: readonly number[],
): Liquidity {
  const active = contracts.filter((contract) => contract.status === 'A');
  const perPerson = new Map<number, Map<string, LiquidityRow>>();
  const perSparte = new Map<string, LiquidityRow>();
  const oneOff: LiquidityContract[] = [];
  const withoutPremium: LiquidityContract[] = [];
  let total = 0;
  for (const contract of active) {
    if (isOneOff(contract)) {
      oneOff.push(contract);
      continue;
    }
    const cents = yearlyCents(contract);
    if (cents === null) {
      withoutPremium.push(contract);
      continue;
    }
    total += cents;
    const sparten = perPerson.get(contract.person_id) ?? new Map<string, LiquidityRow>();
    perPerson.set(contract.person_id, sparten);
    for (const map of [sparten, perSparte]) {
      const row = map.get(contract.sparte) ?? { key: contract.sparte, yearlyCents: 0, contracts: 0 };
      row.yearlyCents += cents;
      row.contracts += 1;
      map.set(contract.sparte, row);
    }
  }
  const order = (id: number) => {
    const index = personOrder.indexOf(id);
    return index === -1 ? personOrder.length : index;
  };
  return {
    persons: [...perPerson.entries()]
      .sort(([a], [b]) => order(a) - order(b) || a - b)
      .map(([personId, sparten]) => {
        const rows = [...sparten.values()].sort((a, b) => sparteOrder(a.key) - sparteOrder(b.key));
        return { personId, yearlyCents: rows.reduce((sum, row) => sum + row.yearlyCents, 0), sparten: rows };
      }),
    sparten: [...perSparte.values()].sort(
      (a, b) => b.yearlyCents - a.yearlyCents || sparteOrder(a.key) - sparteOrder(b.key),
    ),
    yearlyCents: total,
    oneOff,
    withoutPremium,
  };
}

/** A year's cents as euro per month, rounded to the cent (for display). */
export function monthlyEuro(yearly: number): number {
  return Math.round(yearly / 12) / 100;
}
