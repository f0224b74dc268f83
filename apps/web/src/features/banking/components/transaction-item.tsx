import type { BankTransaction } from '@kundenportal/domain/banking/api';
import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@kundenportal/domain/banking/statement';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import list from '../../../components/ui/list.module.css';
import { SelectField } from '../../../components/ui/select-field';
import { formatDate, formatEuro } from '../../../lib/format';
import styles from '../banking.module.css';

type TransactionItemProps = {
  transaction: BankTransaction;
  onCategory: (kategorie: TransactionCategory) => void;
};

/**
 * One transaction: date, counterparty, purpose, amount (a debit with its minus sign, in red as well, so
 * colour is never the only sign) and its category as a select the customer can correct.
 */
export function TransactionItem({ transaction, onCategory }: TransactionItemProps) {
  const counterparty = transaction.gegenseite ?? t.withoutCounterparty;
  const debit = transaction.betrag < 0;
  return (
    <li className={`${list.card} ${styles.transaction}`}>
      <div className={styles.transactionHead}>
        <span className={styles.date}>{formatDate(transaction.datum)}</span>
        <span className={debit ? styles.debit : styles.credit}>
          {debit ? formatEuro(transaction.betrag) : `+${formatEuro(transaction.betrag)}`}
        </span>
      </div>
      <p className={styles.counterparty}>{counterparty}</p>
      {transaction.verwendungszweck ? <p className={styles.purpose}>{transaction.verwendungszweck}</p> : null}
      <SelectField
        label={t.categoryFilterLabel}
        aria-label={t.categoryOf(counterparty)}
        className={styles.category}
        value={transaction.kategorie}
        onChange={(event) => onCategory(event.target.value as TransactionCategory)}
      >
        {TRANSACTION_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t.categories[category]}
          </option>
        ))}
      </SelectField>
    </li>
  );
}
