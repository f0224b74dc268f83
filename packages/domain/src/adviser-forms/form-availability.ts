import type { User } from '../account/user';

/**
 * Whether a customer may fill in the adviser's form with this key (issue 12, spec sections 2 and 6): an
 * adviser is connected, the account is no makler_light, and the adviser switched the form on in
 * `config.beraterdokumente` (the map of form key to flag). The server lists and serves only such forms.
 */
export function mayFillForm(
  user: {
    account_typ: User['account_typ'] | (string & {});
    agent: object | null;
    config: Pick<User['config'], 'beraterdokumente'>;
  },
  key: string,
): boolean {
  if (user.account_typ === 'makler_light' || !user.agent) return false;
  return Object.hasOwn(user.config.beraterdokumente, key) && user.config.beraterdokumente[key] === true;
}

/** A form key as adviser documents have them (maklervollmacht, beratungsprotokoll …): lower case, digits, '_'. */
export function isFormKey(key: string): boolean {
  return /^[a-z][a-z0-9_]{0,63}$/.test(key);
}
