import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import {
  CONTRACT_SORT_KEYS,
  CONTRACT_STATUS_FILTERS,
  type ContractStatusFilter,
  contractTitle,
  DEFAULT_STATUS_FILTER,
  filterContracts,
  groupContracts,
  isDeadlineSoon,
  type PremiumTotals,
  premiumTotals,
  readContractSort,
  sortContracts,
} from '@kundenportal/domain/contracts/contract-list';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import buttonStyles from '../../../components/ui/button.module.css';
import list from '../../../components/ui/list.module.css';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Page } from '../../../components/ui/page';
import { SelectField } from '../../../components/ui/select-field';
import { Totals } from '../../../components/ui/totals';
import { useCurrentUser } from '../../../lib/current-user';
import { useContracts } from '../api/get-contracts';
import { centsText, deadlineTexts, monthlyShareText, premiumText } from '../contract-format';
import { householdPersons } from '../household';
import { useContractSort } from '../use-contract-sort';
import styles from './contracts.module.css';

/**
 * /app/vertraege/list (issue 10, needs vertrag_list): the household's contracts by person (main person
 * first) and Sparte (in the order of each Sparte's first contract under the sort), each with insurer, number, premium and deadline; a deadline within
 * DEADLINE_SOON_DAYS is highlighted. Premium totals per person and for the household; a status filter
 * (aktiv by default) and a stored sort (by deadline by default). `pdfAction` is the Vertragsspiegel button,
 * shown with `vertragsspiegel_pdf` (composed in app/pages: it opens the documents feature's viewer).
 */
export function ContractListPage({ pdfAction }: { pdfAction?: ReactNode } = {}) {
  const user = useCurrentUser();
  const rights = user ? contractRights(user) : null;
  const contracts = useContracts();
  const [status, setStatus] = useState<ContractStatusFilter>(DEFAULT_STATUS_FILTER);
  const [sort, setSort] = useContractSort();
  const sortScopeId = useId();
  const persons = useMemo(() => householdPersons(user), [user]);
  const today = isoDateIn(new Date());

  const shown = useMemo(
    () => sortContracts(filterContracts(contracts.data ?? [], status), sort),
    [contracts.data, status, sort],
  );
  const groups = useMemo(() => groupContracts(shown, persons), [shown, persons]);
  const household = premiumTotals(shown);
  const hasActive = shown.some((contract) => contract.status === 'A');

  return (
    <Page heading={contractTexts.heading} intro={contractTexts.intro}>
      <Banner id="contracts.deadline-tip">{contractTexts.deadlineTip}</Banner>
      {rights?.add || (rights?.pdf && pdfAction) ? (
        <div className={styles.topActions}>
          {rights.add ? (
            <Link
              className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}
              to={paths.contractAdd}
            >
              {contractTexts.addContract}
            </Link>
          ) : null}
          {rights.pdf ? pdfAction : null}
        </div>
      ) : null}

      <div className={list.toolbar}>
        <SelectField
          label={contractTexts.statusFilter}
          value={status}
          onChange={(event) => setStatus(event.target.value as ContractStatusFilter)}
        >
          {CONTRACT_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {contractTexts.statusOptions[value]}
            </option>
          ))}
        </SelectField>
        <div>
          <SelectField
            label={contractTexts.sortLabel}
            value={sort}
            onChange={(event) => setSort(readContractSort(event.target.value))}
            aria-describedby={sortScopeId}
          >
            {CONTRACT_SORT_KEYS.map((value) => (
              <option key={value} value={value}>
                {contractTexts.sortOptions[value]}
              </option>
            ))}
          </SelectField>
          <p id={sortScopeId} className={styles.sortScope}>
            {contractTexts.sortScope}
          </p>
        </div>
      </div>

      <LoadedList query={contracts} shown={shown}>
        {() => (
          <>
            <p className={list.count} aria-live="polite">
              {contractTexts.countLabel(shown.length)}
            </p>
            {hasActive ? (
              <PremiumSums
                heading={contractTexts.householdTotals}
                totals={household}
                note={contractTexts.totalsNote}
              />
            ) : null}
            {groups.map((group) => {
              const name = group.person?.name ?? contractTexts.unknownPerson;
              return (
                <PersonSection key={group.personId} name={name}>
                  {group.sparten.map((sparte) => (
                    <SparteSection key={sparte.sparte} label={sparte.label}>
                      {sparte.contracts.map((contract) => (
                        <ContractItem
                          key={contract.id}
                          contract={contract}
                          today={today}
                          linked={rights?.view === true}
                        />
                      ))}
                    </SparteSection>
                  ))}
                  {group.sparten.some((sparte) => sparte.contracts.some((c) => c.status === 'A')) ? (
                    <PremiumSums heading={contractTexts.totalsOf(name)} totals={group.totals} />
                  ) : null}
                </PersonSection>
              );
            })}
          </>
        )}
      </LoadedList>
    </Page>
  );
}

function PersonSection({ name, children }: { name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.personGroup} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.personHeading}>
        {name}
      </h2>
      {children}
    </section>
  );
}

function SparteSection({ label, children }: { label: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.sparteGroup} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sparteHeading}>
        {label}
      </h3>
      <ul className={list.list}>{children}</ul>
    </section>
  );
}

function PremiumSums(props: { heading: string; totals: PremiumTotals; note?: string }) {
  const { monthlyCents, yearlyCents } = props.totals;
  return (
    <Totals
      heading={props.heading}
      values={[
        contractTexts.perMonth(centsText(monthlyCents)),
        contractTexts.perYear(centsText(yearlyCents)),
      ]}
      note={props.note}
    />
  );
}

/** One contract: title (a link to its view), insurer and number, premium, deadline. */
function ContractItem({ contract, today, linked }: { contract: Contract; today: string; linked: boolean }) {
  const title = contractTitle(contract);
  const soon = isDeadlineSoon(contract, today);
  const deadline = deadlineTexts(contract, today);
  const premium = premiumText(contract);
  const share = monthlyShareText(contract);
  const company = [contract.gesellschaft, contract.nummer].filter(Boolean).join(' · ');
  return (
    <li
      className={`${list.card} ${styles.item}${soon ? ` ${styles.soon}` : ''}`}
      data-soon={soon || undefined}
    >
      <p className={styles.itemTitle}>
        {linked ? <Link to={href(paths.contractView, { id: contract.id })}>{title}</Link> : title}
      </p>
      {company ? <p className={styles.meta}>{company}</p> : null}
      {premium ? (
        <p className={styles.premium}>
          {premium}
          {share ? <span className={styles.share}>{share}</span> : null}
        </p>
      ) : null}
      {deadline ? (
        <p className={styles.deadline}>
          <span>{deadline.until}</span> <span className={styles.daysLeft}>({deadline.left})</span>
        </p>
      ) : null}
      {soon || contract.status === 'I' || contract.bereitgestellt_am ? (
        <p className={styles.badges}>
          {contract.bereitgestellt_am ? (
            <span className={`${styles.badge} ${styles.providedBadge}`}>{freigabenTexts.providedBadge}</span>
          ) : null}
          {soon ? (
            <span className={`${styles.badge} ${styles.soonBadge}`}>{contractTexts.deadlineSoon}</span>
          ) : null}
          {contract.status === 'I' ? (
            <span className={`${styles.badge} ${styles.inactiveBadge}`}>{contractTexts.inactive}</span>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
