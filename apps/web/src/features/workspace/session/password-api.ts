import type { ResetLinkSent } from '@kundenportal/domain/account/account-responses';
import type {
  ChangePasswordBody,
  ResetCodeCheck,
  ResetPasswordBody,
} from '@kundenportal/domain/account/account-schemas';
import type { SuccessMessage, Token } from '@kundenportal/domain/api/common-responses';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/berater/passwort/vergessen: the same answer whether or not the address has an account. */
export const postAdviserForgotPassword = (email: string) =>
  apiRequest<ResetLinkSent>('/berater/passwort/vergessen', {
    method: 'POST',
    body: { email },
    handleErrors: false,
  });

/** POST /api/berater/passwort/neu: the new password for the mailed code → an adviser's session. */
export const postAdviserResetPassword = (body: ResetPasswordBody) =>
  apiRequest<Token>('/berater/passwort/neu', { method: 'POST', body, handleErrors: false });

/** POST /api/berater/passwort/pruefen: whether a reset link still works (asked when its page opens). */
export const postAdviserCheckResetCode = (code: string, signal?: AbortSignal) =>
  apiRequest<ResetCodeCheck>('/berater/passwort/pruefen', {
    method: 'POST',
    body: { code },
    signal,
    handleErrors: false,
  });

/** POST /api/berater/passwort/aendern: the current password and the new one (the other sessions end). */
export const postAdviserChangePassword = (body: ChangePasswordBody) =>
  apiRequest<SuccessMessage>('/berater/passwort/aendern', {
    method: 'POST',
    body,
    handleErrors: false,
  });
