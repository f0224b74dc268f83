import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** Texts of the password policy and its guide (spec section 5); the length rule's text is ours. */
export const passwordTexts = {
  guideIntro: 'Dein Passwort sollte folgende Merkmale besitzen:',
  done: 'Großartig! Dein Passwort ist sicher.',
  /** The workspace addresses advisers with 'Sie' (issue 27: one form of address per side). */
  formal: {
    guideIntro: 'Ihr Passwort sollte folgende Merkmale besitzen:',
    done: 'Großartig! Ihr Passwort ist sicher.',
  },
  mismatch: 'Die Passwörter stimmen nicht überein.',
  length: `Zwischen ${PASSWORD_MIN_LENGTH} und ${PASSWORD_MAX_LENGTH} Zeichen`,
  notSecure: 'Das Passwort erfüllt nicht alle Anforderungen.',
  tooCommon: 'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
  wrongCurrent: 'Das aktuelle Passwort ist falsch.',
} as const;
