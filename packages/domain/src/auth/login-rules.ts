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
  const email = input.email.trim();
  if (!email) errors.email = messages.required;
  else if (!isValidEmail(email)) errors.email = messages.emailInvalid;
  if (!input.password) errors.password = messages.required;
  else if (input.password.length > LOGIN_PASSWORD_MAX) errors.password = messages.passwordTooLong;
  return errors;
}
