import { paths } from '../routing/paths';
import { messages } from '../texts/messages';
import { isValidEmail } from '../validation/email-pattern';

/** Upper bound of a password sent to login; longer input is refused before any hashing. */
export const LOGIN_PASSWORD_MAX = 200;

export type LoginFieldErrors = { email?: string; password?: string };

/**
 * The login form's rules (spec sections 2 and 5), without zod so the login route stays small: the web
 * form calls this directly, the server's `loginSchema` runs it too. The password is not held to the
 * policy here: old passwords must still work.
 */
export function loginFieldErrors(input: { email: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const emailError = emailFieldError(input.email);
  if (emailError) errors.email = emailError;
  if (!input.password) errors.password = messages.required;
  else if (input.password.length > LOGIN_PASSWORD_MAX) errors.password = messages.passwordTooLong;
  return errors;
}

/** The e-mail field's error (required, then the shared pattern), without zod: login and forgot password. */
export function emailFieldError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return messages.required;
  if (!isValidEmail(email)) return messages.emailInvalid;
  return undefined;
}

/**
 * Whether the login page opens the forgot-password modal (spec section 2): on its own route
 * /intro/login/forgotpassword, or on /intro/login with the state or query parameter forgotPassword.
 */
export function opensForgotPassword(location: {
  pathname: string;
  search?: string;
  state?: unknown;
}): boolean {
  if (location.pathname === paths.forgotPassword) return true;
  if (location.pathname !== paths.login) return false;
  const state = location.state;
  if (state && typeof state === 'object' && (state as { forgotPassword?: unknown }).forgotPassword)
    return true;
  const query = new URLSearchParams(location.search ?? '').get('forgotPassword');
  return query !== null && query !== 'false' && query !== '0';
}
