import { customerPath } from '@kundenportal/domain/routing/workspace-paths';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { CUSTOMER_SEARCH_MAX, type CustomerSummary } from '@kundenportal/domain/workspace/customers';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { formatDateTime } from '../../../lib/format';
import { customerListQuery } from './customers-api';
import styles from './customers-page.module.css';

const SEARCH_DELAY_MS = 250;

/** `#/berater/kunden`: the agency's customers, searchable by name and e-mail (the search is in the URL). */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  // The address changed from outside (the menu's 'Kunden', back): the field shows that search.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (typed.trim() !== q) setTyped(q);
  }
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(
      () => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);
  const list = useQuery(customerListQuery(q));

  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {workspaceTexts.customersHeading}
      </h1>
      <search className={styles.search}>
        <Field
          label={workspaceTexts.searchLabel}
          type="search"
          value={typed}
          maxLength={CUSTOMER_SEARCH_MAX}
          placeholder={workspaceTexts.searchPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
        />
      </search>
      {list.isError ? <p role="alert">{workspaceTexts.loadError}</p> : null}
      {list.data ? (
        <>
          <p className={styles.count} aria-live="polite">
            {workspaceTexts.customerCount(list.data.kunden.length, list.data.total)}
          </p>
          {list.data.kunden.length === 0 ? (
            <EmptyState text={workspaceTexts.noCustomers} />
          ) : (
            <ul className={styles.list}>
              {list.data.kunden.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </>
  );
}

function CustomerRow({ customer }: { customer: CustomerSummary }) {
  const name = `${customer.lastName}, ${customer.firstName}`;
  return (
    <li className={styles.row}>
      <div className={styles.identity}>
        <Link to={customerPath(customer.id)} className={styles.name}>
          {name}
        </Link>
        <span className={styles.email}>{customer.email}</span>
        {customer.active ? null : <span className={styles.inactive}>{workspaceTexts.inactive}</span>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{workspaceTexts.columns.persons}</dt>
          <dd>{customer.persons}</dd>
        </div>
        <div>
          <dt>{workspaceTexts.columns.contracts}</dt>
          <dd>{customer.contracts}</dd>
        </div>
        <div>
          <dt>{workspaceTexts.columns.lastActivity}</dt>
          <dd>{formatDateTime(customer.lastActivity)}</dd>
        </div>
      </dl>
    </li>
  );
}
