import type { AccountTyp } from '../account/user';

/**
 * Who may do what with documents (spec section 6): `dokumente_list` opens the documents,
 * `show_freigaben` the approvals, `dokumente_eigene` own uploads and their changes; makler_light
 * accounts have no upload right. The server enforces it, the web app shows only what it allows.
 */
export type DocumentRights = { list: boolean; approvals: boolean; own: boolean };

type RightsInput = {
  account_typ: AccountTyp | string | null;
  config: { dokumente_list: boolean; dokumente_eigene: boolean; show_freigaben: boolean };
};

export function documentRights({ account_typ, config }: RightsInput): DocumentRights {
  const list = config.dokumente_list === true;
  return {
    list,
    approvals: config.show_freigaben === true,
    own: list && config.dokumente_eigene === true && account_typ !== 'makler_light',
  };
}
