import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { bankingApiTexts } from '@kundenportal/domain/texts/banking-api';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import { useImportStatement } from '../api/bank-accounts-api';
import styles from '../banking.module.css';

/** The files a statement comes in (camt XML, a bank's ZIP of them, a bank's CSV export). */
const ACCEPTED = '.xml,.zip,.csv';

/**
 * "Kontoauszug importieren": one file, sent at once; the counts as a toast ('N neue Umsätze, M schon
 * vorhanden') and as a note below the button that takes the focus (the button, disabled while sending,
 * lost it), a reason the server could not read it under the field. How to get the file: below, open on
 * request.
 */
export function ImportForm() {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const importing = useImportStatement();
  // A new object each import: the same counts twice still move the focus.
  const [outcome, setOutcome] = useState<{ text: string } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  function submit() {
    if (!file) {
      setError(bankingApiTexts.fileMissing);
      return;
    }
    importing.mutate(file, {
      onSuccess: (result) => {
        toast.success(t.imported(result.neu, result.doppelt));
        setOutcome({ text: t.imported(result.neu, result.doppelt) });
        setFile(null);
      },
      onError: (failure) => setError(takeServerErrors(failure).file),
    });
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t.importHeading}</h2>
      <form
        className={styles.importForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FilePicker
          label={t.fileLabel}
          hint={t.fileHint}
          accept={ACCEPTED}
          fileName={file?.name ?? null}
          error={error}
          disabled={importing.isPending}
          onPick={(picked) => {
            setFile(picked);
            setError(undefined);
            setOutcome(null);
          }}
        />
        <div>
          <Button type="submit" disabled={importing.isPending}>
            {importing.isPending ? t.importing : t.importButton}
          </Button>
        </div>
        {outcome ? (
          <p ref={resultRef} tabIndex={-1} className={styles.note}>
            {outcome.text}
          </p>
        ) : null}
      </form>
      <details className={styles.help}>
        <summary>{t.helpHeading}</summary>
        <p>{t.helpIntro}</p>
        <ul>
          {t.helpFormats.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{t.helpPrivacy}</p>
      </details>
    </section>
  );
}
