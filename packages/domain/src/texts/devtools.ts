import type { DependencyKey, DependencyState } from '../devtools/devtools-api';

/** German texts of the diagnostics page (issue 34, ADR 312/313): the spec's developer screen. Ours. */
export const devtoolsTexts = {
  intro:
    'Für Betrieb und Entwicklung: ob jede Abhängigkeit antwortet und wie schnell, welcher Stand läuft, und für eine Test-Anmeldung der Schalter „hasMakler“.',
  dependencies: 'Abhängigkeiten',
  dependency: {
    database: 'Datenbank (Primary)',
    databaseStandby: 'Datenbank (Standby)',
    objectStore: 'Dateiablage',
    mail: 'E-Mail-Versand',
    push: 'Push-Benachrichtigungen',
  } satisfies Record<DependencyKey, string>,
  state: {
    up: 'Erreichbar',
    down: 'Nicht erreichbar',
    off: 'Nicht eingerichtet',
    warn: 'Auffällig',
  } satisfies Record<DependencyState, string>,
  target: 'Ziel',
  latency: 'Antwortzeit',
  latencyMs: (ms: number) => `${ms.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ms`,
  notAsked: '–',
  checkAgain: 'Erneut prüfen',
  checkedAt: (time: string) => `Geprüft um ${time} Uhr`,
  build: 'Version und Laufzeit',
  version: 'Version',
  apiVersion: 'API-Version',
  commit: 'Commit',
  builtAt: 'Gebaut am',
  node: 'Node.js',
  startedAt: 'Gestartet am',
  uptime: 'Laufzeit',
  databaseKind: 'Datenbank',
  databaseKinds: { pglite: 'PGlite (eingebettet)', postgres: 'PostgreSQL' },
  unknown: 'unbekannt',
  fromSource: 'aus dem Quelltext gestartet',
  account: 'Test-Anmeldung',
  hasMakler: 'hasMakler (mit Berater verbunden)',
  hasMaklerOn: 'Die Verbindung zum Berater ist eingeschaltet.',
  hasMaklerOff: 'Die Verbindung zum Berater ist ausgeschaltet.',
  toggleRefused: 'Der Schalter geht nur auf einem lokalen Portal (localhost), nie im Betrieb.',
  accountUnknown:
    'Kein Schalter: nur mit dem Schlüssel geöffnet (ohne Anmeldung), oder die Datenbank hat nicht geantwortet.',
  tokenHeading: 'Entwickler-Schlüssel',
  tokenNeeded: 'Diese Seite braucht den Entwickler-Schlüssel (DEV_TOOLS_TOKEN).',
  tokenLabel: 'Schlüssel',
  tokenSubmit: 'Anmelden',
  tokenWrong: 'Der Schlüssel stimmt nicht.',
  absent: 'Die Diagnose ist auf diesem Server nicht eingeschaltet (DEV_TOOLS).',

  // The server's detail lines.
  answered: 'antwortet',
  answeredBy: (server: string) => `antwortet: ${server}`,
  noAnswer: (reason: string) => `keine Antwort: ${reason}`,
  timedOut: (ms: number) => `keine Antwort nach ${ms} ms`,
  standbyInRecovery: (lagSeconds: number | null) =>
    lagSeconds === null
      ? 'antwortet, im Recovery-Modus (noch nichts wiederholt)'
      : `antwortet, im Recovery-Modus, Rückstand ${lagSeconds.toLocaleString('de-DE', { maximumFractionDigits: 1 })} s`,
  standbyPromoted: 'antwortet, ist aber kein Standby mehr (nicht im Recovery-Modus)',
  standbyNotStreaming: 'antwortet, im Recovery-Modus, empfängt aber nichts vom Primary',
  standbyOff: 'DATABASE_STANDBY_URL ist nicht gesetzt',
  pgliteEmbedded: 'eingebettet in diesem Prozess',
  diskStore: 'Ordner DATA_DIR/files',
  outboxFolder: 'Ordner DATA_DIR/outbox',
  outboxWritable: 'SMTP_URL nicht gesetzt: Mails werden als .eml-Dateien abgelegt; Ordner beschreibbar',
  pushReady: (subject: string) => `VAPID-Schlüssel vorhanden, Absender ${subject}`,
  pushMissing: 'keine VAPID-Schlüssel',
  pushTarget: 'Push-Dienste der Browser (Web Push)',
  uptimeText: (seconds: number) => {
    const days = Math.floor(seconds / 86_400);
    const hours = Math.floor((seconds % 86_400) / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    return [days ? `${days} d` : '', days || hours ? `${hours} h` : '', `${minutes} min`]
      .filter(Boolean)
      .join(' ');
  },
} as const;
