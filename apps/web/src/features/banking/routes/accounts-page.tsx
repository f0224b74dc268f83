import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { useId } from 'react';
import list from '../../../components/ui/list.module.css';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Page } from '../../../components/ui/page';
import { useBankAccounts } from '../api/bank-accounts-api';
import styles from '../banking.module.css';
import { AccountCard } from '../components/account-card';
import { ImportForm } from '../components/import-form';
import { Suggestions } from '../components/suggestions';

/**
 * /app/konten, "Konten und Umsätze" (issue 33, ADR 265; needs liquiditaet): the contracts found in the
 * debits, the accounts with balance and last update, and the statement import. `onContractAdded`: the
 * page that composes this refreshes the contracts (another feature's queries).
 */
export function AccountsPage({ onContractAdded }: { onContractAdded: () => unknown }) {
  const headingId = useId();
  const accounts = useBankAccounts();
  return (
    <Page heading={routeTitleTexts.bankAccounts} intro={t.intro}>
      <Suggestions onContractAdded={onContractAdded} />
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId}>{t.accountsHeading}</h2>
        <LoadedList query={accounts} emptyText={t.noAccounts}>
          {(entries) => (
            <ul className={list.list}>
              {entries.map((account) => (
                <AccountCard key={account.id} account={account} />
              ))}
            </ul>
          )}
        </LoadedList>
      </section>
      <ImportForm />
    </Page>
  );
}
