/**
 * Konto löschen (issue 32, Art. 17 DSGVO, ADR 239): the customer's request, its 14 days to change one's
 * mind, and what the agency sees. The spec has no texts for it; these are ours.
 */
export const accountErasureTexts = {
  heading: 'Konto löschen',
  intro:
    'Du kannst Dein Konto und alle Deine Daten löschen lassen. Nach Deiner Bestätigung hast Du 14 Tage Zeit, es Dir anders zu überlegen; danach werden Deine Daten gelöscht. Unterschriebene Formulare und Vollmachten müssen wir wegen gesetzlicher Aufbewahrungspflichten (§ 257 HGB) bis zum Ende der Frist aufbewahren; sie werden gesperrt und danach gelöscht.',
  request: 'Konto löschen',
  confirmTitle: 'Konto wirklich löschen?',
  confirmText: 'Bitte bestätige die Löschung mit Deinem Passwort.',
  confirm: 'Löschung beantragen',
  pending: (date: string) => `Dein Konto wird am ${date} gelöscht.`,
  pendingHint: 'Bis dahin kannst Du die Löschung jederzeit zurücknehmen.',
  cancel: 'Löschung zurücknehmen',
  cancelled: 'Die Löschung wurde zurückgenommen. Dein Konto bleibt bestehen.',
  requested: 'Die Löschung Deines Kontos wurde beantragt.',
  loadError: 'Der Stand der Löschung konnte nicht geladen werden.',
  /** The banner after login while an erasure is pending. */
  banner: (date: string) => `Die Löschung Deines Kontos ist beantragt: Es wird am ${date} gelöscht.`,
  bannerLink: 'Löschung ansehen oder zurücknehmen',
  /** Who erased the account, as the agency's log names it (no person: the job, ADR 240). */
  erasedBy: 'Kundenportal (automatische Löschung)',
  /** The agency's inbox ("Sie"). */
  inbox: {
    title: (name: string) => `Kontolöschung beantragt: ${name}`,
    requestedAt: 'Beantragt am',
    dueAt: 'Wird gelöscht am',
    note: 'Der Kunde hat die Löschung seines Kontos beantragt (Art. 17 DSGVO). Nur der Kunde kann sie bis zu diesem Tag zurücknehmen.',
    noteLabel: 'Hinweis',
  },
} as const;
