import type { BankAccount } from '@kundenportal/domain/banking/api';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { Link } from 'react-router';
import list from '../../../components/ui/list.module.css';
import { formatDateTime, formatEuro } from '../../../lib/format';
import styles from '../banking.module.css';
import { formatIban } from '../banking-format';

/** One account on the accounts page: its name (the link to its transactions), IBAN, bank, balance, last update. */
export function AccountCard({ account }: { account: BankAccount }) {
  const facts: [string, string][] = [
    [t.iban, formatIban(account.iban)],
    [t.bank, account.bank ?? ''],
    [t.balance, formatEuro(account.saldo)],
    [t.updated, formatDateTime(account.stand)],
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
    </li>
  );
}
