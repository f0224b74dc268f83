/**
 * "Meine Daten" (issue 32, Art. 15 and 20 DSGVO): the customer's export of every record as a ZIP. The
 * issue names the page's button; the other texts are ours.
 */
const readyTitle = 'Deine Daten sind bereit';

export const dataExportTexts = {
  intro:
    'Lade alle Daten herunter, die das Kundenportal über Dich gespeichert hat: Deine Angaben, Verträge, Dokumente, Nachrichten und mehr – als ZIP-Datei mit einer Übersicht (PDF), den Daten als JSON und als Tabellen (CSV).',
  request: 'Meine Daten herunterladen',
  running: (progress: number) => `Dein Export wird erstellt … ${progress} %`,
  ready: 'Dein Export ist fertig.',
  download: 'ZIP-Datei herunterladen',
  expiresAt: (date: string) => `Der Link gilt bis ${date}.`,
  failed: 'Der Export ist fehlgeschlagen. Bitte fordere ihn erneut an.',
  limit: 'Du kannst höchstens 3 Exporte pro Tag anfordern. Bitte versuche es morgen wieder.',
  notFound: 'Der Export wurde nicht gefunden oder ist abgelaufen.',
  mailSubject: readyTitle,
  mailText: (firstName: string, link: string) =>
    `Hallo ${firstName},\n\nDein Export aller Daten aus dem Kundenportal ist fertig. Du kannst ihn 24 Stunden lang unter „Meine Daten“ herunterladen:\n${link}\n\nHast Du den Export nicht angefordert, ändere bitte Dein Passwort.`,
  pushTitle: readyTitle,
  pushBody: 'Dein Export kann 24 Stunden lang heruntergeladen werden.',
  pdfTitle: 'Meine Daten – Übersicht',
  pdfIntro: (name: string, date: string) =>
    `Export aller Daten von ${name} aus dem Kundenportal, erstellt am ${date}. Die vollständigen Daten stehen in daten.json (beschrieben durch schema.json) und als Tabellen in den CSV-Dateien; Dateien liegen im Ordner „dateien“.`,
  pdfCount: (label: string, count: number) => `${label}: ${count}`,
  pdfFiles: (count: number) => `Dateien: ${count}`,
  pdfCountsHeading: 'Anzahl der Datensätze',
  pdfPersonsHeading: 'Personen im Haushalt',
  pdfContractsHeading: 'Verträge',
  /** The record types of daten.json (server db/customer-data.ts) as the overview names them. */
  recordTypes: {
    konto: 'Konto und Einwilligungen',
    sitzungen: 'Anmeldungen und Geräte',
    passkeys: 'Passkeys',
    personen: 'Personen',
    adressen: 'Adressen',
    bankverbindungen: 'Bankverbindungen',
    vorsorgeangaben: 'Vorsorgeangaben',
    vertraege: 'Verträge',
    erinnerungen: 'Erinnerungen',
    ansprechpartner: 'Ansprechpartner',
    ansprechpartner_vertraege: 'Ansprechpartner zu Verträgen',
    dokumente: 'Dokumente',
    anfragen_und_schadenmeldungen: 'Anfragen und Schadenmeldungen',
    unterschriebene_formulare: 'Unterschriebene Formulare',
    bestandsuebertragungen: 'Bestandsübertragungen',
    bestandsuebertragung_vertraege: 'Verträge der Bestandsübertragungen',
    bestandsuebertragung_verlauf: 'Verlauf der Bestandsübertragungen',
    chat_nachrichten: 'Chat-Nachrichten',
    chat_zuletzt_gesehen: 'Chat zuletzt gesehen',
    empfehlungen: 'Empfehlungen',
    empfehlungspraemien: 'Empfehlungsprämien',
    bewertung: 'App-Bewertung',
    benachrichtigungsregeln: 'Benachrichtigungen',
    push_abonnements: 'Push-Benachrichtigungen',
    notfallkontakt: 'Notfallkontakt',
    aenderungen_durch_berater: 'Änderungen durch Deinen Berater',
  } as Record<string, string>,
} as const;
