import { commonTexts } from './common';

/**
 * Texts of what the customer sends to the adviser (issue 11): the contact card of the adviser page, the
 * contact request, enquiry and recommendation dialogs, and the damage report page. The spec names the
 * forms and their fields only; the success toasts are the server's `message` (spec section 9: 'Der Berater
 * wurde informiert.', 'Die Änderungen wurden übermittelt.'). The rest is ours; some are e2e hooks.
 */
export const adviserRequestTexts = {
  // The adviser page's card.
  cardHeading: 'Kontakt zum Berater',
  cardIntro:
    'Schreib Deinem Berater, wann er Dich erreichen soll, stell ihm eine Frage oder empfiehl ihm jemanden.',
  mapHint: 'Auf der Karte anzeigen',
  mapNewTab: '(OpenStreetMap, öffnet in einem neuen Tab)',
  reportDamage: 'Schaden melden',
  /** Ours: the approvals entry of the adviser page (spec section 2's 'approvals'). */
  approvals: 'Freigaben ansehen',

  // The dialogs (their titles open them: test hooks).
  contactRequest: 'Kontaktanfrage',
  contactRequestIntro: 'Wie und wann soll Dein Berater Dich erreichen?',
  contactRequestSend: 'Kontaktanfrage senden',
  enquiry: 'Anfrage stellen',
  enquiryIntro: 'Deine Frage an Deinen Berater, und wie er Dir antworten soll.',
  enquirySend: 'Anfrage senden',
  // The support modal of the referral programme (spec section 9: by e-mail, subject 'Supportanfrage Empfehlung-App')
  support: 'Frage zum Weiterempfehlen',
  supportHeading: 'Fragen zum Weiterempfehlen?',
  supportIntro: 'Schreib Deinem Berater – er antwortet Dir per E-Mail.',
  supportSend: 'Frage senden',
  recommend: 'Jemanden empfehlen',
  recommendIntro:
    'Du kennst jemanden, dem Dein Berater helfen kann? Sag ihm, wen er wie und wann erreichen kann. Frag die Person vorher, ob sie einverstanden ist.',
  recommendSend: 'Empfehlung senden',

  // The damage report page (/app/schadensmeldung).
  damageHeading: 'Schadensmeldung',
  damageIntro:
    'Melde Deinem Berater einen Schaden: was passiert ist und, wenn Du magst, Fotos und Dokumente dazu. Er meldet sich bei Dir.',
  newReport: 'Neuen Schaden melden',
  noContract: 'kein bestimmter Vertrag',
  attachmentsLabel: 'Fotos und Dokumente',
  attachmentsHint: 'Bilder (JPG, PNG, BMP, GIF) und Dokumente (z. B. PDF), je Datei höchstens 25 MB.',
  addFiles: 'Fotos oder Dokumente hinzufügen',
  chosenFiles: 'Ausgewählte Dateien',
  removeFile: (name: string) => `${name} entfernen`,
  remove: 'Entfernen',
  refusedHeading: 'Diese Dateien können nicht angehängt werden:',
  send: 'Schaden melden',
  sending: 'Wird gesendet …',
  uploadFailed:
    'Deine Schadensmeldung ist als Entwurf gespeichert, aber noch nicht bei Deinem Berater: nicht alle Dateien wurden hochgeladen.',
  uploadFailedHint: 'Du kannst den Entwurf unten mit „Jetzt senden“ mit den hochgeladenen Dateien schicken.',
  listHeading: 'Deine Schadensmeldungen',
  noReports: 'Du hast noch keinen Schaden gemeldet.',
  sendNow: 'Jetzt senden',
  sendNowOf: (subject: string) => `Jetzt senden: ${subject}`,
  sentAt: (date: string) => `gesendet am ${date}`,
  createdAt: commonTexts.createdOn,
  statusOf: (status: string) => `Status: ${status}`,
  contractOf: (contract: string) => `Vertrag: ${contract}`,
  attachments: (count: number) => (count === 1 ? '1 Anhang' : `${count} Anhänge`),
  noAdviser: 'Schadensmeldungen gehen an Deinen Berater. Für Dein Konto ist noch kein Berater hinterlegt.',
};
