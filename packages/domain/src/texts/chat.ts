import { adviserRequestTexts } from './adviser-requests';
import { chatUnreadTexts } from './chat-unread';

/** Both sides' words alike. */
const placeholder = 'Nachricht schreiben …';
const reconnecting = 'Verbindung unterbrochen – neue Nachrichten erscheinen, sobald sie wieder steht.';

/**
 * Texts of the chat between customer and adviser (issue 14). The spec names the route only; every
 * text here is ours. The customer is addressed with 'Du' like the rest of the app, the adviser's
 * workspace side with 'Sie' (see workspace.ts).
 */
export const chatTexts = {
  heading: 'Chat mit Deinem Berater',
  intro: (adviser: string) => `Schreib ${adviser} – die Antwort erscheint hier, sobald sie da ist.`,
  /** The intro's adviser when the name is unknown (dative). */
  yourAdviser: 'Deinem Berater',
  empty: 'Noch keine Nachrichten. Stell Deine Frage – Dein Berater antwortet hier.',
  messageLabel: 'Nachricht',
  placeholder,
  send: 'Senden',
  sending: adviserRequestTexts.sending,
  sendFailed: 'Die Nachricht konnte nicht gesendet werden. Dein Text ist noch da.',
  loadOlder: 'Ältere Nachrichten laden',
  loadError: 'Die Nachrichten konnten nicht geladen werden.',
  historyLabel: 'Nachrichtenverlauf',
  you: 'Du',
  read: 'Gelesen',
  delivered: 'Gesendet',
  today: 'Heute',
  yesterday: 'Gestern',
  reconnecting,
  charactersLeft: (left: number) => `Noch ${left} Zeichen`,

  // Validation.
  textRequired: 'Bitte gib eine Nachricht ein.',
  textTooLong: (max: number) => `Eine Nachricht darf höchstens ${max} Zeichen lang sein.`,
  invalidMessageId: 'Bitte gib die Nummer einer Nachricht an.',
  attachmentInvalid: 'Bitte gib den Dateinamen eines Dokuments an.',
  attachmentTwice: 'Eine Datei ist doppelt angehängt.',
  tooManyAttachments: (max: number) => `Eine Nachricht kann höchstens ${max} Dateien haben.`,
  attachmentUnknown: 'Diese Datei gibt es im Haushalt nicht.',

  // Files on messages (issue 14: documents of the household).
  attach: 'Datei anhängen',
  attachHint: 'Die Datei wird auch unter Deinen Dokumenten abgelegt.',
  uploading: (name: string) => `${name} wird hochgeladen …`,
  removeAttachment: (name: string) => `${name} nicht senden`,
  attachmentsLabel: 'Dateien',
  openAttachment: (name: string) => `${name} öffnen`,
  attachmentGone: 'Diese Datei gibt es nicht mehr.',
  uploadFailed: (name: string) => `${name} konnte nicht hochgeladen werden.`,

  // The mail to a customer who is not in the app (notification setting chat_message).
  mailSubject: 'Neue Nachricht von Deinem Berater',
  mailText: (firstName: string, adviser: string, link: string) =>
    `${firstName ? `Hallo ${firstName},` : 'Hallo,'}\n\n${adviser} hat Dir im Kundenportal eine Nachricht geschrieben. Du findest sie im Chat:\n${link}`,

  // The mail to the agency when a customer writes and no adviser has a chat open (the workspace says Sie).
  adviserMailSomeone: 'Ein Kunde',
  adviserMailSubject: (customer: string) => `Neue Chat-Nachricht von ${customer}`,
  adviserMailText: (customer: string, link: string) =>
    `Guten Tag,\n\n${customer} hat Ihnen im Kundenportal eine Nachricht geschrieben. Sie finden sie im Beraterbereich:\n${link}\n\nWeitere Nachrichten dieses Kunden melden wir erst wieder, wenn Sie diese gelesen haben.`,

  // Web Push on this device (issue 14).
  push: {
    label: 'Mitteilungen auf diesem Gerät',
    hint: 'Wir melden uns, wenn Dein Berater schreibt und Du gerade nicht in der App bist.',
    enable: 'Mitteilungen einschalten',
    disable: 'Mitteilungen ausschalten',
    enabled: 'Mitteilungen sind auf diesem Gerät eingeschaltet.',
    blocked:
      'Dein Browser blockiert Mitteilungen dieser App. Du kannst sie in den Einstellungen des Browsers erlauben.',
    failed: 'Mitteilungen konnten nicht eingeschaltet werden. Bitte versuche es später erneut.',
    invalidEndpoint: 'Diese Adresse eines Push-Dienstes ist ungültig.',
    unknownService: 'Dieser Push-Dienst wird nicht unterstützt.',
    invalidKey: 'Der Schlüssel des Abonnements ist ungültig.',
    title: 'Neue Nachricht',
    body: (adviser: string) => `${adviser} hat Dir im Kundenportal geschrieben.`,
  },

  // The adviser's side (Sie).
  workspace: {
    heading: 'Chat',
    empty: 'Noch keine Nachrichten mit diesem Kunden.',
    messageLabel: (name: string) => `Nachricht an ${name}`,
    placeholder,
    sendFailed: 'Die Nachricht konnte nicht gesendet werden. Ihr Text ist noch da.',
    off: 'Der Chat ist für diesen Kunden ausgeschaltet. Schalten Sie „Chat mit dem Berater“ unter Freischaltungen ein, um ihm zu schreiben.',
    customer: 'Kunde',
    noConversations: 'Noch keine Unterhaltungen mit Kunden.',
    unread: chatUnreadTexts.unread,
    reconnecting,
    attachHint: 'Die Datei wird dem Kunden auch unter „Freigaben“ bereitgestellt.',
  },
} as const;
