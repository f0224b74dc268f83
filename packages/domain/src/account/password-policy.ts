import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { passwordTexts } from '../texts/password';

/** The password policy of spec section 5, shared by the server and every password form. */

export type PasswordRuleKey = 'length' | 'lower' | 'upper' | 'digit' | 'special';

/** The guide's rules in display order; texts verbatim from the spec (length is ours). */
export const passwordRules: readonly {
  key: PasswordRuleKey;
  text: string;
  test: (password: string) => boolean;
}[] = [
  {
    key: 'length',
    text: passwordTexts.length,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH && [...p].length <= PASSWORD_MAX_LENGTH,
  },
  { key: 'lower', text: 'Ein Kleinbuchstabe', test: (p) => /\p{Ll}/u.test(p) },
  { key: 'upper', text: 'Ein Großbuchstabe', test: (p) => /\p{Lu}/u.test(p) },
  { key: 'digit', text: 'Eine Nummer', test: (p) => /\p{Nd}/u.test(p) },
  { key: 'special', text: 'Ein Sonderzeichen', test: (p) => /[^\p{L}\p{Nd}]/u.test(p) },
];

export type PasswordChecks = Record<PasswordRuleKey, boolean>;

export function passwordChecks(password: string): PasswordChecks {
  return Object.fromEntries(passwordRules.map((rule) => [rule.key, rule.test(password)])) as PasswordChecks;
}

export function meetsPasswordPolicy(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

/** Field errors of a new password and its confirmation (policy, then equality); empty when fine. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  const errors: { password?: string; confirmation?: string } = {};
  if (!meetsPasswordPolicy(password)) errors.password = passwordTexts.notSecure;
  if (password !== confirmation) errors.confirmation = passwordTexts.mismatch;
  return errors;
}
