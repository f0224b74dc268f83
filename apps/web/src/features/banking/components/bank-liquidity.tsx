import type { BankLiquidity, BankLiquidityMonth } from '@kundenportal/domain/banking/api';
import { ZAHLUNGSWEISE_OPTIONS } from '@kundenportal/domain/forms/catalogue/shared-options';
import { paths } from '@kundenportal/domain/routing/paths';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { useId } from 'react';
import { Link } from 'react-router';
import list from '../../../components/ui/list.module.css';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/loader';
import { formatDate, formatEuro } from '../../../lib/format';
import { useBankLiquidity } from '../api/bank-liquidity-api';
import styles from '../banking.module.css';
import { monthLabel } from '../banking-format';

/**
 * The household's contracts as id, title and zahlungsweise (the contracts feature's, handed in where the
 * page is composed).
 */
export type ContractTitles =
  | readonly { id: number; title: string; zahlungsweise: number | null }[]
  | undefined;

const FIXED = ['miete', 'energie', 'versicherung', 'kredit', 'abo', 'sonstiges'] as const;

/** '89,00 € jährlich': the premium with its rhythm, so a yearly one is not read as a month's. */
function premiumText(amount: number, zahlungsweise: number | null | undefined): string {
  const rhythm = ZAHLUNGSWEISE_OPTIONS.find((option) => option.value === String(zahlungsweise))?.label;
  return rhythm ? contractTexts.premiumWithRhythm(formatEuro(amount), rhythm) : formatEuro(amount);
}

/** '+2.850,00 €' for income, '-950,00 €' for a cost: the sign tells it, not the colour. */
const signed = (amount: number) => (amount > 0 ? `+${formatEuro(amount)}` : formatEuro(amount));

/**
 * The bank view of /app/liquiditaet (issue 33): per month (newest first) income, the fixed costs by
 * category and what is left, from the imported transactions; then each contract's premium beside its
 * last debit ("Beitrag abgebucht am …" or "keine Abbuchung gefunden").
 */
export function BankLiquidityView({ contracts }: { contracts: ContractTitles }) {
  const headingId = useId();
  const liquidity = useBankLiquidity();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t.bankLiquidityHeading}</h2>
      {liquidity.isError ? (
        <LoadFailed onRetry={() => void liquidity.refetch()} />
      ) : liquidity.isPending ? (
        <Spinner />
      ) : (
        <BankLiquidityContent liquidity={liquidity.data} contracts={contracts} />
      )}
    </section>
  );
}

function BankLiquidityContent({
  liquidity,
  contracts,
}: {
  liquidity: BankLiquidity;
  contracts: ContractTitles;
}) {
  const months = liquidity.monate.filter(hasEntries).reverse();
  if (months.length === 0) {
    return (
      <p className={styles.note}>
        {t.bankLiquidityEmpty} <Link to={paths.bankAccounts}>{t.importHeading}</Link>
      </p>
    );
  }
  return (
    <>
      <p className={styles.note}>{t.bankLiquidityNote}</p>
      <ul className={list.list}>
        {months.map((month) => (
          <MonthCard key={month.monat} month={month} />
        ))}
      </ul>
      {liquidity.vertraege.length > 0 ? <Premiums liquidity={liquidity} contracts={contracts} /> : null}
    </>
  );
}

function hasEntries(month: BankLiquidityMonth): boolean {
  return (
    month.einnahmen !== 0 || month.rest !== 0 || FIXED.some((category) => month.fixkosten[category] !== 0)
  );
}

function MonthCard({ month }: { month: BankLiquidityMonth }) {
  const costs = FIXED.filter((category) => month.fixkosten[category] !== 0);
  return (
    <li className={list.card}>
      <h3 className={styles.monthHeading}>{monthLabel(month.monat)}</h3>
      <dl className={styles.sums}>
        <div>
          <dt>{t.income}</dt>
          <dd>{signed(month.einnahmen)}</dd>
        </div>
        {costs.map((category) => (
          <div key={category}>
            <dt>{t.categories[category]}</dt>
            <dd>{signed(-Math.abs(month.fixkosten[category]))}</dd>
          </div>
        ))}
        <div className={styles.sumTotal}>
          <dt>{t.left}</dt>
          <dd>{signed(month.rest)}</dd>
        </div>
      </dl>
    </li>
  );
}

function Premiums({ liquidity, contracts }: { liquidity: BankLiquidity; contracts: ContractTitles }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.premiums}>
      <h3 id={headingId}>{t.premiumsHeading}</h3>
      <p className={styles.note}>{t.premiumsNote}</p>
      <ul className={list.list}>
        {liquidity.vertraege.map((entry) => {
          const contract = contracts?.find((candidate) => candidate.id === entry.vertragId);
          return (
            <li key={entry.vertragId} className={list.card}>
              <p className={styles.counterparty}>{contract?.title ?? routeTitleTexts.contractView}</p>
              <p>{t.expected(premiumText(entry.erwartet, contract?.zahlungsweise))}</p>
              <p>{entry.abgebucht_am ? t.debitedOn(formatDate(entry.abgebucht_am)) : t.noDebit}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
