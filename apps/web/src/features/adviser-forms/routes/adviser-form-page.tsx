import type { FormDetail, FormSentResponse } from '@kundenportal/domain/adviser-forms/form-api';
import { signField } from '@kundenportal/domain/adviser-forms/form-template';
import { emptySignature } from '@kundenportal/domain/adviser-forms/signature-state';
import { carryFormValues, type VersionCarry } from '@kundenportal/domain/adviser-forms/version-change';
import { paths } from '@kundenportal/domain/routing/paths';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { formatDateDe, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/loader';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import styles from '../adviser-forms.module.css';
import { useAdviserForm } from '../api/forms-api';
import { FormPreviewDialog } from '../components/form-preview-dialog';
import { TemplateBlocks } from '../components/template-blocks';
import { VersionChangeNotice } from '../components/version-change-notice';
import { type FormInput, type SigningHandlers, useFormSigning, useLeaveOnFailure } from '../use-form-signing';

/** The input of a version the adviser replaced, carried over to the newest one (issue 27). */
type Carried = { carry: VersionCarry; start: FormInput };

/**
 * /app/berater/form/{form} (spec section 2, issue 12): an adviser's document defined in markdown — its prose,
 * its fields drawn by the one form renderer, today's date and the signature — then the PDF preview and the
 * send; after the send the page moves on to its thank-you slide. Not for makler_light (route rule).
 * Leaving by a link, Back, Forward or a typed address with input not sent asks first (issue 27, item 1).
 */
export function AdviserFormPage() {
  const { form: key = '' } = useParams();
  const query = useAdviserForm(key);
  const [sent, setSent] = useState<{ title: string; answer: FormSentResponse } | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty && sent === null);
  const leave = useLeaveOnFailure(guard.allowLeaving);
  const [outdated, setOutdated] = useState<{ detail: FormDetail; input: FormInput } | null>(null);
  const [carried, setCarried] = useState<Carried | null>(null);

  // The newest version has arrived after a 409: the input is carried over in this render, before the
  // new version's form is drawn, so it never shows empty.
  const latest = query.data;
  if (outdated && latest && latest.version !== outdated.detail.version) {
    const carry = carryFormValues(outdated.detail, latest, outdated.input.values, latest.values, new Date());
    setOutdated(null);
    setCarried({
      carry,
      start: {
        values: carry.values,
        signature: carry.keepSignature ? outdated.input.signature : emptySignature,
      },
    });
  }

  useEffect(() => {
    if (query.isError) leave(query.error);
  }, [query.isError, query.error, leave]);

  if (sent) return <SentSlide title={sent.title} />;
  if (!query.data) return <Spinner label={texts.loading} />;
  const detail = query.data;
  return (
    <>
      <FormSlide
        key={`${detail.key}-${detail.version}`}
        detail={detail}
        carried={carried}
        onSent={(answer) => setSent({ title: detail.title, answer })}
        onOutdated={(input) => setOutdated({ detail, input })}
        leave={leave}
        onDirtyChange={setDirty}
      />
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}

type FormSlideProps = SigningHandlers & {
  detail: FormDetail;
  carried: Carried | null;
  /** Whether the slide holds input not sent yet (the page's guard asks before it is left). */
  onDirtyChange: (dirty: boolean) => void;
};

function FormSlide({ detail, carried, onDirtyChange, ...handlers }: FormSlideProps) {
  const signing = useFormSigning(detail, handlers, carried?.start);
  const signId = useId();
  useEffect(() => onDirtyChange(signing.dirty), [onDirtyChange, signing.dirty]);
  return (
    <>
      <h1 tabIndex={-1}>{detail.title}</h1>
      {carried ? (
        <VersionChangeNotice
          version={detail.version}
          changes={carried.carry.changes}
          proseChanged={carried.carry.proseChanged}
          signatureKept={carried.carry.keepSignature}
          signs={signField(detail) !== undefined}
        />
      ) : null}
      {detail.signed_at ? (
        <p className={styles.intro}>
          {texts.alreadySigned(formatDateDe(isoDateIn(new Date(detail.signed_at))))}
        </p>
      ) : null}
      <Card>
        <form className={styles.form} noValidate onSubmit={(event) => void signing.submit(event)}>
          <TemplateBlocks
            blocks={detail.blocks}
            fieldsProps={signing.form.fieldsProps}
            signature={{
              id: signId,
              state: signing.signature,
              onEvent: signing.onSignatureEvent,
              error: signing.form.errors[signing.sign?.name ?? ''],
              inputRef: signing.sign ? signing.form.fieldRef(signing.sign.name) : undefined,
            }}
            signer={detail.signer}
            today={detail.today}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={signing.busy} aria-busy={signing.busy || undefined}>
              {texts.submit}
            </Button>
          </div>
        </form>
      </Card>
      {signing.preview ? (
        <FormPreviewDialog
          title={detail.title}
          pdf={signing.preview}
          sending={signing.busy}
          onSend={() => void signing.send()}
          onCancel={signing.closePreview}
        />
      ) : null}
    </>
  );
}

/** After the send: the thank-you slide with the way to the documents and back to the adviser. */
function SentSlide({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The slide replaces the form: focus moves to its heading, so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sent} aria-labelledby="form-sent">
      <h1 id="form-sent" ref={heading} tabIndex={-1}>
        {texts.sentTitle}
      </h1>
      <p>{texts.sentText(title)}</p>
      <Link to={paths.documents}>{texts.toDocuments}</Link>
      <Link to={paths.adviserInfo}>{texts.backToAdviser}</Link>
    </section>
  );
}
