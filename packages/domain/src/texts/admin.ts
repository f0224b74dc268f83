/** Ours: the operator's messages of `npm run admin -- provide-document` (README, "Administration"). */
export const adminTexts = {
  provideUsage: 'provide-document braucht --customer und --file',
  customerUnknown: (email: string) => `Kein Konto mit der E-Mail-Adresse ${email}`,
  noAdviser: (email: string) =>
    `Das Konto ${email} hat keinen Berater, der ihm ein Dokument bereitstellen könnte.`,
  fileMissing: (file: string) => `Die Datei ${file} gibt es nicht.`,
  notAFile: (file: string) => `${file} ist keine Datei.`,
  contentMismatch: (file: string, extension: string) =>
    `Der Inhalt von ${file} passt nicht zur Dateiendung .${extension}.`,
  unknownDirectory: (directory: string) =>
    `Den Ordner "${directory}" gibt es nicht: erlaubt sind Hauptordner/Unterordner aus GET /api/documents/categories, z. B. Versicherungen/Kfz.`,
  kategorieNotBerater: (kategorie: string) =>
    `Bereitgestellte Dokumente haben die Kategorie berater, nicht "${kategorie}": eigene Dokumente lädt der Kunde selbst hoch.`,
  provided: (name: string, email: string, size: string) =>
    `Dokument bereitgestellt: ${name} (${size}) für ${email}, in den Freigaben des Kunden.`,
  unknownAdviserDocument: (key: string) =>
    `Unbekanntes Beraterdokument: ${key} (maklervollmacht, einwilligungserklaerung oder erstinformation)`,
} as const;
