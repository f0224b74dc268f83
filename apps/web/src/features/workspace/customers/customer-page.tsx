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
import { SectionCard, sectionItemClass } from '../shared/section-card';
import { customerHouseholdQuery } from '../shared/workspace-queries';
import { ContractBetreuung } from './contract-betreuung';
import { CustomerDocuments } from './customer-documents';
import styles from './customer-page.module.css';

type Kunde = CustomerHousehold['kunde'];

type Slots = {
  /** The conversation with the customer (the chat is a feature of its own). */
  chat?: (kunde: Kunde) => ReactNode;
  /** The sections of other workspace sub-areas under the documents: the switches, the change log. */
  sections?: (kunde: Kunde) => ReactNode;
};

/**
 * `#/berater/kunden/:id`: one customer's household, read-only (issue 14). app/ composes in what other
 * features and workspace sub-areas show of the customer (ADR 129).
 */
export function CustomerPage({ chat, sections }: Slots) {
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
      {data ? <Household data={data} chat={chat} sections={sections} /> : null}
    </>
  );
}

function Household({ data, chat, sections }: Slots & { data: CustomerHousehold }) {
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
            <ContractBetreuung
              customerId={kunde.id}
              contract={{ id: contract.id, title: contractTitle(contract), betreuung: contract.betreuung }}
            />
          </li>
        ))}
      </SectionCard>
      <CustomerDocuments data={data} />
      {sections?.(kunde)}
    </>
  );
}

/** The contract as the Betreuung's label and the log name it: insurer and number, else its title. */
const contractTitle = (contract: CustomerHousehold['contracts'][number]) =>
  contract.nummer
    ? `${contract.gesellschaft} ${contract.nummer}`
    : joined([contract.gesellschaft, contract.label || sparteLabel(contract.sparte)], ' ');

const joined = (parts: (string | null | undefined)[], separator = ' · ') =>
  parts.filter(Boolean).join(separator);
