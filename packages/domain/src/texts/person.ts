/** Texts of the persons screens and API, verbatim from the spec (spec sections 2 and 8; typo included). */
export const personTexts = {
  created: 'Die Person wurder erfolgreich erstellt.',
  updated: 'Die Personendaten wurden aktualisiert.',
  deleted: 'Die Person wurde erfolgreich gelöscht.',
  notDeletable: 'Diese Person kann nicht gelöscht werden.',
  mainNotDeletable: 'Die Hauptperson kann nicht gelöscht werden.',
  releasedNotDeletable: 'Eine freigegebene Person kann nicht gelöscht werden.',
  complete: 'Vollständig',
  incomplete: 'Unvollständig',
  saveError: 'Es ist ein Fehler beim Speichern aufgetreten',
  changesSubmitted: 'Die Änderungen wurden übermittelt.',
} as const;
