/**
 * The one general e-mail pattern of spec section 5 (login, forgot password, sign-up).
 * Local part and a domain with at least one dot and a 2+ letter top-level label.
 * Kept free of zod so the login page can use it without loading the schema library.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Error type name of the spec for a bad e-mail. */
export const EMAIL_ERROR_TYPE = 'EmailErr';

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}
