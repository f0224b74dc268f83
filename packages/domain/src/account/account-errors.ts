import { TOKEN_BLACKLISTED } from '../errors/error-codes';
import { accountTexts } from '../texts/account';
import { messages } from '../texts/messages';
import { EMAIL_ERROR_TYPE } from '../validation/email-pattern';

/** Error handling rules of the account flows (spec section 8, "Per area"). */
type ErrorBody = { error?: unknown; message?: unknown; fehler_art?: unknown };

export const INVALID_ACTIVATION_CODE = 'invalid_activation_code';
const TOKEN_EXPIRED_PREFIX = 'Token has expired';

/**
 * Activation: status 500 with 'The token has been blacklisted' or 'Token has expired', or 401
 * invalid_activation_code, means the link is no longer valid ('Der Link ist nicht mehr gültig').
 */
export function isInvalidLinkError(status: number | undefined, body: ErrorBody): boolean {
  if (status === 401 && body.error === INVALID_ACTIVATION_CODE) return true;
  if (status === 500 && typeof body.message === 'string') {
    return body.message.includes(TOKEN_BLACKLISTED) || body.message.includes(TOKEN_EXPIRED_PREFIX);
  }
  return false;
}

/** Forgot request: the error state's text for a failed call or `send` not true (by `fehler_art`). */
export function forgotRequestErrorText(status: number | undefined, body: ErrorBody): string {
  if (body.fehler_art === EMAIL_ERROR_TYPE) return messages.emailInvalid;
  if (status === 429) return accountTexts.tooManyRequests;
  return messages.genericError;
}

/** Single sign-on: 401 is an invalid token (with the title 'Fehler beim einloggen'), anything else a login error. */
export function ssoErrorToast(status: number | undefined): { title?: string; text: string } {
  if (status === 401) return { title: accountTexts.ssoErrorTitle, text: accountTexts.ssoInvalid };
  return { text: accountTexts.ssoError };
}
