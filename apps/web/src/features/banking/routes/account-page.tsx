import type { BankAccount } from '@kundenportal/domain/banking/api';
import { bankSearchProblem } from '@kundenportal/domain/banking/transaction-query';
import { paths } from '@kundenportal/domain/routing/paths';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import list from '../../../components/ui/list.module.css';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { formatEuro } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useBankAccounts } from '../api/bank-accounts-api';
import { useChangeCategory, useTransactions } from '../api/transactions-api';
import styles from '../banking.module.css';
import { formatIban, monthLabel } from '../banking-format';
import { DeleteAccount } from '../components/delete-account';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionItem } from '../components/transaction-item';
import { useTransactionFilter } from '../use-transaction-filter';

/**
 * /app/konten/:id (issue 33, ADR 265): one account's transactions of a month, searchable and filtered by
 * category (the filter in the address), each category correctable; the account can be removed.
 */
export function AccountPage() {
  const { id } = useParams();
  const accounts = useBankAccounts();
  const account = accounts.data?.find((entry) => String(entry.id) === id);
  return (
    <Page heading={account?.name ?? routeTitleTexts.bankAccount}>
      <Link to={paths.bankAccounts} className={styles.back}>
        {t.backToAccounts}
      </Link>
      {accounts.isError ? (
        <LoadFailed onRetry={() => void accounts.refetch()} />
      ) : accounts.isPending ? (
        <Spinner />
      ) : account ? (
        <AccountTransactions account={account} />
      ) : (
        <Notice variant="info">
          <p>{t.accountMissing}</p>
        </Notice>
      )}
    </Page>
  );
}

function AccountTransactions({ account }: { account: BankAccount }) {
  const headingId = useId();
  const { filter, typed, setTyped, change } = useTransactionFilter();
  // A search the API refuses (too long, signs only; ADR 288) is not sent: its German message at the field.
  const searchError = bankSearchProblem(filter.q);
  const transactions = useTransactions(account.id, filter, searchError === null);
  const changeCategory = useChangeCategory();
  const months = transactions.data?.monate ?? [];
  const month = filter.monat || months[0] || '';
  const entries = transactions.data?.transactions ?? [];
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.wide}>
          <dt>{t.iban}</dt>
          <dd className={styles.iban}>{formatIban(account.iban)}</dd>
        </div>
        {account.saldo === null ? null : (
          <div>
            <dt>{t.balance}</dt>
            <dd>{formatEuro(account.saldo)}</dd>
          </div>
        )}
      </dl>
      <TransactionFilters
        filter={filter}
        month={month}
        months={months}
        typed={typed}
        searchError={searchError}
        onType={setTyped}
        onChange={change}
      />
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId}>{month ? t.transactionsIn(monthLabel(month)) : t.transactionsHeading}</h2>
        {searchError ? null : transactions.isError ? (
          <LoadFailed onRetry={() => void transactions.refetch()} />
        ) : transactions.isPending ? (
          <Spinner />
        ) : (
          <>
            <p className={list.count} aria-live="polite">
              {t.transactionCount(entries.length)}
            </p>
            {entries.length === 0 ? (
              <EmptyState text={t.noTransactions} />
            ) : (
              <ul className={list.list}>
                {entries.map((transaction) => (
                  <TransactionItem
                    key={transaction.id}
                    transaction={transaction}
                    onCategory={(kategorie) =>
                      changeCategory.mutate(
                        { id: transaction.id, kategorie },
                        {
                          onSuccess: () =>
                            toast.success(t.categoryChanged(transaction.gegenseite ?? t.withoutCounterparty)),
                        },
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <div className={styles.actions}>
        <DeleteAccount account={account} />
      </div>
    </>
  );
}
