/** Ours: what `npm run admin -- backup` and `restore` tell the operator (README, "Administration", ADR 308). */
export const backupTexts = {
  usage: `  npm run admin -- backup --to <verzeichnis>
    sichert Datenbank, Dateien und (aus DATA_DIR) die Schlüssel in ein leeres Verzeichnis, mit Prüfsummen; läuft neben dem Portal
  npm run admin -- restore --from <verzeichnis>
    stellt eine Sicherung in eine leere Instanz wieder her und prüft jede Prüfsumme vorher und nachher`,
  needsTo: 'backup braucht --to <verzeichnis>',
  needsFrom: 'restore braucht --from <verzeichnis>',
  targetNotEmpty: (dir: string) =>
    `Das Verzeichnis ${dir} ist nicht leer: eine Sicherung kommt in ein neues oder leeres Verzeichnis.`,
  targetUnwritable: (dir: string, reason: string) =>
    `In das Verzeichnis ${dir} kann nicht geschrieben werden (${reason}).`,
  unreadable: (dir: string) =>
    `${dir} ist keine lesbare Sicherung: manifest.json fehlt oder ist nicht lesbar.`,
  manifestInvalid: (dir: string, detail: string) =>
    `Die manifest.json in ${dir} ist keine Sicherung des Kundenportals (${detail}).`,
  fileMissing: (file: string) => `Die Datei ${file} der Sicherung fehlt.`,
  checksumMismatch: (file: string) =>
    `Prüfsumme falsch: ${file} ist nicht mehr, was gesichert wurde (verändert oder beschädigt). Nichts wiederhergestellt.`,
  /** Restore: a file that differs on its way into the store (after the database was written). */
  storedMismatch: (file: string) =>
    `Prüfsumme falsch beim Schreiben: ${file} ist nicht mehr, was gesichert wurde (verändert oder beschädigt).`,
  restoredMismatch: (file: string) => `Nach der Wiederherstellung stimmt die Prüfsumme von ${file} nicht.`,
  countMismatch: (table: string, expected: number, found: number) =>
    `Nach der Wiederherstellung hat die Tabelle ${table} ${found} Zeilen statt ${expected}.`,
  databaseNotEmpty: (where: string) =>
    `Die Datenbank (${where}) ist nicht leer: wiederhergestellt wird nur in eine leere Instanz.`,
  blobStoreNotEmpty: (where: string) =>
    `Der Dateispeicher (${where}) ist nicht leer: wiederhergestellt wird nur in eine leere Instanz.`,
  kindMismatch: (backup: string, target: string) =>
    `Die Sicherung ist eine ${backup}-Datenbank, das Ziel ist ${target}: bitte DATABASE_URL passend setzen (oder weglassen für PGlite).`,
  socketPathTooLong: (socket: string) =>
    `Der Pfad ${socket} ist für einen Unix-Socket zu lang: bitte ein kürzeres DATA_DIR verwenden.`,
  snapshotFailed: (reason: string) =>
    `Das laufende Portal konnte keinen Datenbank-Schnappschuss liefern (${reason}).`,
  toolMissing: (tool: string, major: number) =>
    `${tool} für PostgreSQL ${major} fehlt: bitte apt-get install postgresql-client-${major} (oder eine neuere Version).`,
  toolFailed: (tool: string, detail: string) => `${tool} ist fehlgeschlagen: ${detail}`,
  backupAborted: (reason: string) =>
    `Sicherung abgebrochen (${reason}); das Verzeichnis ist wieder leer. Bitte die Ursache beheben und erneut sichern.`,
  restoreNotStarted: (reason: string) => `Wiederherstellung nicht begonnen (${reason}); nichts geschrieben.`,
  restoreAborted: (reason: string) =>
    `Wiederherstellung abgebrochen (${reason}). Das Ziel ist nicht mehr leer: bitte Datenbank und Dateispeicher leeren und erneut wiederherstellen.`,
  /** Any refusal once the database is written: the target is no longer empty (ADR 311). */
  targetWritten: (message: string) =>
    `${message} Wiederherstellung abgebrochen: das Ziel ist nicht mehr leer, bitte Datenbank und Dateispeicher leeren und erneut wiederherstellen.`,
  pgliteMajorMismatch: (backup: string, portal: string) =>
    `Die Sicherung ist ein PGlite-Datenordner von PostgreSQL ${backup}, das PGlite dieses Portals öffnet nur PostgreSQL ${portal}: bitte mit der Portal-Version wiederherstellen, die gesichert hat (oder die Daten über eine PostgreSQL-Sicherung umziehen). Nichts geschrieben.`,
  schemaUnknown: (version: string) =>
    `Die Sicherung hat den Datenbankstand ${version}, den diese Version des Portals nicht kennt (neuer oder fremd): bitte mit der Portal-Version wiederherstellen, die gesichert hat (oder einer neueren). Nichts geschrieben.`,
  noDatabase: (dir: string) =>
    `In ${dir} ist keine Datenbank: bitte DATA_DIR prüfen (das Verzeichnis, in dem das Portal läuft). Nichts gesichert.`,
  notPortalDatabase: (where: string) =>
    `Die Datenbank (${where}) ist keine Datenbank des Kundenportals (keine Migrationen): bitte DATABASE_URL prüfen. Nichts gesichert.`,
  /** The PGlite is held (its lock taken) by a process that does not answer on admin.sock yet. */
  databaseBusy: (dir: string) =>
    `Die Datenbank ${dir} wird gerade von einem anderen Prozess geöffnet (ein startendes Portal oder eine andere Sicherung): bitte in einer Minute erneut versuchen.`,
  /** `npm start` on a DATA_DIR whose PGlite another process holds (its socket answers). */
  databaseHeld: (dir: string) =>
    `Die Datenbank ${dir} ist schon geöffnet (ein laufendes Portal oder npm run admin -- backup): PGlite hat nur einen Besitzer. Nicht gestartet.`,
  /** The removal hold (ADR 335) ended before the files were copied: the portal ended or the connection broke. */
  holdLost:
    'Während die Dateien kopiert wurden, endete das Zurückhalten gelöschter Dateien (das Portal wurde beendet oder die Datenbankverbindung brach ab): der Sicherung könnten Dateien fehlen, die ihr Schnappschuss nennt. Nichts gesichert; bitte erneut sichern.',
  /** Progress and results on stdout. */
  snapshotFromServer: 'Datenbank: Schnappschuss vom laufenden Portal (PGlite).',
  snapshotOwn: 'Datenbank: PGlite direkt gelesen (kein Portal läuft auf diesem DATA_DIR).',
  dumped: (tool: string) => `Datenbank: ${tool} (Custom-Format, ein Schnappschuss).`,
  backupDone: (dir: string, tables: number, rows: number, files: number, bytes: string) =>
    `Sicherung fertig: ${dir} — ${tables} Tabellen, ${rows} Zeilen, ${files} Dateien (${bytes}).`,
  keysIncluded: (names: string) =>
    `Schlüssel aus DATA_DIR in der Sicherung: ${names}. Die Sicherung so geheim halten wie die Schlüssel selbst.`,
  keysOutside: (names: string) =>
    `Nicht in der Sicherung (aus der Umgebung): ${names} — getrennt aufbewahren, ohne sie sind Sitzungen bzw. Bankdaten verloren.`,
  verifiedBefore: (files: number) => `Prüfsummen vorher in Ordnung: ${files} Dateien.`,
  restoreDone: (tables: number, rows: number, files: number) =>
    `Wiederherstellung fertig und geprüft: ${tables} Tabellen, ${rows} Zeilen, ${files} Dateien, jede Prüfsumme stimmt.`,
  keysRestored: (names: string) => `Schlüssel nach DATA_DIR geschrieben: ${names}.`,
  keysOverridden: (names: string) =>
    `Nicht benutzt, solange die Variable in der Umgebung gesetzt ist: ${names} — für die gesicherten Daten die Variable entfernen (oder auf den gesicherten Schlüssel setzen).`,
} as const;
