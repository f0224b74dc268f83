import { isRequestStatus, requestStatusLabels } from '@kundenportal/domain/adviser-requests/request-kinds';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { type AuditEntry, customerAuditQuery } from '../api/workspace-api';
import styles from './audit-log.module.css';
import { SectionCard, sectionItemClass } from './section-card';

const requestTitles: Record<string, unknown> = workspaceTexts.inbox.requestTitles;
const requestTitleOf = (kind: string) => {
  const title = requestTitles[kind];
  return typeof title === 'string' ? title : kind;
};

const labelOf = (key: string): string => {
  const [group, name = '', id = ''] = key.split('.');
  if (group === 'request') return workspaceTexts.audit.request(requestTitleOf(name), id);
  if (group === 'config')
    return workspaceTexts.flagLabels[name as keyof typeof workspaceTexts.flagLabels] ?? name;
  if (group === 'features')
    return workspaceTexts.featureLabels[name as keyof typeof workspaceTexts.featureLabels] ?? name;
  if (group === 'beraterdokumente') return workspaceTexts.audit.form(name);
  if (key === 'accountTyp') return workspaceTexts.accountTyp;
  if (key === 'email') return workspaceTexts.email;
  if (key === 'document') return workspaceTexts.audit.document;
  if (key === 'referral') return workspaceTexts.audit.referral;
  return key;
};

const shownValue = (value: unknown): string => {
  if (value === null || value === undefined) return '–';
  if (value === true) return workspaceTexts.audit.on;
  if (value === false) return workspaceTexts.audit.off;
  if (typeof value === 'string' && isRequestStatus(value)) return requestStatusLabels[value];
  if (typeof value === 'string')
    return workspaceTexts.accountTypes[value as keyof typeof workspaceTexts.accountTypes] ?? value;
  return String(value);
};

/** Who of the agency changed what in this customer's data, and when (issue 14). */
export function AuditLog({ customerId }: { customerId: number }) {
  const audit = useQuery(customerAuditQuery(customerId));
  const entries = audit.data?.entries ?? [];
  return (
    <SectionCard
      id="customer-audit"
      title={workspaceTexts.audit.heading}
      empty={audit.data ? workspaceTexts.audit.empty : null}
      ordered
    >
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </SectionCard>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className={sectionItemClass}>
      <span className={styles.meta}>
        {`${formatDateTime(entry.at)} · ${entry.adviserName} · ${
          workspaceTexts.audit.actions[entry.action as keyof typeof workspaceTexts.audit.actions] ??
          entry.action
        }`}
      </span>
      <ul className={styles.changes}>
        {entry.changes.map((change) => (
          <li key={change.key}>{`${labelOf(change.key)}: ${
            change.before === null ? '' : `${shownValue(change.before)} → `
          }${shownValue(change.after)}`}</li>
        ))}
      </ul>
    </li>
  );
}
