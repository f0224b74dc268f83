import { errorCatalogue } from '../errors/error-codes';
import { workspaceAgencyTexts } from './workspace-agency';

/** German texts of the Notfallkarte (issue 32). Ours. */
export const notfallkarteTexts = {
  intro:
    'Die wichtigsten Nummern für den Notfall: deine Verträge mit Versicherungsnummer und Schadenhotline.',
  noContracts: 'Für diese Person sind keine Verträge für den Notfall hinterlegt.',
  number: 'Versicherungsnummer',
  hotline: 'Schadenhotline',
  noHotline: 'Keine Schadenhotline hinterlegt – frag deinen Berater.',
  adviser: 'Dein Berater',
  phone: 'Telefon',
  mobile: 'Mobil',
  noAdviser: errorCatalogue.adviser_required.message,
  contact: {
    title: 'Notfallkontakt',
    intro: 'Wen sollen Helfer im Notfall anrufen? Nur du kannst deinen Notfallkontakt eintragen.',
    none: 'Du hast noch keinen Notfallkontakt eingetragen.',
    name: 'Name',
    phone: 'Telefon',
    nameRequired: 'Bitte gib den Namen deines Notfallkontakts ein.',
    nameTooLong: (max: number) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
    phoneRequired: 'Bitte gib die Telefonnummer deines Notfallkontakts ein.',
    invalidText: workspaceAgencyTexts.invalidText,
    save: 'Notfallkontakt speichern',
    change: 'Notfallkontakt ändern',
    remove: 'Notfallkontakt entfernen',
    saved: 'Dein Notfallkontakt wurde gespeichert.',
    removed: 'Dein Notfallkontakt wurde entfernt.',
  },
  offline: {
    title: 'Offline verfügbar',
    intro:
      'Speichere die Notfallkarte auf diesem Gerät, dann öffnet sie sich auch ohne Verbindung. Bei jedem Besuch mit Verbindung wird sie aktualisiert; beim Abmelden wird sie gelöscht.',
    enable: 'Offline verfügbar machen',
    disable: 'Offline-Kopie entfernen',
    kept: 'Die Notfallkarte ist auf diesem Gerät gespeichert.',
    enabled: 'Die Notfallkarte ist jetzt offline verfügbar.',
    removed: 'Die Offline-Kopie der Notfallkarte wurde entfernt.',
    stand: (date: string, time: string) => `Stand: ${date}, ${time} Uhr`,
    shown: 'Du bist offline. Das ist die auf diesem Gerät gespeicherte Notfallkarte.',
    none: 'Du bist offline, und auf diesem Gerät ist keine Notfallkarte gespeichert. Öffne sie einmal mit Verbindung und wähle „Offline verfügbar machen“.',
    open: 'Gespeicherte Notfallkarte öffnen',
  },
  pdf: {
    download: 'Karte für den Geldbeutel (PDF)',
    title: 'Notfallkarte',
    subtitle: (household: string, date: string) => `${household} · Stand: ${date}`,
    number: (nummer: string) => `Nr. ${nummer}`,
    hotline: (number: string) => `Schaden: ${number}`,
    adviser: 'Berater',
    contact: 'Notfallkontakt',
    emergencyNumbers: 'Notruf 112 · Polizei 110 · Sperr-Notruf 116 116',
    cutHint: 'Ausschneiden, in der Mitte falten, Rückseiten aufeinanderkleben.',
    part: (index: number, count: number) => `Karte ${index} von ${count}`,
    filename: (date: string) => `Notfallkarte-${date}.pdf`,
  },
  carAccident: {
    title: 'Nach einem Autounfall',
    steps: [
      'Unfallstelle absichern: Warnblinker an, Warnweste anziehen, Warndreieck aufstellen.',
      'Verletzten helfen und bei Verletzten den Notruf 112 wählen; die Polizei (110) rufen, wenn jemand verletzt ist, der andere Fahrer sich entfernen will oder die Schuld strittig ist.',
      'Den Europäischen Unfallbericht gemeinsam mit dem Unfallgegner ausfüllen und unterschreiben lassen; er hält fest, was geschah, ohne eine Schuld anzuerkennen.',
      'Kennzeichen, Name, Anschrift und Versicherung des Unfallgegners notieren, Zeugen und Fotos der Unfallstelle festhalten.',
      'Kein Schuldanerkenntnis abgeben und den Schaden deiner Kfz-Versicherung melden.',
    ],
  },
  burglary: {
    title: 'Nach einem Einbruch',
    steps: [
      'Nichts anfassen und die Polizei (110) rufen; die Anzeige ist Pflicht, lass dir das Aktenzeichen geben.',
      'Fotos machen und eine Liste der gestohlenen und beschädigten Sachen (Stehlgutliste) erstellen, mit Kaufbelegen, wo du sie hast; die Liste auch der Polizei geben.',
      'Den Schaden unverzüglich deiner Hausratversicherung melden, spätestens innerhalb einer Woche.',
      'Gestohlene Bankkarten und Ausweise sofort sperren lassen (Sperr-Notruf 116 116).',
    ],
  },
} as const;
