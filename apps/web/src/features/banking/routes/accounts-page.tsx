import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { useId } from 'react';
import list from '../../../components/ui/list.module.css';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Page } from '../../../components/ui/page';
import { useBankAccounts } from '../api/bank-accounts-api';
import styles from '../banking.module.css';
import { AccountCard, type ConnectionOwners } from '../components/account-card';
import { BankConnect } from '../components/bank-connect';
import { ImportForm } from '../components/import-form';
import { Suggestions } from '../components/suggestions';

type AccountsPageProps = {
  /** The page that composes this refreshes the contracts (another feature's queries). */
  onContractAdded: () => unknown;
  /** The household's bank connections by id with their person (persons feature), to link an account. */
  owners?: ConnectionOwners;
};

const NO_OWNERS: ConnectionOwners = new Map();

/**
 * /app/konten, "Konten und Umsätze" (issue 33, ADR 265; needs liquiditaet): the contracts found in the
 * debits, the accounts with balance and last update, and the statement import.
 */
export function AccountsPage({ onContractAdded, owners = NO_OWNERS }: AccountsPageProps) {
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
                <AccountCard key={account.id} account={account} owners={owners} />
              ))}
            </ul>
          )}
        </LoadedList>
      </section>
      <BankConnect />
      <ImportForm />
    </Page>
  );
}
