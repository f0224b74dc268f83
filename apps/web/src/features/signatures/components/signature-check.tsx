import { errorText } from '@kundenportal/domain/errors/error-codes';
import type {
  SIGNATURE_CHECK_FIELDS as FIELDS,
  SignatureCheckResponse,
} from '@kundenportal/domain/signatures/signature-check';
import { signatureTexts as texts } from '@kundenportal/domain/texts/signatures';
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { Notice } from '../../../components/ui/notice';
import { ApiError, validationErrorsOf } from '../../../lib/api-client';
import {
  checkSignature,
  type SignatureCheckEndpoint,
  type SignatureCheckInput,
} from '../api/check-signature';
import styles from './signature-check.module.css';
import { SignatureCheckResult } from './signature-check-result';

type FieldErrors = Partial<Record<(typeof FIELDS)[keyof typeof FIELDS], string>>;

/**
 * The signature check (issue 27): drop or choose a signed PDF, or type the document ID and hash from its
 * footer; the answer appears below and takes the focus. Used by the public page and the workspace.
 */
export function SignatureCheck({ endpoint }: { endpoint: SignatureCheckEndpoint }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [documentId, setDocumentId] = useState('');
  const [hash, setHash] = useState('');
  const [over, setOver] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<SignatureCheckResponse | null>(null);
  const [answered, setAnswered] = useState(0);
  const resultRef = useRef<HTMLElement>(null);
  const fileButton = useRef<HTMLButtonElement>(null);

  const run = async (input: SignatureCheckInput) => {
    setPending(true);
    setErrors({});
    setFailure(null);
    setAnswer(null);
    try {
      setAnswer(await checkSignature(endpoint, input));
    } catch (error) {
      const parsed = validationErrorsOf(error);
      if (parsed) {
        setErrors(parsed.fields as FieldErrors);
        if (parsed.general[0]) setFailure(parsed.general[0]);
      } else setFailure(error instanceof ApiError && error.status ? errorText(error.body) : texts.failed);
    } finally {
      setPending(false);
      setAnswered((count) => count + 1);
    }
  };

  // Once the answer (or the failure) is drawn it takes the focus: read out, and the next Tab goes on
  // from there. An effect, so it runs after React has drawn the result, however busy the machine.
  useEffect(() => {
    if (answered > 0) resultRef.current?.focus();
  }, [answered]);

  const onFile = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setErrors({ file: texts.fileMissing });
      fileButton.current?.focus();
      return;
    }
    void run({ file });
  };
  const onId = (event: FormEvent) => {
    event.preventDefault();
    void run({ id: documentId, hash });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) {
      setFile(dropped);
      void run({ file: dropped });
    }
  };

  return (
    <div className={styles.check}>
      <form noValidate onSubmit={onFile}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{texts.fileLegend}</legend>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the picker's button inside is the way for everyone */}
          <div
            className={styles.drop}
            data-over={over}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
          >
            <FilePicker
              ref={fileButton}
              label={texts.fileLabel}
              buttonText={texts.fileButton}
              hint={texts.fileHint}
              error={errors.file}
              fileName={file?.name ?? null}
              accept="application/pdf,.pdf"
              onPick={(picked) => {
                setFile(picked);
                setErrors(({ file: _old, ...rest }) => rest);
              }}
            />
          </div>
          <Button type="submit" block disabled={pending}>
            {pending ? texts.checking : texts.submitFile}
          </Button>
        </fieldset>
      </form>
      <form noValidate onSubmit={onId}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{texts.idLegend}</legend>
          <Field
            label={texts.idLabel}
            value={documentId}
            onChange={(event) => setDocumentId(event.target.value)}
            error={errors.dokument_id}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
          <Field
            label={texts.hashLabel}
            value={hash}
            onChange={(event) => setHash(event.target.value)}
            error={errors.hash}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
          <Button type="submit" variant="secondary" block disabled={pending}>
            {texts.submitId}
          </Button>
        </fieldset>
      </form>
      {answer || failure ? (
        <section ref={resultRef} className={styles.result} tabIndex={-1} aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`} className={styles.resultHeading}>
            {texts.resultHeading}
          </h2>
          {answer ? <SignatureCheckResult answer={answer} /> : null}
          {failure ? <Notice variant="error">{failure}</Notice> : null}
        </section>
      ) : null}
    </div>
  );
}
