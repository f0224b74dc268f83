import type { BankTransaction } from '@kundenportal/domain/banking/api';
import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@kundenportal/domain/banking/statement';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { useId } from 'react';
import field from '../../../components/ui/field.module.css';
import list from '../../../components/ui/list.module.css';
import { formatDate, formatEuro } from '../../../lib/format';
import styles from '../banking.module.css';
import { useSettledChoice } from '../use-settled-choice';

type TransactionItemProps = {
  transaction: BankTransaction;
  onCategory: (kategorie: TransactionCategory) => void;
};

/**
 * One transaction: date, counterparty, purpose, amount (a debit with its minus sign, in red as well, so
 * colour is never the only sign) and its category as a select the customer can correct (sent once the
 * choice rests: use-settled-choice.ts).
 */
export function TransactionItem({ transaction, onCategory }: TransactionItemProps) {
  const counterparty = transaction.gegenseite ?? t.withoutCounterparty;
  const debit = transaction.betrag < 0;
  const selectId = useId();
  const category = useSettledChoice(transaction.kategorie, onCategory);
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
      <div className={`${field.field} ${styles.category}`}>
        {/* Seen as 'Kategorie', named with the counterparty: each row's select has a name of its own. */}
        <label className={field.label} htmlFor={selectId}>
          {t.categoryFilterLabel}
          <span className="visually-hidden"> {t.categoryOfSuffix(counterparty)}</span>
        </label>
        <select
          id={selectId}
          className={field.input}
          value={category.chosen}
          onChange={(event) => category.choose(event.target.value as TransactionCategory)}
          onBlur={category.settle}
        >
          {TRANSACTION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t.categories[category]}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
