/**
 * Texts of the reminders (Wecker, issue 10): the screens, the API and the mail. The spec names the
 * route and the fields only; the texts are ours. Some are stable hooks for the end-to-end tests.
 */
export const reminderTexts = {
  heading: 'Erinnerungen',
  contract: 'Vertrag',
  noContract: 'ohne Vertrag',
  created: 'Die Erinnerung wurde angelegt.',
  deleted: 'Die Erinnerung wurde gelöscht.',
  fromContract: 'aus dem Vertrag',
  sent: 'verschickt',
  mailSubject: (message: string) => `Erinnerung: ${message}`,

  // The page (/app/erinnerung). Test hooks: the buttons, the dialogs' titles, the contract link.
  intro:
    'Deine Erinnerungen und die Deiner Verträge, nach Datum geordnet. Am Tag der Erinnerung schicken wir Dir ab 8 Uhr eine E-Mail.',
  listHeading: 'Deine Erinnerungen',
  add: 'Erinnerung hinzufügen',
  newHeading: 'Neue Erinnerung',
  editHeading: 'Erinnerung bearbeiten',
  save: 'Erinnerung speichern',
  edit: 'Bearbeiten',
  editOf: (date: string) => `Bearbeiten: Erinnerung vom ${date}`,
  remove: 'Löschen',
  removeOf: (date: string) => `Löschen: Erinnerung vom ${date}`,
  deleteTitle: 'Erinnerung löschen?',
  deleteText: (date: string) => `Möchtest Du die Erinnerung vom ${date} wirklich löschen?`,
  deleteConfirm: 'Erinnerung löschen',
  editInContract: 'im Vertrag bearbeiten',
  own: 'eigene Erinnerung',
  forContract: (title: string) => `Vertrag: ${title}`,
  fromContractTitle: (title: string) => `aus dem Vertrag: ${title}`,
  mailSubjectContract: (contract: string) => `Erinnerung zu Deinem Vertrag ${contract}`,
};
