import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { AGENCY_LOG_LIMIT, type AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { actionText, changeText } from '../shared/audit-change';
import { SectionCard, sectionItemClass } from '../shared/section-card';
import { agencyLogQuery } from '../shared/workspace-queries';
import { customerAuditQuery } from './audit-api';
import styles from './audit-log.module.css';

const texts = workspaceTexts.audit;

/** Who of the agency changed what in this customer's data, and when (issue 14). */
export function CustomerAuditLog({ customerId }: { customerId: number }) {
  const audit = useQuery(customerAuditQuery(customerId));
  return (
    <AuditLog id="customer-audit" title={texts.heading} empty={texts.empty} entries={audit.data?.entries} />
  );
}

/** Who of the agency changed the agency itself (page, brand, legal texts, tiers, forms), and when. */
export function AgencyAuditLog() {
  const log = useQuery(agencyLogQuery);
  const entries = log.data?.entries;
  const note = log.isError
    ? texts.loadError
    : entries && entries.length >= AGENCY_LOG_LIMIT
      ? texts.limitHint(AGENCY_LOG_LIMIT)
      : undefined;
  return (
    <AuditLog
      id="agency-audit"
      title={texts.agencyHeading}
      empty={texts.agencyEmpty}
      note={note}
      entries={entries}
    />
  );
}

/** The entries newest first; `entries` undefined: not loaded (yet). */
function AuditLog({
  id,
  title,
  empty,
  note,
  entries,
}: {
  id: string;
  title: string;
  empty: string;
  /** Below the list: that only the newest entries are shown, or that the log could not be loaded. */
  note?: string;
  entries: AuditEntry[] | undefined;
}) {
  return (
    <SectionCard
      id={id}
      title={title}
      empty={entries ? empty : null}
      ordered
      footer={note ? <p className={styles.meta}>{note}</p> : null}
    >
      {(entries ?? []).map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </SectionCard>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className={sectionItemClass}>
      <span className={styles.meta}>
        {`${formatDateTime(entry.at)} · ${entry.adviserName} · ${actionText(entry.action)}`}
      </span>
      {entry.changes.length ? (
        <ul className={styles.changes}>
          {entry.changes.map((change) => (
            <li key={change.key}>{changeText(change)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
