import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { contractInfo } from '@kundenportal/domain/contracts/contract-info';
import { contractTitle, isDeadlineSoon } from '@kundenportal/domain/contracts/contract-list';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import {
  CONTRACT_STATUS_OPTIONS,
  type ContractFieldName,
  contractFields,
  VERLAENGERUNG_OPTIONS,
} from '@kundenportal/domain/forms/catalogue/contract';
import { fieldDisplayText } from '@kundenportal/domain/forms/field-display';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { calendarTexts } from '@kundenportal/domain/texts/calendar';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import buttonStyles from '../../../components/ui/button.module.css';
import { type DetailItem, DetailList } from '../../../components/ui/detail-list';
import { Spinner } from '../../../components/ui/loader';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { downloadContractCalendar } from '../api/contract-calendar';
import { useContract } from '../api/get-contract';
import { ContractInfo } from '../components/contract-info';
import { OptimizeContract } from '../components/optimize-contract';
import { deadlineTexts, monthlyShareText, noticeText, periodText, premiumText } from '../contract-format';
import { fieldTitle } from '../contract-sections';
import { householdPersons } from '../household';
import { ContractLoadFailure, useContractId } from './contract-edit-page';
import styles from './contracts.module.css';

const optionLabel = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === String(value))?.label ?? '';

/**
 * /app/vertraege/view/:id (vertrag_details or vertrag_edit): the deadlines first ('kündbar bis …' with
 * the days left, highlighted within DEADLINE_SOON_DAYS, 'Frist in den Kalender' as an .ics download;
 * the next end and the one after), then every
 * field in German formats, the way to edit (vertrag_edit). `children` follow a loaded contract
 * (app/pages adds its documents). An unknown id shows the 404's text inline; nobody is logged out.
 */
export function ContractViewPage({ children }: { children?: ReactNode }) {
  const id = useContractId();
  const user = useCurrentUser();
  const query = useContract(Number.isNaN(id) ? 0 : id);
  const contract = query.data;

  let content: ReactNode;
  if (Number.isNaN(id)) content = <ContractLoadFailure error="not-found" />;
  else if (query.isError)
    content = <ContractLoadFailure error={query.error} retry={() => void query.refetch()} />;
  else if (!contract || !user) content = <Spinner />;
  else {
    const rights = contractRights(user);
    const person = householdPersons(user).find((candidate) => candidate.id === contract.person_id);
    content = (
      <>
        {contract.bereitgestellt_am ? <ProvidedNote /> : null}
        <Deadlines contract={contract} />
        <section className={styles.section} aria-labelledby="contract-details-heading">
          <h2 id="contract-details-heading" className={styles.sectionHeading}>
            {contractTexts.detailsHeading}
          </h2>
          <DetailList items={detailItems(contract, person?.name ?? null)} />
        </section>
        <div className={styles.viewActions}>
          {rights.edit ? (
            <Link
              className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}
              to={href(paths.contractEdit, { id: contract.id })}
            >
              {contractTexts.edit}
            </Link>
          ) : null}
          {rights.list ? <Link to={paths.contractList}>{contractTexts.backToList}</Link> : null}
        </div>
        {rights.info ? <ContractInfo notes={contractInfo(contract.sparte)} /> : null}
        {rights.optimize ? <OptimizeContract contractId={contract.id} /> : null}
        {children}
      </>
    );
  }

  return <Page heading={contract ? contractTitle(contract) : contractTexts.viewHeading}>{content}</Page>;
}

/** A contract the adviser provided (issue 31): marked, and whose fields are whose. */
export function ProvidedNote() {
  return (
    <div className={styles.providedNote}>
      <p className={styles.badges}>
        <span className={`${styles.badge} ${styles.providedBadge}`}>{freigabenTexts.providedBadge}</span>
      </p>
      <p className={styles.explanation}>{freigabenTexts.providedHint}</p>
    </div>
  );
}

