/**
 * What a customer may send to the adviser (spec section 6; the rights table is not shown, so this is ours,
 * docs/decisions/020-requests-to-the-adviser.md): every request needs an adviser to receive it; damage
 * reports also need the `schaden` flag (the claims entry of the adviser page, section 6). The server
 * enforces it, the web app offers only what it allows.
 */
export type AdviserRequestRights = {
  contact: boolean;
  recommend: boolean;
  enquiry: boolean;
  /** The support modal of the referral programme: its question goes to the adviser (issue 13). */
  support: boolean;
  damage: boolean;
};

export function adviserRequestRights(user: {
  hasMakler: boolean;
  config: { schaden: boolean };
}): AdviserRequestRights {
  const adviser = user.hasMakler === true;
  return {
    contact: adviser,
    recommend: adviser,
    enquiry: adviser,
    support: adviser,
    damage: adviser && user.config.schaden === true,
  };
}
