import { commonTexts } from './common';
import { formTexts } from './form';
import { pdfViewerTexts } from './pdf-viewer';

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
  unknownKategorie: commonTexts.unknownCategory,
  unknownField: 'Dieses Feld ist unbekannt.',
  fieldTwice: 'Dieses Feld darf nur einmal vorkommen.',
  nameTooLong: (max: number) => `Der Dateiname darf höchstens ${max} Zeichen lang sein.`,
  nameInvalid: 'Der Dateiname darf keine Steuerzeichen und keine Schrägstriche enthalten.',
  /** Every upload's and rename's file name (issue 27): no bidi controls; no form of address, both sides use it. */
  nameDirectionControl:
    'Der Dateiname enthält unsichtbare Zeichen, die die Schreibrichtung ändern. Bitte die Datei ohne diese Zeichen umbenennen.',
  keepExtension: (extension: string) => `Die Dateiendung .${extension} muss erhalten bleiben.`,
  // Ours: the documents screens (spec section 2 names them, not their labels). Test hooks for e2e.
  heading: 'Dokumente',
  intro:
    'Alle Unterlagen Deines Haushalts an einem Ort: Deine eigenen und die, die Dein Berater für Dich bereitstellt.',
  personFilter: 'Person',
  allPersons: 'alle',
  sortLabel: 'Sortieren nach',
  /** Under the sort of the grouped list (issue 27): within what the sort orders. */
  sortScope:
    'Sortiert wird innerhalb jedes Ordners; die Ordner stehen in der Reihenfolge ihres ersten Dokuments.',
  sortOptions: {
    'created_at:desc': 'Neueste zuerst',
    'created_at:asc': 'Älteste zuerst',
    'name:asc': 'Name (A–Z)',
    'name:desc': 'Name (Z–A)',
    'size:desc': 'Größte zuerst',
    'size:asc': 'Kleinste zuerst',
  },
  approvalsHeading: 'Freigaben Deines Beraters',
  ownHeading: 'Deine Dokumente',
  noDirectory: 'Ohne Ordner',
  countLabel: (count: number) => (count === 1 ? '1 Dokument' : `${count} Dokumente`),
  showMore: (count: number) => `${count} weitere anzeigen`,
  uploadButton: 'Dokument hochladen',
  cameraButton: 'Foto aufnehmen',
  dropHint: 'oder Dateien hierher ziehen',
  dropActive: 'Dateien hier ablegen',
  uploadNotPermitted: 'Dokumente hochladen kann nur Dein Berater für Dich.',
  open: (name: string) => `${name} öffnen`,
  download: 'Herunterladen',
  downloadOf: (name: string) => `${name} herunterladen`,
  edit: 'Umbenennen',
  editOf: (name: string) => `${name} umbenennen oder verschieben`,
  remove: 'Löschen',
  removeOf: (name: string) => `${name} löschen`,
  fromAdviser: 'Von Deinem Berater',
  signedForm: 'Unterschrieben',
  uploadedOn: (date: string) => `vom ${date}`,
  ofPerson: (name: string) => `für ${name}`,
  // The upload modal and the queue.
  uploadDialogTitle: 'Dokument hochladen',
  editDialogTitle: 'Dokument umbenennen',
  nameLabel: 'Dateiname',
  mainDirectoryLabel: 'Ordner',
  subDirectoryLabel: 'Unterordner',
  chooseDirectory: formTexts.choose,
  ownerLabel: 'Gehört zu',
  confirmUpload: 'Hochladen',
  queueHeading: 'Uploads',
  queueWaiting: 'Wartet auf Bestätigung',
  queueProgress: (sent: string, size: string) => `${sent} von ${size}`,
  cancelUpload: (name: string) => `Upload von ${name} abbrechen`,
  stateUploaded: 'Hochgeladen',
  stateCancelled: 'Abgebrochen',
  stateError: 'Fehler',
  failedHeading: 'Nicht hochgeladen:',
  failedEntry: (name: string, error: string) => `${name}: ${error}`,
  cancelledCount: (count: number) =>
    count === 1 ? 'Ein Upload wurde abgebrochen.' : `${count} Uploads wurden abgebrochen.`,
  // Rename and delete.
  deleteTitle: 'Dokument löschen?',
  deleteQuestion: (name: string) =>
    `Möchtest Du „${name}“ wirklich löschen? Das lässt sich nicht rückgängig machen.`,
  deleteConfirm: 'Endgültig löschen',
  deleted: 'Das Dokument wurde gelöscht.',
  // The viewer.
  viewerClose: 'Schließen',
  viewerLoading: pdfViewerTexts.loading,
  viewerFailed: 'Das Dokument konnte nicht geladen werden.',
  personDocumentsHeading: 'Dokumente dieser Person',
} as const;
