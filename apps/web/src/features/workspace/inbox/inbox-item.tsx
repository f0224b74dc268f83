import { requestStatusLabels } from '@kundenportal/domain/adviser-requests/request-kinds';
import { customerPath } from '@kundenportal/domain/routing/workspace-paths';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import {
  type InboxItem,
  SETTABLE_REQUEST_STATUSES,
  type SettableRequestStatus,
} from '@kundenportal/domain/workspace/inbox';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { SelectField } from '../../../components/ui/select-field';
import { formatDateTime } from '../../../lib/format';
import styles from './inbox-item.module.css';

const texts = workspaceTexts.inbox;

type InboxItemProps = {
  item: InboxItem;
  /** Opening an unread item marks it read. */
  onOpen: (item: InboxItem) => void;
  onStatus: (item: InboxItem, status: SettableRequestStatus) => Promise<unknown>;
};

/**
 * One entry of the inbox: a disclosure (a button in a heading with aria-expanded) whose panel shows what
 * the customer entered — as text, never markup — with the status for requests and the audit record for
 * signed forms.
 */
export function InboxEntry({ item, onOpen, onStatus }: InboxItemProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = () => {
    if (!open && !item.read) onOpen(item);
    setOpen(!open);
  };
  return (
    <li className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className={styles.title}>
            {item.read ? null : <span className={styles.badge}>{texts.newItem}</span>}
            {item.title}
          </span>
          <span className={styles.meta}>
            {[item.customer?.name ?? texts.deletedCustomer, formatDateTime(item.createdAt)].join(' · ')}
            {item.status ? <span className={styles.status}>{requestStatusLabels[item.status]}</span> : null}
          </span>
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? <Details item={item} onStatus={onStatus} /> : null}
      </div>
    </li>
  );
}

function Details({ item, onStatus }: Pick<InboxItemProps, 'item' | 'onStatus'>) {
  return (
    <>
      <DetailList
        items={[
          ...(item.customer
            ? [{ label: texts.from, value: `${item.customer.name} (${item.customer.email})` }]
            : []),
          ...item.fields.map((field) => ({ label: field.label, value: field.value.split('\n') })),
          ...(item.attachments?.length ? [{ label: texts.attachments, value: item.attachments }] : []),
        ]}
      />
      {item.attachmentsUrl ? (
        <p>
          <a href={item.attachmentsUrl} download>
            {texts.downloadAttachments}
          </a>
        </p>
      ) : null}
      {item.audit ? <Audit audit={item.audit} /> : null}
      <div className={styles.actions}>
        {item.status ? <StatusForm item={item} onStatus={onStatus} /> : null}
        {item.customer ? (
          <Link className={styles.customerLink} to={customerPath(item.customer.id)}>
            {texts.openCustomer}
          </Link>
        ) : null}
      </div>
    </>
  );
}

function StatusForm({ item, onStatus }: Pick<InboxItemProps, 'item' | 'onStatus'>) {
  const [status, setStatus] = useState<SettableRequestStatus>(item.status ?? 'eingegangen');
  const [saving, setSaving] = useState(false);
  useUnsavedEdits(status !== (item.status ?? 'eingegangen'));
  return (
    <form
      className={styles.statusForm}
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        // A refused change is reported by the API client; the choice stays for another try.
        await onStatus(item, status)
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <SelectField
        label={texts.status}
        value={status}
        onChange={(event) => setStatus(event.target.value as SettableRequestStatus)}
      >
        {SETTABLE_REQUEST_STATUSES.map((value) => (
          <option key={value} value={value}>
            {requestStatusLabels[value]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" disabled={saving || status === item.status}>
        {texts.statusSave}
      </Button>
    </form>
  );
}

function Audit({ audit }: { audit: NonNullable<InboxItem['audit']> }) {
  const form = texts.form;
  return (
    <section className={styles.audit} aria-label={form.auditHeading}>
      <h4 className={styles.auditHeading}>{form.auditHeading}</h4>
      <p className={audit.intact ? styles.intact : styles.broken} role={audit.intact ? undefined : 'alert'}>
        {audit.intact ? form.intact : form.broken}
      </p>
      <DetailList
        items={[
          { label: form.seq, value: String(audit.seq) },
          { label: form.signedAt, value: formatDateTime(audit.signedAt) },
          { label: form.ip, value: audit.ip ?? form.unknown },
          { label: form.userAgent, value: audit.userAgent ?? form.unknown },
          { label: form.contentHash, value: audit.contentSha256 },
          { label: form.pdfHash, value: audit.pdfSha256 },
          { label: form.prevHash, value: audit.prevHash ?? '–' },
          { label: form.recordHash, value: audit.recordHash },
        ]}
      />
    </section>
  );
}
