import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatEuro } from '../../../lib/format';
import { customerHouseholdQuery } from '../api/workspace-api';
import { CustomerAuditLog } from '../components/audit-log';
import { CustomerDocuments } from '../components/customer-documents';
import { CustomerSettings } from '../components/customer-settings';
import { SectionCard, sectionItemClass } from '../components/section-card';
import styles from './customer-page.module.css';

type Kunde = CustomerHousehold['kunde'];

/**
 * `#/berater/kunden/:id`: one customer's household, read-only (issue 14). `chat` is the conversation
 * with the customer, composed in by app/ (the chat is a feature of its own).
 */
export function CustomerPage({ chat }: { chat?: (kunde: Kunde) => ReactNode }) {
  const id = Number(useParams().id);
  const household = useQuery({ ...customerHouseholdQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const data = household.data;
  return (
    <>
      <p>
        <Link to={workspacePaths.customers}>{workspaceTexts.backToCustomers}</Link>
      </p>
      {household.isError ? (
        <p role="alert">
          {household.error instanceof ApiError && household.error.status === 404
            ? errorCatalogue.could_not_find_customer.message
            : workspaceTexts.householdLoadError}
        </p>
      ) : null}
      {data ? <Household data={data} chat={chat} /> : null}
    </>
  );
}

function Household({ data, chat }: { data: CustomerHousehold; chat?: (kunde: Kunde) => ReactNode }) {
  const { kunde } = data;
  const personName = new Map(data.persons.map((p) => [p.id, `${p.firstname} ${p.lastname}`]));
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {workspaceTexts.householdHeading(`${kunde.firstName} ${kunde.lastName}`)}
      </h1>
      <p className={styles.hint}>{workspaceTexts.readOnlyHint}</p>
      <dl className={styles.account}>
        <div>
          <dt>{workspaceTexts.email}</dt>
          <dd>{kunde.email}</dd>
        </div>
        {kunde.active ? null : (
          <div>
            <dt>{workspaceTexts.status}</dt>
            <dd>{workspaceTexts.inactive}</dd>
          </div>
        )}
      </dl>
      {chat?.(kunde)}

      <SectionCard
        id="household-persons"
        title={workspaceTexts.sections.persons}
        empty={workspaceTexts.noPersons}
      >
        {data.persons.map((person) => (
          <li key={person.id} className={sectionItemClass}>
            <strong>{`${person.firstname} ${person.lastname}`}</strong>
            {person.isMain ? <span className={styles.badge}>{workspaceTexts.mainPerson}</span> : null}
            <span className={styles.muted}>
              {joined([
                person.geburtsdatum ? `${workspaceTexts.born} ${formatDate(person.geburtsdatum)}` : '',
                joined([person.address, person.addressnumber], ' '),
                joined([person.streetcode, person.city], ' '),
              ])}
            </span>
          </li>
        ))}
      </SectionCard>
      <SectionCard
        id="household-contracts"
        title={workspaceTexts.sections.contracts}
        empty={workspaceTexts.noContracts}
      >
        {data.contracts.map((contract) => (
          <li key={contract.id} className={sectionItemClass}>
            <strong>{contract.label || sparteLabel(contract.sparte)}</strong>
            <span>{contract.gesellschaft}</span>
            <span className={styles.muted}>
              {joined([
                sparteLabel(contract.sparte),
                contract.nummer,
                personName.get(contract.personId),
                contract.beitrag === null ? '' : formatEuro(contract.beitrag),
              ])}
            </span>
          </li>
        ))}
      </SectionCard>
      <CustomerDocuments data={data} />
      <CustomerSettings kunde={kunde} />
      <CustomerAuditLog customerId={kunde.id} />
    </>
  );
}

const joined = (parts: (string | null | undefined)[], separator = ' · ') =>
  parts.filter(Boolean).join(separator);
