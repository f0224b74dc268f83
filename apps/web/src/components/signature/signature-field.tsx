import { TYPED_SIGNATURE_LENGTH } from '@kundenportal/domain/adviser-forms/form-api';
import {
  type Signature,
  type SignatureEvent,
  type SignatureState,
  typedNameProblem,
} from '@kundenportal/domain/adviser-forms/signature-state';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorText, errorIdOf, hintIdOf, join, RequiredMark } from '../forms/fields/field-parts';
import { Button } from '../ui/button';
import checkboxStyles from '../ui/checkbox-field.module.css';
import fieldStyles from '../ui/field.module.css';
import styles from './signature-field.module.css';
import { usePadSize } from './use-pad-size';
import { useSignatureDraft } from './use-signature-draft';
import { useSignaturePad } from './use-signature-pad';

export type SignatureFieldProps = {
  /** The first control's id; the error text is `${id}-error`, the pad's hint `${id}-hint`. */
  id: string;
  /** The field's label (the template's title of the sign field). */
  title: string;
  required: boolean;
  /** A message from the server or the page's check, shown under the field. */
  error: string | undefined;
  /** Controlled: the page keeps it with useReducer(signatureReducer). */
  state: SignatureState;
  onEvent: (event: SignatureEvent) => void;
  /** The customer's name, the typed signature's placeholder. */
  signerName: string;
  /** Ref callback of the first focusable control (focus on the first invalid field). */
  inputRef?: (element: HTMLElement | null) => void;
};

type Mode = 'drawn' | 'typed';

/** A typed name as the server stores it: trimmed, inner spaces collapsed. */
export const normalizeTypedName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The message a typed signature gets before it can be accepted, undefined when it can. */
export function typedSignatureProblem(name: string, confirmed: boolean): string | undefined {
  return typedNameProblem(name) ?? (confirmed ? undefined : texts.typedUnconfirmed);
}

/**
 * The signature of an adviser form (spec section 4): drawn on a pad (signature_pad) or, by keyboard,
 * typed and confirmed. 'übernehmen' accepts it, 'Unterschrift löschen' deletes it and shows the empty
 * pad again; both are announced politely.
 */
