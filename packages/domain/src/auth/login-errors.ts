import { errorCatalogue } from '../errors/error-codes';
import { messages } from '../texts/messages';

/**
 * The toast text for a failed login (spec section 8, "Login"): wrong credentials and an unknown
 * client have their catalogue texts, a rate limit shows the server's German message, anything else
 * the generic text. 422 field errors are not handled here: they are shown at the fields.
 */
export function loginErrorText(
  status: number | undefined,
  body: { error?: unknown; message?: unknown },
): string {
  if (body.error === 'invalid_credentials') return messages.invalidCredentials;
  if (body.error === 'client_not_allowed') return errorCatalogue.client_not_allowed.message;
  if (body.error === 'too_many_requests' || status === 429) {
    return typeof body.message === 'string' && body.message ? body.message : messages.tooManyAttempts;
  }
  return messages.genericError;
}
