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
  /** Ours: 422 entries of the upload (shown after 'Die Datei '), and of the update. */
  hashMismatch: 'kam nicht vollständig an (Prüfsumme weicht ab). Bitte lade sie erneut hoch.',
  hashInvalid: 'hat keine gültige Prüfsumme (SHA-256, 64 Hexadezimalzeichen).',
  fileMissing: 'fehlt. Bitte wähle eine Datei aus.',
  unknownDirectory: 'Diesen Ordner gibt es nicht.',
  unknownKategorie: 'Diese Kategorie gibt es nicht.',
  unknownField: 'Dieses Feld ist unbekannt.',
  nameTooLong: (max: number) => `Der Dateiname darf höchstens ${max} Zeichen lang sein.`,
  nameInvalid: 'Der Dateiname darf keine Steuerzeichen und keine Schrägstriche enthalten.',
  keepExtension: (extension: string) => `Die Dateiendung .${extension} muss erhalten bleiben.`,
} as const;
