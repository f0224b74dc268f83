import type { DataExport } from '@kundenportal/domain/data-export/data-export-api';
import { errorText } from '@kundenportal/domain/errors/error-codes';
import { dataExportTexts as t } from '@kundenportal/domain/texts/data-export';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { ApiError, handleApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useExportStatus, useRequestExport } from '../api/data-export-api';
import styles from './data-export-page.module.css';

/**
 * /app/MeinKonto/daten, "Meine Daten" (issue 32, ADR 222): the customer asks for the export of all their
 * data, sees its progress while it is made and downloads the ZIP once it is ready (the link holds a ticket
 * valid 24 hours); the 4th export of a day is refused with the server's German message.
 */
export function DataExportPage() {
  const request = useRequestExport();
  const [id, setId] = useState<string | null>(null);
  const status = useExportStatus(id);
  const current: DataExport | undefined = status.data ?? request.data;
  const running = request.isPending || current?.status === 'laeuft';

  const start = () =>
    request.mutate(undefined, {
      onSuccess: (made) => setId(made.id),
      // The day's limit is this page's message; any other failure is the app's (logout, toast).
      onError: (error) => {
        if (error instanceof ApiError && error.status !== 429) handleApiError(error);
      },
    });
  const refused =
    request.error instanceof ApiError && request.error.status === 429 ? errorText(request.error.body) : null;

  return (
    <Page heading={routeTitleTexts.myData} intro={t.intro}>
      <div className={styles.actions}>
        <Button block onClick={start} disabled={running}>
          {t.request}
        </Button>
      </div>
      {refused ? <Notice variant="error">{refused}</Notice> : null}
      {current ? <ExportState current={current} /> : null}
    </Page>
  );
}

function ExportState({ current }: { current: DataExport }) {
  if (current.status === 'laeuft')
    return (
      <div className={styles.state}>
        <p role="status">{t.running(current.progress)}</p>
        <progress className={styles.progress} max={100} value={current.progress} aria-label={t.request} />
      </div>
    );
  if (current.status === 'fehler') return <Notice variant="error">{t.failed}</Notice>;
  return (
    <div className={styles.state}>
      <Notice variant="success">{t.ready}</Notice>
      {current.url ? (
        <p>
          <a className={styles.download} href={current.url} download>
            {t.download}
          </a>
        </p>
      ) : null}
      {current.expiresAt ? <p>{t.expiresAt(formatDateTime(current.expiresAt))}</p> : null}
    </div>
  );
}
