import { accountTexts } from '@kundenportal/domain/texts/account';
import { messages } from '@kundenportal/domain/texts/messages';
import { ApiError, handleApiError, validationErrorsOf } from './api-client';
import { toast } from './toast-store';

/** How a form shows what is not a field error; the defaults are the spec's (section 8). */
export type FailureHandling = {
  /** Shows a message without a field (default `toast.error`; the login has its own error toasts). */
  notify?: (text: string) => void;
  /**
   * Any failure that is not a 422 with entries (default: 429 asks to wait, everything else gets the
   * API client's behaviour: logout on the listed codes, the error's text as a toast).
   */
  otherwise?: (error: ApiError) => void;
};

function defaultOtherwise(error: ApiError): void {
  if (error.status === 429) {
    error.handled = true;
    toast.error(accountTexts.tooManyRequests);
    return;
  }
  handleApiError(error);
}

/**
 * The failed submit of a call made with `handleErrors: false` (spec sections 5 and 8): a 422's
 * entries with a field (read by `validationErrorsOf`) come back keyed by `fieldOf(serverField)`;
 * entries without a field, and those whose field the form does not show (`fieldOf` returns
 * undefined), are notified. Every other failure goes to `otherwise`. The form hook
 * (lib/use-form.ts) is its user; pages call `form.showSubmitError`.
 */
export function takeServerErrors(
  error: unknown,
  fieldOf: (serverField: string) => string | undefined = (field) => field,
  { notify = toast.error, otherwise = defaultOtherwise }: FailureHandling = {},
): Record<string, string> {
  if (!(error instanceof ApiError)) {
    notify(messages.genericError);
    return {};
  }
  if (error.handled) return {};
  const parsed = validationErrorsOf(error);
  if (!parsed) {
    otherwise(error);
    error.handled = true;
    return {};
  }
  error.handled = true;
  const fields: Record<string, string> = {};
  const general = [...parsed.general];
  for (const [serverField, text] of Object.entries(parsed.fields)) {
    if (!text) continue;
    const key = fieldOf(serverField);
    if (key === undefined) general.push(text);
    else if (!Object.hasOwn(fields, key)) fields[key] = text;
  }
  for (const text of general) notify(text);
  if (Object.keys(fields).length === 0 && general.length === 0) notify(messages.validationFailed);
  return fields;
}
