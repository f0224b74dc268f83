import { routeTitleTexts } from './route-titles';

/**
 * Texts of the signature check (issue 27, mission row 33): the public page #/pruefen, the workspace's
 * check and the 422 entries of POST /api/signaturen/pruefen. Ours: the spec names no such page.
 */
export const signatureTexts = {
  title: routeTitleTexts.signatureCheck,
  intro:
    'Prüfe, ob ein im Kundenportal unterschriebenes Dokument unverändert ist: wähle die PDF-Datei aus oder gib die Dokument-ID und die Prüfsumme aus der Fußzeile des Dokuments ein.',
  workspaceIntro:
    'Prüfen Sie, ob ein im Kundenportal unterschriebenes Dokument unverändert ist: PDF-Datei auswählen oder Dokument-ID und Prüfsumme aus der Fußzeile eingeben.',
  fileLegend: 'PDF-Datei prüfen',
  fileLabel: 'Unterschriebene PDF-Datei',
  fileHint: 'Datei hierher ziehen oder auswählen (nur PDF, höchstens 25 MB).',
  fileButton: 'PDF-Datei auswählen',
  idLegend: 'Oder mit Dokument-ID und Prüfsumme prüfen',
  idLabel: 'Dokument-ID',
  hashLabel: 'Prüfsumme (SHA-256 des Inhalts)',
  submitFile: 'Datei prüfen',
  submitId: 'Angaben prüfen',
  checking: 'Wird geprüft …',
  resultHeading: 'Ergebnis',
  unchanged: 'Das Dokument ist unverändert.',
  unchangedDetail: 'Es entspricht genau dem, was unterschrieben wurde.',
  altered: 'Das Dokument wurde verändert.',
  alteredDetail:
    'Es gibt sich als unterschriebenes Dokument des Kundenportals aus, stimmt aber nicht mit dem unterschriebenen Original überein.',
  unknown: 'Das Dokument ist unbekannt.',
  unknownDetail:
    'Zu dieser Datei oder diesen Angaben ist kein im Kundenportal unterschriebenes Dokument bekannt.',
  form: 'Formular',
  version: 'Version',
  signedBy: 'Unterschrieben von',
  signedAt: 'Unterschrieben am',
  signedAtValue: (dateTime: string) => `${dateTime} Uhr`,
  failed: 'Die Prüfung ist fehlgeschlagen. Bitte erneut versuchen.',
  loginLink: 'Zum Login',
  footerLink: routeTitleTexts.signatureCheck,
  /** 422 entries of the check (no 'Du' or 'Sie': the workspace shows them too). */
  fileMissing: 'Bitte eine PDF-Datei auswählen oder Dokument-ID und Prüfsumme eingeben.',
  notPdf: 'Nur PDF-Dateien können geprüft werden.',
  bothGiven: 'Bitte entweder eine Datei oder Dokument-ID und Prüfsumme prüfen, nicht beides.',
  idRequired: 'Bitte die Dokument-ID eingeben.',
  idInvalid: 'Die Dokument-ID besteht aus 32 Hexadezimalzeichen mit Bindestrichen (wie in der Fußzeile).',
  hashRequired: 'Bitte die Prüfsumme eingeben.',
  hashInvalid: 'Die Prüfsumme besteht aus 64 Hexadezimalzeichen (SHA-256, wie in der Fußzeile).',
} as const;
