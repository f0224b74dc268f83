/**
 * Texts of the calendar files and the private calendar feed (issue 10). Ours: the spec has no calendar.
 */
export const calendarTexts = {
  calendarName: 'Kundenportal – Fristen und Erinnerungen',
  deadlineTitle: (contract: string, insurer: string) => `Kündigungsfrist: ${contract} (${insurer})`,
  deadlineDescription: (end: string) =>
    `Heute muss die Kündigung beim Versicherer angekommen sein, damit der Vertrag zum ${end} endet. Danach verlängert er sich.`,
  reminderTitle: (message: string) => `Erinnerung: ${message}`,
  contractReminderTitle: (contract: string) => `Erinnerung zu ${contract}`,
  alarm: 'Kündigungsfrist läuft ab',
  /** A reminder's alarm (issue 27): at 9:00 on its day. */
  reminderAlarm: 'Erinnerung aus dem Kundenportal',
  downloadDeadline: 'Frist in den Kalender',
  downloadReminder: 'In den Kalender',
  feedHeading: 'Kalender-Abo',
  feedIntro:
    'Abonniere Deine Fristen und Erinnerungen in Deiner Kalender-App. Der Link ist privat: Wer ihn kennt, sieht Deine Fristen.',
  feedCreate: 'Abo-Link erstellen',
  feedRenew: 'Neuen Link erstellen (der alte wird ungültig)',
  feedRevoke: 'Abo beenden',
  feedRevoked: 'Das Kalender-Abo wurde beendet.',
  feedShownOnce: 'Kopiere den Link jetzt: Er wird aus Sicherheitsgründen nur einmal angezeigt.',
  feedActiveSince: (date: string) => `Abo aktiv seit ${date}`,
  downloadReminderOf: (date: string) => `In den Kalender: Erinnerung vom ${date}`,
  feedUrlLabel: 'Dein Abo-Link',
  feedCopy: 'Link kopieren',
  feedCopyFailed: 'Der Link konnte nicht kopiert werden. Markiere ihn und kopiere ihn selbst.',
  feedRenewTitle: 'Neuen Abo-Link erstellen?',
  feedRenewQuestion:
    'Der bisherige Link funktioniert danach nicht mehr: Kalender-Apps, die ihn abonniert haben, brauchen den neuen Link.',
  feedRenewConfirm: 'Neuen Link erstellen',
  feedRevokeTitle: 'Kalender-Abo beenden?',
  feedRevokeQuestion:
    'Der Abo-Link funktioniert danach nicht mehr; Deine Kalender-Apps zeigen Deine Fristen und Erinnerungen nicht mehr an.',
  feedInactive: 'Du hast noch kein Kalender-Abo.',
};
