import type { BankLiquidity, BankLiquidityMonth } from './api';
import { sameAmount, sameBrand } from './recurring-match';
import type { TransactionCategory } from './statement';

/**
 * The liquidity from the bank (issue 33, `/app/liquiditaet`): per month the money that came in, the debits
 * by category (a debit the customer filed under income counts as other) less the credits that give a cost
 * back (a reversal, a refund, a credit filed under a cost), the insurance premiums as debited and what is
 * left (in minus out), leaving out the money moved between the customer's own accounts; and per active contract with a regular premium its last debit in those
 * months — a debit of the insurer's brand with the contract's premium (recurring-match.ts), each debit
 * counted for one contract, the newest first — or null ("keine Abbuchung gefunden").
 */

export type LiquidityEntry = {
  bookingDate: string;
  amountCents: number;
  counterpartyName: string | null;
  category: TransactionCategory;
  /** A credit that gives back a debit (a reversal, a refund: categories.ts `givesBack`). */
  givesBack?: boolean;
  /** Money moved between the customer's own accounts: neither in nor out. */
  own?: boolean;
};

export type LiquidityContract = {
  id: number;
  gesellschaft: string;
  beitrag: number | null;
  zahlungsweise: number | null;
  status: string;
};

const COSTS = ['miete', 'energie', 'versicherung', 'kredit', 'abo', 'sonstiges'] as const;
type Cost = (typeof COSTS)[number];

/** The `count` months up to `lastMonth` (`YYYY-MM`), oldest first. */
export function monthsUpTo(lastMonth: string, count: number): string[] {
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

const euros = (cents: number) => Math.round(cents) / 100;

function monthOf(entries: readonly LiquidityEntry[], monat: string): BankLiquidityMonth {
  let inCents = 0;
  const out: Record<Cost, number> = {
    miete: 0,
    energie: 0,
    versicherung: 0,
    kredit: 0,
    abo: 0,
    sonstiges: 0,
  };
  for (const entry of entries) {
    if (!entry.bookingDate.startsWith(`${monat}-`) || entry.own) continue;
    const cost: Cost = (COSTS as readonly string[]).includes(entry.category)
      ? (entry.category as Cost)
      : 'sonstiges';
    // A credit filed under a cost (an insurer's refund, a returned debit) lowers that cost.
    const income = entry.category === 'einkommen' || entry.category === 'sonstiges';
    if (entry.amountCents >= 0 && income && !entry.givesBack) inCents += entry.amountCents;
    else out[cost] -= entry.amountCents;
  }
  const outCents = COSTS.reduce((sum, cost) => sum + out[cost], 0);
  return {
    monat,
    einnahmen: euros(inCents),
    fixkosten: {
      miete: euros(out.miete),
      energie: euros(out.energie),
      versicherung: euros(out.versicherung),
      kredit: euros(out.kredit),
      abo: euros(out.abo),
      sonstiges: euros(out.sonstiges),
    },
    versicherungen: euros(out.versicherung),
    rest: euros(inCents - outCents),
  };
}

const REGULAR = [12, 4, 2, 1];

export function bankLiquidity(
  entries: readonly LiquidityEntry[],
  contracts: readonly LiquidityContract[],
  months: readonly string[],
): BankLiquidity {
  const inWindow = entries.filter((entry) =>
    months.some((month) => entry.bookingDate.startsWith(`${month}-`)),
  );
  const unused = inWindow
    .filter((entry) => entry.amountCents < 0 && entry.counterpartyName)
    .sort((a, b) => b.bookingDate.localeCompare(a.bookingDate));
  const vertraege = contracts
    .filter(
      (contract): contract is LiquidityContract & { beitrag: number } =>
        contract.status === 'A' &&
        contract.beitrag !== null &&
        contract.zahlungsweise !== null &&
        REGULAR.includes(contract.zahlungsweise),
    )
    .map((contract) => {
      const index = unused.findIndex(
        (entry) =>
          sameBrand(contract.gesellschaft, entry.counterpartyName ?? '') &&
          sameAmount(Math.round(contract.beitrag * 100), entry.amountCents),
      );
      const [debit] = index === -1 ? [] : unused.splice(index, 1);
      return { vertragId: contract.id, erwartet: contract.beitrag, abgebucht_am: debit?.bookingDate ?? null };
    });
  return { monate: months.map((monat) => monthOf(inWindow, monat)), vertraege };
}
