import { DEADLINE_SOON_DAYS } from '../constants';
import { bestandsuebertragungTexts } from './bestandsuebertragung';
import { contractTexts } from './contracts';
import { documentTexts } from './documents';

/**
 * Texts of the notification settings (issue 13): which mails the customer gets, the settings page, the
 * API's messages and the mails that are new with it (document provided, contract deadline). The spec
 * names the calls and the rule's fields only; the texts are ours.
 */
export const notificationTexts = {
  heading: 'Benachrichtigungen',
  intro:
    'Hier legst Du fest, worüber wir Dich per E-Mail informieren. Mails zu Deinem Konto selbst (Passwort, E-Mail-Adresse, Anmeldung) bekommst Du immer.',
  listLabel: 'E-Mail-Benachrichtigungen',
  saved: 'Deine Einstellung wurde gespeichert.',
  loadError: 'Fehler beim Abrufen der Benachrichtigungen.',
  none: 'Für Dein Konto gibt es keine E-Mail-Benachrichtigungen.',

  events: {
    document_provided: {
      label: 'Neues Dokument von Deinem Berater',
      description: 'Wenn Dein Berater Dir ein Dokument bereitstellt.',
    },
    chat_message: {
      label: 'Neue Chat-Nachricht',
      description: 'Wenn Dein Berater Dir im Chat schreibt und Du gerade nicht in der App bist.',
    },
    reminder_due: {
      label: 'Fällige Erinnerung',
      description: 'Am Tag einer Erinnerung, ab 8 Uhr.',
    },
    contract_deadline: {
      label: 'Kündigungsfrist eines Vertrags',
      description: `Einmal, sobald ein Vertrag nur noch ${DEADLINE_SOON_DAYS} Tage oder weniger kündbar ist.`,
    },
    referral_registered: {
      label: 'Neue Registrierung über Deine Empfehlung',
      description: 'Wenn sich jemand über Deinen Empfehlungslink registriert.',
    },
    referral_paid: {
      label: 'Gutschein ausgezahlt',
      description: 'Wenn Dir ein Gutschein für eine Empfehlung ausgezahlt wurde.',
    },
    transfer_status: {
      label: bestandsuebertragungTexts.notification.label,
      description: bestandsuebertragungTexts.notification.description,
    },
  },

  // API messages (422 entries).
  unknownEvent: 'Diese Benachrichtigung gibt es nicht.',
  activeRequired: 'Bitte gib an, ob die Benachrichtigung an oder aus ist.',
  rulesRequired: 'Bitte gib mindestens eine Benachrichtigung an.',
  duplicateEvent: 'Jede Benachrichtigung darf nur einmal vorkommen.',
  accountUnknown: 'Dieses Konto gehört nicht zu Dir.',
  accountIdsInvalid: 'Bitte gib die Konten als Liste von Nummern an.',

  // Mails.
  yourAdviser: 'Dein Berater',
  documentSubject: (filename: string) => `Neues Dokument von Deinem Berater: ${filename}`,
  documentText: (firstName: string, filename: string, adviser: string, link: string) =>
    `${firstName ? `Hallo ${firstName},` : 'Hallo,'}\n\n${adviser} hat Dir im Kundenportal ein Dokument bereitgestellt: ${filename}\n\nDu findest es unter „Dokumente“ bei „${documentTexts.approvalsHeading}“:\n${link}`,
  deadlineSubject: (contract: string, date: string) => `Kündigungsfrist: ${contract} bis ${date} kündbar`,
  deadlineText: (firstName: string, contract: string, date: string, days: number, link: string) =>
    `${firstName ? `Hallo ${firstName},` : 'Hallo,'}\n\nDein Vertrag ${contract} ist nur noch bis zum ${date} kündbar (${contractTexts.daysLeft(days)}). Wenn Du wechseln möchtest, sprich jetzt mit Deinem Berater.\n\n${link}`,
  /** Below a notification mail that has its own greeting. */
  settingsHint: (settingsLink: string) =>
    `\n\nDiese E-Mail möchtest Du nicht mehr bekommen? Deine Benachrichtigungen: ${settingsLink}`,
  mailFooter: (settingsLink: string) =>
    `\n\nViele Grüße\nDein Kundenportal${notificationTexts.settingsHint(settingsLink)}`,
};
