import { LEGAL_DOCUMENT_KEYS } from '@kundenportal/domain/legal/legal-documents';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { type Agency, legalTextInputSchema } from '@kundenportal/domain/workspace/agency';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import styles from './agency.module.css';
import { keepAgency, putAgencyLegal } from './agency-api';

const texts = workspaceTexts.agency;

/** The agency's own legal texts in markdown, with a preview as the customer will see it. */
export function AgencyLegal({ agency }: { agency: Agency }) {
  return (
    <section className={styles.card} aria-labelledby="agency-legal">
      <h2 id="agency-legal" className={styles.sectionHeading}>
        {texts.legalHeading}
      </h2>
      <p className={styles.muted}>{texts.legalIntro}</p>
      {LEGAL_DOCUMENT_KEYS.map((key) => (
        <LegalText key={key} documentKey={key} saved={agency.legal[key]} />
      ))}
    </section>
  );
}

function LegalText({
  documentKey,
  saved,
}: {
  documentKey: LegalDocumentKey;
  saved: Agency['legal'][LegalDocumentKey];
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [markdown, setMarkdown] = useState(saved.markdown ?? '');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const [sending, setSending] = useState(false);
  const title = texts.legalTitles[documentKey];
  useUnsavedEdits(markdown !== (saved.markdown ?? ''));

  async function send(value: string | null, done: string) {
    if (value !== null) {
      const checked = legalTextInputSchema.safeParse({ markdown: value });
      if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    }
    setError(null);
    setSending(true);
    try {
      const agency = await putAgencyLegal(documentKey, value);
      keepAgency(queryClient, agency);
      setMarkdown(agency.legal[documentKey].markdown ?? '');
      toast.success(done);
    } catch (failure) {
      setError(takeServerErrors(failure).markdown ?? null);
    } finally {
      setSending(false);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(markdown, texts.legalSaved);
  };

  return (
    <form className={styles.legal} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.legalTitle}>
        {title}
      </h3>
      <p className={styles.muted}>
        {saved.markdown === null ? texts.legalDefault : `${texts.legalOwn} · ${texts.version(saved.version)}`}
      </p>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {title}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        rows={10}
        value={markdown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setMarkdown(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {texts.saveLegal}
        </Button>
        <Button variant="secondary" aria-expanded={preview} onClick={() => setPreview(!preview)}>
          {preview ? texts.hidePreview : texts.showPreview}
        </Button>
        {saved.markdown === null ? null : (
          <Button variant="link" disabled={sending} onClick={() => void send(null, texts.legalRemoved)}>
            {texts.removeLegal}
          </Button>
        )}
      </div>
      {preview && markdown.trim() ? (
        <div className={styles.legalPreview}>
          <MarkdownView text={markdown} headingShift={2} />
        </div>
      ) : null}
    </form>
  );
}
