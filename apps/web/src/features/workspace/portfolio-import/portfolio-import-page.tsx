import {
  IMPORT_REFUSALS_LISTED,
  type ImportApplied,
  type ImportPreview,
} from '@kundenportal/domain/portfolio-import/import-api';
import { portfolioImportTexts } from '@kundenportal/domain/texts/portfolio-import';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FilePicker } from '../../../components/ui/file-picker';
import { Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { takeServerErrors } from '../../../lib/server-errors';
import { refreshAgencyLog } from '../shared/workspace-queries';
import { importEntriesQuery, postImportApply, postImportPreview } from './import-api';
import { ImportDetails } from './import-details';
import styles from './portfolio-import.module.css';

const texts = portfolioImportTexts.screen;
const COUNTS = ['neu', 'geaendert', 'unveraendert', 'ohneKunde'] as const;

/**
 * "Bestand importieren" (issue 31): choose a CSV or GDV file, see the preview's counts and rows, apply it
 * after a confirmation; the import is in the agency's log then.
 */
export function PortfolioImportPage() {
  const queryClient = useQueryClient();
  const summaryId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [asking, setAsking] = useState(false);
  const [applied, setApplied] = useState<ImportApplied | null>(null);
  /** Applied elsewhere meanwhile (409): the screen shows it as applied, without 'Übernehmen'. */
  const [appliedElsewhere, setAppliedElsewhere] = useState(false);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const done = applied !== null || appliedElsewhere;

  // The new content's heading takes the focus (and is announced) once the preview is there and once applied.
  const focusKey = preview ? `${preview.id}:${done}` : null;
  useEffect(() => {
    if (focusKey) summaryHeading.current?.focus();
  }, [focusKey]);

  async function read() {
    if (!file) {
      setFileError(portfolioImportTexts.fileMissing);
      return;
    }
    setSending(true);
    try {
      setPreview(await postImportPreview(file));
      setApplied(null);
      setAppliedElsewhere(false);
    } catch (failure) {
      setFileError(takeServerErrors(failure).file);
    } finally {
      setSending(false);
    }
  }

  async function apply() {
    if (!preview) return;
    setSending(true);
    try {
      setApplied(await postImportApply(preview.id));
      void refreshAgencyLog(queryClient);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setAppliedElsewhere(true);
      else takeServerErrors(failure);
    } finally {
      setSending(false);
      setAsking(false);
    }
  }

  function again() {
    setPreview(null);
    setApplied(null);
    setAppliedElsewhere(false);
    setFile(null);
  }

  const changes = preview ? preview.neu + preview.geaendert : 0;
  // The answer lists the first refusals only; the detail page counts them all.
  const listed = preview?.abgelehnt.length ?? 0;
  const refusals = useQuery({
    ...importEntriesQuery(preview?.id ?? '', 'abgelehnt', 1),
    enabled: preview !== null && listed >= IMPORT_REFUSALS_LISTED,
  });
  const refused = refusals.data?.gesamt ?? listed;
  return (
    <Page heading={texts.title} intro={texts.intro}>
      {preview === null ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void read();
          }}
        >
          <FilePicker
            label={texts.fileLabel}
            hint={texts.fileHint}
            fileName={file?.name ?? null}
            error={fileError}
            disabled={sending}
            onPick={(picked) => {
              setFile(picked);
              setFileError(undefined);
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={sending}>
              {sending ? texts.previewing : texts.preview}
            </Button>
          </div>
          <p role="status">{sending ? texts.previewingLong : ''}</p>
        </form>
      ) : (
        <>
          <section aria-labelledby={summaryId} className={styles.summary}>
            <h2 id={summaryId} ref={summaryHeading} tabIndex={-1} className={styles.heading}>
              {texts.summaryTitle}
            </h2>
            <dl className={styles.counts}>
              {COUNTS.map((count) => (
                <div key={count} className={styles.count}>
                  <dt>{texts.counts[count]}</dt>
                  <dd>{formatNumber(preview[count])}</dd>
                </div>
              ))}
              <div className={styles.count}>
                <dt>{texts.counts.abgelehnt}</dt>
                <dd>{formatNumber(refused)}</dd>
              </div>
            </dl>
            {preview.hinweise?.map((hinweis) => (
              <p key={hinweis}>{hinweis}</p>
            ))}
            {applied ? (
              <p role="status" className={styles.result}>
                {texts.applied(applied.neu, applied.geaendert)}
              </p>
            ) : appliedElsewhere ? (
              <p role="status" className={styles.result}>
                {texts.alreadyApplied}
              </p>
            ) : changes === 0 ? (
              <p role="status">
                {preview.ohneKunde + refused > 0 ? texts.nothingMatched : texts.nothingToApply}
              </p>
            ) : null}
            <div className={styles.actions}>
              {done || changes === 0 ? null : (
                <Button onClick={() => setAsking(true)} disabled={sending}>
                  {texts.apply}
                </Button>
              )}
              <Button variant="secondary" onClick={again} disabled={sending}>
                {texts.another}
              </Button>
            </div>
          </section>
          <ImportDetails key={preview.id} preview={preview} refused={refused} />
          <ConfirmDialog
            open={asking}
            title={texts.applyConfirmTitle}
            confirmLabel={texts.apply}
            pending={sending}
            onConfirm={() => void apply()}
            onClose={() => setAsking(false)}
          >
            <p>{texts.applyConfirm(preview.neu, preview.geaendert)}</p>
          </ConfirmDialog>
        </>
      )}
    </Page>
  );
}
