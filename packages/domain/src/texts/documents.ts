/** Texts of the documents screens and API (spec sections 2, 5 and 8): the spec's own texts verbatim. */
export const documentTexts = {
  unsupportedType: (file: string) => `Dateityp wird nicht unterstützt (${file})`,
  maxSize: (size: string) => `Die Maximale Dateigröße ist ${size}`,
  unknownError: 'Ein unbekannter Fehler ist aufgetreten',
  /** A 422 entry's text as the web app shows it. */
  fileError: (part: string) => `Die Datei ${part}`,
  uploaded: 'Das Dokument wurde erfolgreich hochgeladen.',
  requestFailed: 'Dokumenten anfrage Fehlgeschlagen',
  listFailed: 'Das Abfragen der Dokumente ist fehlgeschlagen.',
  categoriesFailed: 'Das Abfragen der Kategorien ist fehlgeschlagen.',
  /** Ours: the rename/directory modal's rules (spec section 5 names them, not their texts). */
  nameRequired: 'Bitte gib einen Dateinamen ein.',
  directoryRequired: 'Bitte wähle einen Ordner aus.',
} as const;