function Deadlines({ contract }: { contract: Contract }) {
  const today = isoDateIn(new Date());
  const deadline = deadlineTexts(contract, today);
  const soon = isDeadlineSoon(contract, today);
  const items: DetailItem[] = [
    { label: contractTexts.nextEnd, value: formatDate(contract.naechstes_ende) },
    { label: contractTexts.followingEnd, value: formatDate(contract.folgendes_ende) },
  ];
  return (
    <section
      className={
        soon
          ? `${styles.section} ${styles.deadlines} ${styles.soon}`
          : `${styles.section} ${styles.deadlines}`
      }
      aria-labelledby="contract-deadlines-heading"
      data-soon={soon || undefined}
    >
      <h2 id="contract-deadlines-heading" className={styles.sectionHeading}>
        {contractTexts.deadlinesHeading}
      </h2>
      {soon ? (
        <p className={styles.badges}>
          <span className={`${styles.badge} ${styles.soonBadge}`}>{contractTexts.deadlineSoon}</span>
        </p>
      ) : null}
      {deadline ? (
        <>
          <p className={styles.deadlineLead}>{deadline.until}</p>
          <p className={styles.deadlineLeft}>{deadline.left}</p>
          <p className={styles.calendarAction}>
            <Button
              variant="secondary"
              onClick={() => void downloadContractCalendar(contract.id).catch(() => {})}
            >
              {calendarTexts.downloadDeadline}
            </Button>
          </p>
        </>
      ) : (
        <p className={styles.explanation}>{noDeadlineText(contract)}</p>
      )}
      <DetailList items={items} />
    </section>
  );
}

/** Why a contract shows no deadline. */
function noDeadlineText(contract: Contract): string {
  if (contract.status === 'I') return contractTexts.inactiveNoDeadline;
  if (contract.automatische_verlaengerung === 0 || contract.v_ende_am || contract.v_geku_am)
    return contractTexts.endsByItself;
  return contractTexts.noDeadline;
}

/** The catalogue fields `detailItems` words itself; any other one is shown by its catalogue type. */
const WORDED_FIELDS: readonly ContractFieldName[] = [
  'status',
  'gesellschaft',
  'name',
  'nummer',
  'label',
  'beitrag',
  'zahlungsweise',
  'ablaufberechnung',
  'beginn',
  'ablauf',
  'mindestlaufzeit_wert',
  'mindestlaufzeit_einheit',
  'automatische_verlaengerung',
  'kf_verlaengert_wert',
  'kf_verlaengert_einheit',
  'kf_wert',
  'kf_einheit',
  'kf_ende',
  'kuendbar_bis',
  'v_ende_am',
  'v_geku_am',
  'memory_datum',
  'memory_massage',
];

/**
 * Every field worth showing, labelled as the form labels it; empty ones are left out by DetailList. A
 * catalogue field added later shows before the reminder, in German formats (ADR 105).
 */
function detailItems(contract: Contract, personName: string | null): DetailItem[] {
  const values: Readonly<Record<string, unknown>> = contract;
  const others = contractFields
    .filter((definition) => !WORDED_FIELDS.includes(definition.name as ContractFieldName))
    .map((definition) => ({
      label: definition.title,
      value: fieldDisplayText(definition, values[definition.name]),
    }));
  const renews = contract.automatische_verlaengerung === 1;
  const renewal = periodText(contract.kf_verlaengert_wert, contract.kf_verlaengert_einheit);
  return [
    { label: contractTexts.person, value: personName },
    { label: contractTexts.sparte, value: sparteLabel(contract.sparte) },
    { label: fieldTitle('status'), value: optionLabel(CONTRACT_STATUS_OPTIONS, contract.status) },
    { label: fieldTitle('gesellschaft'), value: contract.gesellschaft },
    { label: fieldTitle('name'), value: contract.name },
    { label: fieldTitle('nummer'), value: contract.nummer },
    { label: fieldTitle('label'), value: contract.label },
    {
      label: fieldTitle('beitrag'),
      value: [premiumText(contract), monthlyShareText(contract)].filter(Boolean),
    },
    { label: fieldTitle('beginn'), value: formatDate(contract.beginn) },
    { label: fieldTitle('ablauf'), value: formatDate(contract.ablauf) },
    {
      label: contractTexts.minimumTermGroup,
      value: periodText(contract.mindestlaufzeit_wert, contract.mindestlaufzeit_einheit),
    },
    {
      label: contractTexts.renewalGroup,
      value:
        renews && renewal
          ? contractTexts.renewsBy(renewal)
          : optionLabel(VERLAENGERUNG_OPTIONS, contract.automatische_verlaengerung),
    },
    { label: contractTexts.noticeGroup, value: noticeText(contract) },
    { label: contractTexts.enteredDeadline, value: formatDate(contract.kuendbar_bis_eingabe) },
    { label: fieldTitle('v_ende_am'), value: formatDate(contract.v_ende_am) },
    { label: fieldTitle('v_geku_am'), value: formatDate(contract.v_geku_am) },
    ...others,
    { label: fieldTitle('memory_datum'), value: formatDate(contract.memory_datum) },
    { label: fieldTitle('memory_massage'), value: contract.memory_massage },
  ];
}
