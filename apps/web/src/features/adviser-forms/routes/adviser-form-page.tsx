import type { FormDetail, FormSentResponse } from '@kundenportal/domain/adviser-forms/form-api';
import { FORM_PERSON_PARAM } from '@kundenportal/domain/adviser-forms/form-person';
import { signField } from '@kundenportal/domain/adviser-forms/form-template';
import { emptySignature } from '@kundenportal/domain/adviser-forms/signature-state';
import { carryFormValues } from '@kundenportal/domain/adviser-forms/version-change';
import { paths } from '@kundenportal/domain/routing/paths';
import { returnTarget } from '@kundenportal/domain/routing/return-to';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { formatDateDe, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { dropDraft, useDraftKey } from '../../../lib/form-drafts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import styles from '../adviser-forms.module.css';
import { useAdviserForm } from '../api/forms-api';
import { FormPreviewDialog } from '../components/form-preview-dialog';
import { TemplateBlocks } from '../components/template-blocks';
import { VersionChangeNotice } from '../components/version-change-notice';
import {
  adviserFormDraftName,
  type Carried,
  keepAdviserFormDraft,
  restoreAdviserFormDraft,
} from '../form-draft';
import { type FormInput, type SigningHandlers, useFormSigning, useLeaveOnFailure } from '../use-form-signing';

/**
 * /app/berater/form/{form} (spec section 2, issue 12): an adviser's document defined in markdown — its prose,
 * its fields drawn by the one form renderer, today's date and the signature — then the PDF preview and the
 * send; after the send the page moves on to its thank-you slide. Not for makler_light (route rule).
 * Leaving by a link, Back, Forward or a typed address with input not sent asks first (issue 27, item 1).
 * The values typed are kept as a draft of the page visit, so an error inside the page loses none (item 3).
 */
export function AdviserFormPage() {
  const { form: key = '' } = useParams();
  // For whom it is filled in (ADR 183): a Bestandsübertragung's policyholder; else the main person.
  const [search] = useSearchParams();
  const person = Number(search.get(FORM_PERSON_PARAM)) || null;
  const query = useAdviserForm(key, person);
  const [sent, setSent] = useState<{ title: string; answer: FormSentResponse } | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty && sent === null);
  const leave = useLeaveOnFailure(guard.allowLeaving);
  const [outdated, setOutdated] = useState<{ detail: FormDetail; input: FormInput } | null>(null);
  const [carried, setCarried] = useState<Carried | null>(null);
  const draftKey = useDraftKey(adviserFormDraftName(person ? `${key}:${person}` : key));
  const [draftRead, setDraftRead] = useState(false);

  // The page drawn afresh after an error in it: its draft comes back before the form is drawn.
  const latest = query.data;
  if (latest && !draftRead) {
    setDraftRead(true);
    setCarried(restoreAdviserFormDraft(draftKey, latest, new Date()));
  }

  // The newest version has arrived after a 409: the input is carried over in this render, before the
  // new version's form is drawn, so it never shows empty.
  if (outdated && latest && latest.version !== outdated.detail.version) {
    const carry = carryFormValues(outdated.detail, latest, outdated.input.values, latest.values, new Date());
    setOutdated(null);
    setCarried({
      carry,
      start: {
        values: carry.values,
        signature: carry.keepSignature ? outdated.input.signature : emptySignature,
      },
      restored: false,
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
        draftKey={draftKey}
        onSent={(answer) => {
          dropDraft(draftKey);
          setSent({ title: detail.title, answer });
        }}
        onOutdated={(input) => setOutdated({ detail, input })}
        leave={leave}
        person={person}
        onDirtyChange={setDirty}
      />
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}

type FormSlideProps = SigningHandlers & {
  detail: FormDetail;
  carried: Carried | null;
  draftKey: string;
  /** Whether the slide holds input not sent yet (the page's guard asks before it is left). */
  onDirtyChange: (dirty: boolean) => void;
};

function FormSlide({ detail, carried, draftKey, onDirtyChange, ...handlers }: FormSlideProps) {
  const signing = useFormSigning(detail, handlers, carried?.start);
  const signId = useId();
  // Handed up before the browser handles its next event: a Back right after typing must find the guard armed.
  useLayoutEffect(() => onDirtyChange(signing.dirty), [onDirtyChange, signing.dirty]);
  const changed = signing.form.dirty || carried !== null;
  const { values } = signing.form;
  useEffect(() => {
    if (changed) keepAdviserFormDraft(draftKey, detail, values, carried?.carry ?? null);
    else dropDraft(draftKey);
  }, [changed, draftKey, detail, values, carried]);
  const signs = signField(detail) !== undefined;
  const restored = carried?.restored === true;
  return (
    <>
      <h1 tabIndex={-1}>{detail.title}</h1>
      {carried?.carry ? (
        <VersionChangeNotice
          version={detail.version}
          changes={carried.carry.changes}
          proseChanged={carried.carry.proseChanged}
          signatureKept={carried.carry.keepSignature}
          signs={signs && !restored}
        />
      ) : null}
      {restored && signs && signing.signature.status !== 'signed' ? (
        <Notice variant="info">{texts.draftRestored}</Notice>
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

/**
 * After the send: the thank-you slide with the way to the documents and back to the adviser; first the way
 * back to the page that led here when its address names one (`?zurueck=`, routing/return-to.ts).
 */
function SentSlide({ title }: { title: string }) {
  const [search] = useSearchParams();
  const back = returnTarget(search);
  const heading = useRef<HTMLHeadingElement>(null);
  // The slide replaces the form: focus moves to its heading, so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sent} aria-labelledby="form-sent">
      <h1 id="form-sent" ref={heading} tabIndex={-1}>
        {texts.sentTitle}
      </h1>
      <p>{texts.sentText(title)}</p>
      {back ? <Link to={back.path}>{texts.backTo(back.title)}</Link> : null}
      <Link to={paths.documents}>{texts.toDocuments}</Link>
      <Link to={paths.adviserInfo}>{texts.backToAdviser}</Link>
    </section>
  );
}
