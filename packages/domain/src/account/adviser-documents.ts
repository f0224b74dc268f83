import { beraterdokumentKeys } from './config-flags';
import { mandateDocumentName, type User } from './user';

export type AdviserDocumentKey = (typeof beraterdokumentKeys)[number];
export type AdviserDocument = { key: AdviserDocumentKey; title: string };

const fixedTitles = {
  einwilligungserklaerung: 'Einwilligungserklärung',
  erstinformation: 'Erstinformation',
} as const;

/**
 * The adviser documents (mandate, consent, first information: spec section 3) an account sees on the
 * adviser page, in the spec's order. makler_light accounts have no adviser-form or legal documents
 * (spec section 6), an account without an adviser has nobody whose documents it could see, and every
 * other account sees those its adviser switched on in `config.beraterdokumente`.
 */
export function adviserDocuments(user: Pick<User, 'account_typ' | 'agent' | 'config'>): AdviserDocument[] {
  if (user.account_typ === 'makler_light' || !user.agent) return [];
  const agent = user.agent;
  return beraterdokumentKeys
    .filter((key) => user.config.beraterdokumente[key] === true)
    .map((key) => ({
      key,
      title: key === 'maklervollmacht' ? mandateDocumentName(agent) : fixedTitles[key],
    }));
}