export function SignatureField({
  id,
  title,
  required,
  error,
  state,
  onEvent,
  signerName,
  inputRef,
}: SignatureFieldProps) {
  const [mode, setMode] = useState<Mode>('drawn');
  const [message, setMessage] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const size = usePadSize();
  const [inked, setInked] = useState(false);
  const beginStroke = useCallback(() => {
    setMessage(undefined);
    setInked(true);
  }, []);
  const pad = useSignaturePad(canvas, size, beginStroke);

  useSignatureDraft(onEvent, { empty: state.status === 'empty', mode, name, confirmed, inked });

  const firstControl = useRef<HTMLElement | null>(null);
  const confirmBox = useRef<HTMLInputElement | null>(null);
  /** Set by a handler whose control goes away: the first control of the next view takes the focus. */
  const focusFirst = useRef(false);
  const firstControlRef = useCallback(
    (element: HTMLElement | null) => {
      firstControl.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );

  useEffect(() => {
    if (!focusFirst.current) return;
    focusFirst.current = false;
    firstControl.current?.focus();
  });

  // 'deleted' is the moment for the announcement; the pad then starts again empty.
  const previous = useRef(state.status);
  useEffect(() => {
    const before = previous.current;
    previous.current = state.status;
    if (state.status === 'deleted') {
      setAnnouncement(texts.removed);
      onEvent({ type: 'reset' });
    } else if (state.status === 'signed' && before !== 'signed') {
      setAnnouncement(texts.signed);
    }
  }, [state.status, onEvent]);

  /** Shows a message of the field and brings it to the user: by focus, or aloud when focus is there. */
  function fail(problem: string, target: HTMLElement | null) {
    setMessage(problem);
    if (target && target !== document.activeElement) target.focus();
    else setAnnouncement(problem);
  }

  function accept(signature: Signature) {
    setMessage(undefined);
    focusFirst.current = true;
    onEvent({ type: 'accept', signature });
  }

  function acceptDrawn() {
    if (pad.isEmpty()) return fail(texts.drawFirst, firstControl.current);
    const signature = pad.signature();
    if (!signature) return fail(texts.signatureInvalid, firstControl.current);
    accept(signature);
  }

  function acceptTyped() {
    const problem = typedSignatureProblem(name, confirmed);
    if (problem)
      return fail(problem, problem === texts.typedUnconfirmed ? confirmBox.current : firstControl.current);
    accept({ kind: 'typed', name: normalizeTypedName(name) });
  }

  function acceptOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter accepts the signature here; it must not submit the form around the field.
    event.preventDefault();
    acceptTyped();
  }

  function remove() {
    setName('');
    setConfirmed(false);
    setInked(false);
    setMessage(undefined);
    focusFirst.current = true;
    onEvent({ type: 'delete' });
  }

  function switchTo(next: Mode) {
    setMode(next);
    setMessage(undefined);
    focusFirst.current = true;
  }

  const shown = message ?? error;
  const errorId = shown ? errorIdOf(id) : undefined;
  const hintId = hintIdOf(id);
  const signed = state.status === 'signed' ? state.signature : undefined;
  const nameInvalid = message ? message !== texts.typedUnconfirmed : Boolean(error);
  const confirmInvalid = message === texts.typedUnconfirmed;

  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>
        <span className={fieldStyles.label}>{title}</span>
        <RequiredMark show={required} />
      </legend>

      {signed ? (
        <div className={styles.signed}>
          {signed.kind === 'drawn' ? (
            <img
              className={styles.image}
              src={signed.png}
              alt={texts.drawnMarker}
              width={size.width}
              height={size.height}
            />
          ) : (
            <p className={styles.typed}>
              <span className={styles.typedName}>{signed.name}</span>
              <span className={styles.marker}>{texts.typedMarker}</span>
            </p>
          )}
          <div className={styles.actions}>
            <Button
              ref={firstControlRef}
              id={id}
              variant="secondary"
              aria-describedby={errorId}
              onClick={remove}
            >
              {texts.remove}
            </Button>
          </div>
        </div>
      ) : mode === 'drawn' ? (
        <>
          <p id={hintId} className={fieldStyles.hint}>
            {texts.signatureHint}
          </p>
          <canvas
            ref={setCanvas}
            className={styles.canvas}
            role="img"
            aria-label={texts.signatureCanvas}
            aria-describedby={hintId}
            data-pad-width={size.width}
            data-pad-height={size.height}
            style={{ width: size.width, aspectRatio: `${size.width} / ${size.height}` }}
          />
          <div className={styles.actions}>
            <Button
              ref={firstControlRef}
              id={id}
              aria-describedby={join(hintId, errorId)}
              onClick={acceptDrawn}
            >
              {texts.accept}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                pad.clear();
                setInked(false);
                setMessage(undefined);
              }}
            >
              {texts.clear}
            </Button>
          </div>
          <Button variant="link" className={styles.switch} onClick={() => switchTo('typed')}>
            {texts.typeInstead}
          </Button>
        </>
      ) : (
        <>
          <div className={styles.typedControls}>
            <label className={fieldStyles.label} htmlFor={id}>
              {texts.typedLabel}
            </label>
            <input
              ref={firstControlRef}
              id={id}
              type="text"
              className={fieldStyles.input}
              value={name}
              placeholder={signerName}
              autoComplete="name"
              maxLength={TYPED_SIGNATURE_LENGTH.max}
              aria-required={required || undefined}
              aria-invalid={nameInvalid || undefined}
              aria-describedby={nameInvalid ? errorId : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setMessage(undefined);
              }}
              onKeyDown={acceptOnEnter}
            />
          </div>
          <div className={checkboxStyles.row}>
            <input
              ref={confirmBox}
              id={`${id}-confirm`}
              type="checkbox"
              className={checkboxStyles.input}
              checked={confirmed}
              aria-invalid={confirmInvalid || undefined}
              aria-describedby={confirmInvalid ? errorId : undefined}
              onChange={(event) => {
                setConfirmed(event.target.checked);
                setMessage(undefined);
              }}
              onKeyDown={acceptOnEnter}
            />
            <label className={checkboxStyles.label} htmlFor={`${id}-confirm`}>
              {texts.typedConfirm}
            </label>
          </div>
          <div className={styles.actions}>
            <Button onClick={acceptTyped}>{texts.accept}</Button>
          </div>
          <Button variant="link" className={styles.switch} onClick={() => switchTo('drawn')}>
            {texts.drawInstead}
          </Button>
        </>
      )}

      <ErrorText id={id} error={shown} />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </fieldset>
  );
}
