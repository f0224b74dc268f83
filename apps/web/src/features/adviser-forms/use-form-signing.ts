import type { FormDetail, FormSentResponse } from '@kundenportal/domain/adviser-forms/form-api';
import { inputDefinitions, signField } from '@kundenportal/domain/adviser-forms/form-template';
import { undrawableFieldErrors } from '@kundenportal/domain/adviser-forms/pdf-drawable';
import {
  emptySignature,
  givenSignature,
  type SignatureEvent,
  type SignatureState,
  signatureBody,
  signatureFieldProblem,
  signatureReducer,
} from '@kundenportal/domain/adviser-forms/signature-state';
import { errorText } from '@kundenportal/domain/errors/error-codes';
import type { FormValues } from '@kundenportal/domain/forms/form-values';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { type ParsedForm, parseForm } from '@kundenportal/domain/forms/validate-form';
import { paths } from '@kundenportal/domain/routing/paths';
import { messages } from '@kundenportal/domain/texts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, handleApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { useForm } from '../../lib/use-form';
import { adviserFormsKey, type FormBody, previewForm, sendForm } from './api/forms-api';

/** The spec's toast of a 422 in the form generator (section 5): 'Bitte überprüfe deine Eingaben.', title 'Fehler'. */
const ERROR_TITLE = 'Fehler';

/**
 * A failure other than a 422 (spec section 8, form generator): no status logs out; any other shows the
 * error's text (else 'Ein unbekannter Fehler ist aufgetreten') and goes back to the adviser page.
 * `beforeLeaving`: the page's unsaved-changes guard lets this move pass (it is no leaving by the user).
 */
export function useLeaveOnFailure(beforeLeaving?: () => void) {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.handled) return;
      if (error instanceof ApiError && (error.status === undefined || error.offline)) {
        handleApiError(error);
        return;
      }
      if (error instanceof ApiError) error.handled = true;
      const body = error instanceof ApiError ? error.body : {};
      toast.error(body.error || body.message ? errorText(body) : messages.unknownError);
      beforeLeaving?.();
      void navigate(paths.adviserInfo);
    },
    [navigate, beforeLeaving],
  );
}

/** What the customer has given so far: the values as typed and the signature. */
export type FormInput = { values: FormValues; signature: SignatureState };

/** What the page does on the way: the send went through, a new version came (409), or a failure leaves. */
export type SigningHandlers = {
  onSent: (answer: FormSentResponse) => void;
  onOutdated: (input: FormInput) => void;
  leave: (error: unknown) => void;
  /** The household's person the form is filled in for (the page's `?person=`, ADR 183); else the main person. */
  person?: number | null;
};

/** A signature accepted, or drawn or typed and not accepted yet: input the customer would lose. */
function holdsSignature(state: SignatureState): boolean {
  return state.status === 'signed' || (state.status === 'empty' && state.draft !== undefined);
}

/**
 * Filling, previewing and sending one adviser form: the form engine checks the fields (the server checks
 * the same definitions), a required signature must be accepted; submit asks the server for the PDF preview,
 * 'abschicken' sends for real, 'abbrechen' closes the preview. 422 → the fields' messages, the toast and
 * focus on the first invalid field; 409 (the adviser published a new version) → `onOutdated` gets the
 * input so far and the newest version is loaded (the page carries the input over, issue 27). `start` is
 * the input a form begins with (else the prefilled values and an empty pad). `dirty`: there is input not
 * sent yet — a changed value, a signature, or input carried over from a replaced version.
 */
export function useFormSigning(
  detail: FormDetail,
  { onSent, onOutdated, leave, person }: SigningHandlers,
  start?: FormInput,
) {
  const template = useMemo(() => ({ title: detail.title, blocks: detail.blocks }), [detail]);
  const inputs = useMemo(() => inputDefinitions(template), [template]);
  const sign = useMemo(() => signField(template), [template]);
  const parse = useCallback(
    (values: Record<string, string>): ParsedForm => {
      const result = parseForm(inputs, values, { now: new Date() });
      // A character the PDF cannot draw is refused at its field, as the server does (issue 27, item 8).
      const undrawable = undrawableFieldErrors(inputs, values);
      if (Object.keys(undrawable).length === 0) return result;
      return { ok: false, errors: { ...undrawable, ...(result.ok ? {} : result.errors) } };
    },
    [inputs],
  );
  const form = useForm<string, Record<string, NormalisedValue>>(start?.values ?? detail.values, { parse });
  const [signature, dispatchSignature] = useReducer(signatureReducer, start?.signature ?? emptySignature);
  const [preview, setPreview] = useState<{ pdf: ArrayBuffer; body: FormBody } | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const onSignatureEvent = useCallback(
    (event: SignatureEvent) => {
      dispatchSignature(event);
      if (event.type === 'accept' && sign) form.clearError(sign.name);
    },
    [form, sign],
  );

  const fieldOf = (serverField: string) =>
    Object.hasOwn(detail.values, serverField) || serverField === sign?.name ? serverField : undefined;

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      error.handled = true;
      setPreview(null);
      onOutdated({ values: form.values, signature });
      void queryClient.invalidateQueries({ queryKey: adviserFormsKey });
      return;
    }
    if (error instanceof ApiError && error.status === 422) {
      setPreview(null);
      const fields = form.showSubmitError(error, { fieldOf, otherwise: leave });
      if (Object.keys(fields).length > 0) toast.error(messages.validationFailed, ERROR_TITLE);
      return;
    }
    leave(error);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = parse(form.values);
    const errors: Record<string, string> = result.ok ? {} : { ...result.errors };
    const signProblem = signatureFieldProblem(sign, signature);
    if (sign && signProblem) errors[sign.name] = signProblem;
    if (!result.ok || Object.keys(errors).length > 0) {
      form.setErrors(errors);
      toast.error(messages.validationFailed, ERROR_TITLE);
      return;
    }
    const signed = signatureBody(signature);
    // A ticked typed name signs: the field shows it as accepted, as after 'übernehmen' (issue 27, item 21).
    const given = givenSignature(signature);
    if (given && signature.status === 'empty') onSignatureEvent({ type: 'accept', signature: given });
    const body: FormBody = {
      values: result.values,
      version: detail.version,
      ...(sign && signed ? { signature: signed } : {}),
    };
    setBusy(true);
    try {
      const blob = await previewForm(detail.key, body, person);
      setPreview({ pdf: await blob.arrayBuffer(), body });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    if (!preview || busy) return;
    setBusy(true);
    try {
      const answer = await sendForm(detail.key, preview.body, person);
      setPreview(null);
      void queryClient.invalidateQueries({ queryKey: adviserFormsKey });
      // The documents feature's queries (its key): the signed PDF is a new document of the main person.
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
      onSent(answer);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    form,
    dirty: form.dirty || start !== undefined || holdsSignature(signature),
    sign,
    signature,
    onSignatureEvent,
    preview: preview?.pdf ?? null,
    closePreview: () => setPreview(null),
    busy,
    submit,
    send,
  };
}
