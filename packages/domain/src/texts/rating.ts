import { commonTexts } from './common';

/**
 * The app rating (issue 13): the card that asks once for 1–5 stars and an optional text, its answers and
 * the store links. The spec names the prompt only; the texts are ours.
 */
export const ratingTexts = {
  title: 'Wie gefällt Dir die App?',
  intro: 'Deine Meinung hilft uns, das Kundenportal besser zu machen.',
  starsLegend: 'Deine Bewertung',
  /** A star choice's label: '1 Stern', '2 Sterne' … */
  starLabel: (stars: number) => (Number(stars) === 1 ? '1 Stern' : `${stars} Sterne`),
  textLabel: 'Was können wir besser machen? (optional)',
  /** Under the text: how much of the limit is used. */
  textCount: commonTexts.charCount,
  submit: 'Bewertung senden',
  dismiss: 'Nicht jetzt',
  thanks: 'Danke für Deine Bewertung!',
  storeIntro: 'Magst Du die App auch im Store bewerten?',
  appStore: 'Im App Store bewerten',
  playStore: 'Bei Google Play bewerten',
  /** The store links open another site. */
  opensElsewhere: '(öffnet eine andere Seite)',

  // Refusals (422 on the field)
  starsRequired: 'Bitte wähle 1 bis 5 Sterne.',
  starsInvalid: 'Eine Bewertung hat 1 bis 5 ganze Sterne.',
} as const;
