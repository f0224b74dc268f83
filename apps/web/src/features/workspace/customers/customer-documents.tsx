import { documentRights } from '@kundenportal/domain/documents/document-rights';
import { checkUpload } from '@kundenportal/domain/documents/upload-rules';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { downloadFile } from '../../../lib/download';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import { SectionCard, sectionItemClass } from '../shared/section-card';
import { customerHouseholdQuery } from '../shared/workspace-queries';
import styles from './customer-documents.module.css';
import { customerDocumentPath, postProvidedDocument } from './customers-api';

const texts = workspaceTexts.documents;
type Household = CustomerHousehold;

/**
 * The household's documents in the workspace (issue 14): every file of the customer, to download, and
 * a form to provide a new one — it lands among the customer's approvals ('Freigaben').
 */
export function CustomerDocuments({ data }: { data: Household }) {
  const customerId = data.kunde.id;
  return (
    <SectionCard
      id="household-documents"
      title={workspaceTexts.sections.documents}
      empty={workspaceTexts.noDocuments}
      footer={<ProvideDocument customerId={customerId} hiddenBy={hiddenBy(data.kunde)} />}
    >
      {data.documents.map((document) => (
        <li key={document.id} className={`${sectionItemClass} ${styles.document}`}>
          <div className={styles.about}>
            <strong className={styles.filename}>{document.originalFilename}</strong>
            <span className={styles.muted}>
              {[
                document.fromAdviser ? workspaceTexts.fromAdviser : workspaceTexts.fromCustomer,
                formatDateTime(document.createdAt),
                formatFileSize(document.size),
              ].join(' · ')}
            </span>
          </div>
          <Button
            variant="link"
            aria-label={texts.download(document.originalFilename)}
            onClick={() =>
              downloadFile(customerDocumentPath(customerId, document.id), document.originalFilename).catch(
                () => undefined,
              )
            }
          >
            {texts.downloadShort}
          </Button>
        </li>
      ))}
    </SectionCard>
  );
}

/** The labels of the customer's switches that keep provided documents out of sight (none: they show). */
function hiddenBy(kunde: Household['kunde']): string[] {
  const rights = documentRights({
    account_typ: kunde.accountTyp,
    config: {
      dokumente_list: kunde.config.dokumente_list === true,
      dokumente_eigene: kunde.config.dokumente_eigene === true,
      show_freigaben: kunde.config.show_freigaben === true,
    },
  });
  return [
    ...(rights.list ? [] : [workspaceTexts.flagLabels.dokumente_list]),
    ...(rights.approvals ? [] : [workspaceTexts.flagLabels.show_freigaben]),
  ];
}

/**
 * Provide a document: one file, checked here for type and size, then by the server for its content. When
 * the customer's switches hide the approvals, it says so (the document is still kept and mailed about).
 */
function ProvideDocument({ customerId, hiddenBy }: { customerId: number; hiddenBy: string[] }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A chosen file not yet provided is unsaved input.
  const [chosen, setChosen] = useState(false);
  useUnsavedEdits(chosen);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return fail(texts.chooseFile);
    const check = checkUpload(file);
    if (!check.ok) return fail(check.message);
    setSending(true);
    try {
      const { document } = await postProvidedDocument(customerId, file);
      toast.success(texts.provided(document.original_filename));
      setError(null);
      if (input.current) input.current.value = '';
      setChosen(false);
      await queryClient.invalidateQueries({ queryKey: customerHouseholdQuery(customerId).queryKey });
    } catch (failure) {
      const fields = takeServerErrors(failure, (field) =>
        field === 'file' || field === 'hash' ? 'file' : undefined,
      );
      if (fields.file) fail(fields.file);
    } finally {
      setSending(false);
    }
  }

  function fail(message: string) {
    setError(message);
    input.current?.focus();
  }

  return (
    <form className={styles.provide} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.provideHeading}>
        {texts.provideHeading}
      </h3>
      <p className={styles.muted}>{texts.provideHint}</p>
      {hiddenBy.length ? <Notice variant="warning">{texts.notVisible(...hiddenBy)}</Notice> : null}
      <label htmlFor={`${id}-file`} className={styles.label}>
        {texts.file}
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setError(null);
          setChosen(Boolean(event.target.files?.length));
        }}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={sending}>
        {texts.provide}
      </Button>
    </form>
  );
}
