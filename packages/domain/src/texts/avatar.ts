import { routeTitleTexts } from './route-titles';

/** The own picture (spec sections 2, 4 and 8; the spec's texts verbatim, the others ours). */
export const avatarTexts = {
  heading: routeTitleTexts.avatar,
  uploaded: 'Dein Bild wurde erfolgreich hinterlegt.',
  deleted: 'Dein Bild wurde gelöscht.',
  failed: 'Das Bild konnte nicht hinterlegt werden. Bitte probiere es erneut.',
  /** Ours. */
  fileMissing: 'Bitte wähle ein Bild aus.',
  notAnImage:
    'Diese Datei ist kein Bild, das wir lesen können. Bitte wähle ein JPG-, PNG-, BMP- oder GIF-Bild.',
  tooLarge: 'Das Bild ist zu groß (höchstens 10 MB und 40 Megapixel).',
  notFound: 'Es ist kein Bild hinterlegt.',
  // The avatar screen (ours; its steps are the spec's: start, crop, upload).
  intro: 'Wähle ein Bild von Dir. Es erscheint oben im Portal neben dem Menü.',
  /** The adviser-chat hint (spec section 2): only with an adviser, messaging on and not makler_light. */
  chatHint: 'Dein Bild sieht Dein Berater im Chat.',
  /** The alt text of the own picture; the fallback is labelled apart. */
  pictureAlt: 'Dein Bild',
  fallbackAlt: 'Standardbild (noch kein eigenes Bild)',
  choose: 'Bild auswählen',
  chooseHint: 'JPG, PNG, BMP oder GIF. Auf dem Handy kannst Du auch ein Foto aufnehmen.',
  delete: 'Bild löschen',
  deleteTitle: 'Bild löschen?',
  deleteText: 'Möchtest Du Dein Bild wirklich löschen? Danach siehst Du wieder das Standardbild.',
  deleteConfirm: 'Löschen',
  cropHeading: 'Ausschnitt wählen',
  cropHint:
    'Verschiebe das Bild mit dem Finger oder der Maus. Mit der Tastatur: Ausschnitt auswählen, dann mit den Pfeiltasten verschieben.',
  cropArea: 'Bildausschnitt',
  zoom: 'Vergrößerung',
  apply: 'Übernehmen',
  uploading: 'Dein Bild wird hochgeladen…',
} as const;
