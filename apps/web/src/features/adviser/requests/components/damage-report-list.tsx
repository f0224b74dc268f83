import type { DamageReport } from '@kundenportal/domain/adviser-requests/damage-report-api';
import { requestStatusLabels } from '@kundenportal/domain/adviser-requests/request-kinds';
import { adviserRequestTexts as texts } from '@kundenportal/domain/texts/adviser-requests';
import { useId } from 'react';
import { CardAction } from '../../../../components/ui/card-action';
import list from '../../../../components/ui/list.module.css';
import { LoadedList } from '../../../../components/ui/loaded-list';
import { formatDateTime } from '../../../../lib/format';
import { toast } from '../../../../lib/toast-store';
import { useDamageReports } from '../api/get-damage-reports';
import { useSendDamageReport } from '../api/send-damage-report';
import styles from '../requests.module.css';

/**
 * 'Deine Schadensmeldungen', newest first (the server's order): subject, when it was sent (a draft: when
 * it was made), status, contract, number of attachments and the description — the customer's text as
 * text, never markup. A draft (its upload failed) has 'Jetzt senden'.
 */
export function DamageReportList() {
  const reports = useDamageReports();
  const send = useSendDamageReport();
  const headingId = useId();

  const sendNow = (report: DamageReport) => {
    if (send.isPending) return;
    send.mutate(report.id, { onSuccess: (answer) => toast.success(answer.message) });
  };

  return (
    <section className={styles.listSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {texts.listHeading}
      </h2>
      <LoadedList query={reports} emptyText={texts.noReports}>
        {(entries) => (
          <ul className={list.list}>
            {entries.map((report) => (
              <DamageReportItem key={report.id} report={report} onSend={sendNow} sending={send.isPending} />
            ))}
          </ul>
        )}
      </LoadedList>
    </section>
  );
}

function DamageReportItem({
  report,
  onSend,
  sending,
}: {
  report: DamageReport;
  onSend: (report: DamageReport) => void;
  sending: boolean;
}) {
  const draft = report.status === 'entwurf';
  return (
    <li className={`${list.card} ${styles.report}`} data-status={report.status}>
      <h3 className={styles.reportSubject}>{report.schaden_subject}</h3>
      <p className={styles.reportMeta}>
        {report.gesendet_am
          ? texts.sentAt(formatDateTime(report.gesendet_am))
          : texts.createdAt(formatDateTime(report.erstellt_am))}
      </p>
      <p>
        <span className={styles.status} data-status={report.status}>
          {texts.statusOf(requestStatusLabels[report.status] ?? report.status)}
        </span>
      </p>
      {report.vertrag ? <p className={styles.reportMeta}>{texts.contractOf(report.vertrag)}</p> : null}
      <p className={styles.reportMeta}>{texts.attachments(report.dokumente)}</p>
      <p className={styles.reportContent}>{report.schaden_content}</p>
      {draft ? (
        <CardAction
          label={texts.sendNowOf(report.schaden_subject)}
          onClick={() => onSend(report)}
          disabled={sending}
        >
          {texts.sendNow}
        </CardAction>
      ) : null}
    </li>
  );
}
