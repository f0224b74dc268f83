import type { User } from '../account/user';

/**
 * Whether the customer may use the Bestandsübertragung (issue 29; spec section 3's
 * `config.bestandsuebertragung`): the agency switched it on, the account is no makler_light (which has no
 * adviser forms to sign the mandate on, spec section 6) and an adviser is connected. The server answers
 * every refusal with 403 `not_permitted`, before it looks at the path or the body.
 */
export function mayUseTransfers(user: {
  account_typ: User['account_typ'] | (string & {});
  agent: object | null;
  config: Pick<User['config'], 'bestandsuebertragung'>;
}): boolean {
  return user.account_typ !== 'makler_light' && user.agent !== null && user.config.bestandsuebertragung;
}
