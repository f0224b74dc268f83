import { accountTexts } from '@kundenportal/domain/account/account-texts';
import { parseServerErrors } from '@kundenportal/domain/forms/validate-form';
import { messages } from '@kundenportal/domain/texts/messages';
import { ApiError, handleApiError } from './api-client';
import { toast } from './toast-store';

/**
 * The failed submit of a call made with `handleErrors: false` (spec section 5 and 8): a 422's
 * entries with a field go to that field — as a list of 'field=>message' or as an errors map —
 * and come back keyed by `fieldOf(serverField)`; entries without a field, and those whose field
 * the form does not show (`fieldOf` returns undefined), are toasts; a 429 asks to wait. Every other
 * error gets the API client's behaviour (logout on the listed codes, the error's text as a toast).
 * Both form hooks (lib/use-form.ts, components/forms/use-field-form.ts) use this one rule.
 */
export function takeServerErrors(
  error: unknown,
  fieldOf: (serverField: string) => string | undefined = (field) => field,
): Record<string, string> {
  if (!(error instanceof ApiError)) {
    toast.error(messages.genericError);
    return {};
  }
  if (error.handled) return {};
  if (error.status === 422 && error.body.errors !== undefined && error.body.errors !== null) {
    error.handled = true;
    const parsed = parseServerErrors(error.body.errors);
    const fields: Record<string, string> = {};
    const general = [...parsed.general];
    for (const [serverField, text] of Object.entries(parsed.fields)) {
      if (!text) continue;
      const key = fieldOf(serverField);
      if (key === undefined) general.push(text);
      else if (!(key in fields)) fields[key] = text;
    }
    for (const text of general) toast.error(text);
    if (Object.keys(fields).length === 0 && general.length === 0) toast.error(messages.validationFailed);
    return fields;
  }
  if (error.status === 429) {
    error.handled = true;
    toast.error(accountTexts.tooManyRequests);
    return {};
  }
  handleApiError(error);
  return {};
}
