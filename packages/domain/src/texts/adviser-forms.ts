import { errorCatalogue } from '../errors/error-codes';
import { adviserRequestTexts } from './adviser-requests';
import { commonTexts } from './common';
import { formTexts } from './form';
import { signatureTexts } from './signatures';

/**
 * Adviser forms (issue 12): filling and signing the adviser's documents. The spec gives the toast
 * 'Bitte überprüfe deine Eingaben.' (messages.validationFailed) and 'Ein unbekannter Fehler ist
 * aufgetreten' (messages.unknownError); the rest is ours (docs/decisions/022-adviser-forms.md).
 */
export const adviserFormTexts = {
  // The page
  loading: 'Das Formular wird geladen …',
  submit: 'Vorschau anzeigen',
  previewTitle: 'Vorschau',
  previewIntro: 'So sieht Dein Dokument aus. Mit „abschicken“ geht es unterschrieben an Deinen Berater.',
  send: 'abschicken',
  cancel: 'abbrechen',
  sending: adviserRequestTexts.sending,
  sentTitle: 'Vielen Dank!',
  sentText: (title: string) =>
    `${title} ist unterschrieben bei Deinem Berater angekommen. Eine Kopie findest Du in Deinen Dokumenten.`,
  toDocuments: 'Zu meinen Dokumenten',
  backToAdviser: 'Zurück zum Berater',
  /** The page that led to the form (issue 29: the Bestandsübertragung), by its title. */
  backTo: (title: string) => `Zurück zu „${title}“`,
  signedOn: (date: string) => `unterschrieben am ${date}`,
  today: (date: string) => `${date} (wird beim Abschicken gesetzt)`,
  alreadySigned: (date: string) =>
    `Du hast dieses Dokument am ${date} unterschrieben. Du kannst es erneut ausfüllen und unterschreiben.`,

  // The signature (spec section 4: empty → signed on 'übernehmen' → deleted → empty)
  signatureHint: 'Unterschreibe mit Finger, Stift oder Maus im Feld.',
  signatureCanvas: 'Unterschriftsfeld',
  accept: 'übernehmen',
  clear: 'Feld leeren',
  remove: 'Unterschrift löschen',
  signed: 'Unterschrift übernommen.',
  removed: 'Die Unterschrift wurde gelöscht.',
  drawFirst: 'Bitte unterschreibe zuerst im Feld.',
  typeInstead: 'Stattdessen Namen eintippen',
  drawInstead: 'Stattdessen zeichnen',
  typedLabel: 'Vollständiger Name als Unterschrift',
  typedConfirm: 'Ich unterschreibe mit diesem getippten Namen verbindlich.',
  typedMarker: 'getippte Unterschrift',
  drawnMarker: 'gezeichnete Unterschrift',

  // Validation of the body (the engine's texts for the fields)
  signatureRequired: 'Bitte unterschreibe das Dokument.',
  acceptDrawing: 'Bitte übernimm Deine Unterschrift mit „übernehmen“.',
  previewUnavailable: 'Die Vorschau konnte nicht geladen werden. Deine Eingaben bleiben erhalten.',
  signatureInvalid: 'Die Unterschrift konnte nicht gelesen werden. Bitte unterschreibe noch einmal.',
  signatureEmpty: 'Die Unterschrift ist leer. Bitte unterschreibe im Feld.',
  signatureOneKind: 'Bitte unterschreibe entweder gezeichnet oder getippt.',
  signatureNotExpected: 'Dieses Formular wird nicht unterschrieben.',
  typedLength: 'Bitte gib Deinen vollständigen Namen ein (2 bis 100 Zeichen).',
  typedUnconfirmed: 'Bitte bestätige die getippte Unterschrift.',
  /** A character the signed PDF cannot draw (issue 27, item 8): refused where it is typed. */
  undrawable: (chars: Iterable<string>) => {
    const list = [...chars];
    return list.length === 1
      ? `Das Zeichen „${list[0]}“ kann im PDF nicht gedruckt werden. Bitte entferne es.`
      : `Die Zeichen ${list.map((char) => `„${char}“`).join(', ')} können im PDF nicht gedruckt werden. Bitte entferne sie.`;
  },
  todayOnly: (date: string) => `Das Datum wird beim Unterschreiben gesetzt: ${date}.`,
  previewRequired: 'Gib an, ob eine Vorschau (true) oder das Abschicken (false) gewünscht ist.',
  versionChanged: errorCatalogue.form_version_changed.message,

  // A new version published while the customer filled in or signed (issue 27, ADR 037)
  newVersionTitle: 'Dein Berater hat das Formular geändert',
  newVersionIntro: (version: number) =>
    `Während Du es ausgefüllt hast, ist Version ${version} erschienen. Deine Eingaben, die weiter passen, sind übernommen. Bitte prüfe das Formular und schicke es erneut ab.`,
  changeAdded: (title: string) => `Neu: ${title}`,
  changeRemoved: (title: string) => `Entfallen: ${title}`,
  changeChanged: (title: string) => `Geändert: ${title}`,
  changeDropped: (title: string) =>
    `Geändert: ${title} – Deine Eingabe passt nicht mehr, bitte neu ausfüllen.`,
  proseChanged: 'Der Text des Dokuments wurde geändert.',
  signAgain: 'Bitte unterschreibe erneut: Deine Unterschrift galt der vorigen Fassung.',
  signatureKept: 'Deine Unterschrift bleibt: am Dokument hat sich sonst nichts geändert.',
  // Input taken back from the page's draft after an error in it (issue 27, item 3; ADR 097)
  draftRestored:
    'Deine Eingaben sind wiederhergestellt. Bitte unterschreibe erneut: Eine Unterschrift wird nicht zwischengespeichert.',

  // The PDF
  pdfSignedBy: signatureTexts.signedBy,
  pdfSignedAt: (date: string, time: string) => `am ${date} um ${time} Uhr`,
  pdfTypedNote: 'Getippte Unterschrift: der Name wurde als Unterschrift eingegeben und bestätigt.',
  pdfFooter: (id: string, hash: string) => `Dokument-ID ${id} · SHA-256 des Inhalts ${hash}`,
  pdfPreviewFooter: 'Vorschau – Dokument-ID und Prüfsumme entstehen beim Abschicken.',
  pdfPage: commonTexts.pageOf,
  pdfYes: formTexts.yes,
  pdfNo: formTexts.no,
  pdfEmpty: '–',

  // The adviser's mail
  mailSubject: (title: string, customer: string) => `${title} unterschrieben: ${customer}`,
} as const;
