import type { BankAccount } from '@kundenportal/domain/banking/api';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { Link } from 'react-router';
import list from '../../../components/ui/list.module.css';
import { formatDate, formatDateTime, formatEuro } from '../../../lib/format';
import styles from '../banking.module.css';
import { formatIban } from '../banking-format';

/** Whose bank connection an id is (the persons feature's, handed in where the page is composed). */
export type ConnectionOwners = ReadonlyMap<number, { personId: number; name: string }>;

/**
 * One account on the accounts page: its name (the link to its transactions), IBAN, bank, balance, last
 * update, and the person whose bank connection has this IBAN (a link to that person).
 */
export function AccountCard({ account, owners }: { account: BankAccount; owners: ConnectionOwners }) {
  const owner = account.bankverbindung_id === null ? undefined : owners.get(account.bankverbindung_id);
  const facts: [string, string][] = [
    [t.iban, formatIban(account.iban)],
    [t.bank, account.bank ?? ''],
    [t.balance, formatEuro(account.saldo)],
    // The balance's day (YYYY-MM-DD), or the last update's time where no file gave a balance.
    [t.updated, account.stand.length === 10 ? formatDate(account.stand) : formatDateTime(account.stand)],
  ];
  return (
    <li className={list.card}>
      <Link
        className={styles.accountName}
        to={href(paths.bankAccount, { id: account.id })}
        aria-label={t.showTransactions(account.name)}
      >
        {account.name}
      </Link>
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className={label === t.iban ? styles.wide : undefined}>
              <dt>{label}</dt>
              <dd className={label === t.iban ? styles.iban : undefined}>{value}</dd>
            </div>
          ))}
      </dl>
      {owner ? (
        <Link className={list.action} to={href(paths.personEdit, { id: owner.personId })}>
          {t.connectionOf(owner.name)}
        </Link>
      ) : null}
    </li>
  );
}
