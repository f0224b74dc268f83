import { workspaceAgencyTexts } from './workspace-agency';

type Id = string | number;

/** Ours: the operator's usage text, messages and output of `npm run admin` (README, "Administration"). */
export const adminTexts = {
  /** The start refused: DEV_TOOLS on a portal that is not local, without its key (ADR 314). */
  devToolsNeedsToken:
    'DEV_TOOLS: braucht DEV_TOOLS_TOKEN (mindestens 32 Zeichen), außer auf einem lokalen Portal (PUBLIC_URL auf localhost, 127.0.0.1 oder [::1], nicht NODE_ENV=production)',
  usage: `Aufruf:
  npm run admin -- invite --email <adresse> --agent <berater-id oder registrierungscode> [--first-name <vorname>] [--last-name <nachname>]
  npm run admin -- sso-token --email <adresse>
  npm run admin -- provide-document --customer <adresse> --file <pfad> [--directory <Hauptordner/Unterordner>] [--kategorie berater] [--key maklervollmacht|einwilligungserklaerung|erstinformation]
    stellt dem Kunden eine Datei seines Beraters bereit (Freigabe, nur lesbar); die Kategorie ist immer berater
  npm run admin -- branding --agent <berater-id oder registrierungscode> [--logo <bild>] [--photo <bild>]
      [--primary '#1f5f4a'] [--on-primary '#fff'] [--text '#1a1f24'] [--background '#f3f5f7'] [--surface '#fff']
      [--font system|humanist|geometric|serif] [--radius 0-16] [--reset]
    setzt Logo, Foto und Farben des Beraters; zu geringer Kontrast (WCAG AA) wird mit dem Farbpaar abgelehnt
  npm run admin -- legal --agent <berater-id oder registrierungscode> --key nutzungsbedingungen|datenschutz (--file <text.md> | --remove)
    setzt den eigenen Rechtstext des Beraters (Markdown) oder stellt den Standardtext wieder her
  npm run admin -- form --agent <berater-id oder registrierungscode> --key <schluessel> --file <vorlage.md>
    installiert ein Formular des Beraters (Markdown mit Feldern); eine geänderte Vorlage wird die nächste Version
  npm run admin -- verify-audit
    prüft die Hash-Ketten der unterschriebenen Formulare und nennt das erste gebrochene Glied
  npm run admin -- referral-tiers --agent <berater-id oder registrierungscode> --tiers 1:25,3:50
    setzt die Auszahlungsstufen des Beraters (ab Anzahl erfolgreicher Empfehlungen: Euro je Empfehlung)
  npm run admin -- referral-confirm --email <adresse des empfohlenen kunden> --voucher amazon|paypal|wunschgutschein [--bonus <euro>]
    bestätigt eine Empfehlung und legt ihre Auszahlung nach den Stufen an
  npm run admin -- referral-payout --email <adresse des empfohlenen kunden>
    zahlt den Gutschein einer bestätigten Empfehlung aus und benachrichtigt den Empfehlenden
  npm run banking:rotate   (npm run admin -- banking-rotate)
    verschlüsselt alle Bankdaten mit dem ersten Schlüssel von BANKING_KEYS neu (Schlüsselwechsel, README)`,
  bankingRotated: (n: {
    konten: number;
    umsaetze: number;
    regeln: number;
    entscheidungen: number;
    bankverbindungen: number;
  }) =>
    `Neu verschlüsselt: ${n.konten} Konten, ${n.umsaetze} Umsätze, ${n.regeln} Kategorieregeln, ${n.entscheidungen} Vorschlagsentscheidungen, ${n.bankverbindungen} Bankverbindungen der Personen.`,
  /** The aggregator's sealed rows (ADR 270), printed only when there were some. */
  bankingAggregatorRotated: (rows: number) => `Neu verschlüsselt: ${rows} Einträge der Bankzugänge (finAPI).`,
  /** What `npm start` prints once the server listens (the operator's console). */
  startup: {
    running: (url: string) => `Kundenportal läuft: ${url}`,
    database: (where: string, seeded: boolean) =>
      `Datenbank: ${where}${seeded ? ' (Demodaten angelegt)' : ''}`,
    pglite: (dir: string) => `PGlite in ${dir}`,
    demoLogins: 'Demo-Zugänge:',
    workspaceLogins: (url: string) => `Beraterbereich (${url}):`,
    secondAgencyCustomer: (login: string) => `  Kunde der zweiten Agentur: ${login}`,
  },
  /** `<command> braucht <options>`: a required option is missing. */
  needs: (command: string, options: string) => `${command} braucht ${options}`,
  emailInvalid: (email: string) => `Keine gültige E-Mail-Adresse: ${email}`,
  /** An adviser looked up by number or sign-up code (legal, branding). */
  agentUnknown: (ref: string) => `Kein Berater mit der Nummer oder dem Code ${ref}`,
  inviteAgentUnknown: (ref: string) => `Kein Berater mit Id oder Registrierungscode "${ref}"`,
  emailTaken: (email: string) => `Die E-Mail-Adresse ${email} ist schon vergeben`,
  legalKeyUnknown: (key: string) => `Unbekannter Rechtstext: ${key} (nutzungsbedingungen oder datenschutz)`,
  legalTooLong: workspaceAgencyTexts.legalTooLong,
  legalEmpty: 'Der Text ist leer oder enthält Zeichen, die kein Text sind.',
  agentNotFound: (ref: string) => `Keinen Berater mit der ID oder dem Code „${ref}“ gefunden.`,
  tierInvalid: (part: string) =>
    `„${part}“ ist keine Stufe der Form anzahl:euro (z. B. 1:25 oder 3:12.50; Stufen durch Komma getrennt).`,
  tierBelowOne: 'Eine Stufe beginnt bei mindestens 1 Empfehlung.',
  tierTwice: 'Jede Anzahl darf nur eine Stufe haben.',
  referralUnknown: (email: string) => `Keine Empfehlung für ${email} gefunden.`,
  voucherUnknown: (voucher: string, allowed: string) =>
    `„${voucher}“ ist kein Gutschein. Erlaubt: ${allowed}.`,
  unknownCommand: (command: string) => `Unbekannter Befehl: ${command}`,
  noCommand: 'Kein Befehl angegeben',
  bonusInvalid: '--bonus ist ein Euro-Betrag ab 0',
  ssoSecretMissing: 'SSO_SECRET ist nicht gesetzt: ohne ihn gibt es kein Single Sign-on',
  ssoLinkValidity: 'Der Link gilt 2 Minuten und funktioniert einmal.',
  legalSaved: (key: string, agentId: Id, version: Id) =>
    `Rechtstext ${key} von Berater ${agentId} gespeichert (Version ${version})`,
  legalRemoved: (key: string, agentId: Id) =>
    `Rechtstext ${key} von Berater ${agentId} entfernt: es gilt der Standardtext`,
  formInstalled: (r: { key: string; title: string; fields: number; agentId: Id; version: number }) =>
    `Formular ${r.key} („${r.title}“, ${r.fields} Felder) von Berater ${r.agentId} installiert: Version ${r.version}`,
  formUnchanged: (key: string, agentId: Id, version: number) =>
    `Formular ${key} von Berater ${agentId} ist unverändert: Version ${version}`,
  auditChanged: (seq: number, id: Id | null) => `Eintrag ${seq} (${id}) wurde verändert`,
  auditMissing: (seq: number) => `Eintrag ${seq} fehlt (gelöscht)`,
  auditHeadMismatch: (seq: number) => `der Kopf der Kette passt nicht zu Eintrag ${seq}`,
  auditBroken: (agentId: Id, what: string) => `Prüfkette von Berater ${agentId} gebrochen: ${what}.`,
  auditIntact: (records: number, agents: number) =>
    `Prüfketten in Ordnung: ${records} Einträge von ${agents} Beratern geprüft.`,
  referralTiers: (agentId: Id, tiers: string) => `Auszahlungsstufen von Berater ${agentId}: ${tiers}`,
  referralTier: (minCount: number, euros: string) => `ab ${minCount}: ${euros} €`,
  referralConfirmed: (referralId: Id, euros: string) =>
    `Empfehlung ${referralId} bestätigt: Auszahlung ${euros} € (noch nicht ausgezahlt)`,
  referralPaid: (referralId: Id, amount: string, sent: number) =>
    `Gutschein der Empfehlung ${referralId} über ${amount} ausgezahlt; ${sent} Nachricht(en) zugestellt`,
  brandingSaved: (agentId: Id, tokens: string, logo: boolean, photo: boolean) =>
    `Branding von Berater ${agentId} gespeichert: ${tokens}; Logo: ${logo ? 'ja' : 'nein'}, Foto: ${photo ? 'ja' : 'nein'}`,
  invited: (r: { email: string; userId: Id; agentId: Id }) =>
    `Konto angelegt: ${r.email} (Benutzer ${r.userId}, Berater ${r.agentId}, inaktiv bis zur Aktivierung)`,
  inviteDelivered: (expiresAt: string, sent: number, via: string | null) =>
    `Aktivierungs-Mail gültig bis ${expiresAt}; ${sent} Nachricht(en) zugestellt ${via === null ? 'über SMTP' : `als Datei in ${via}`}`,
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
  /** The test clock's refusal (POST /api/test/clock, TEST_CLOCK=true only). */
  testClockNotATime: 'Bitte gib einen Zeitpunkt im ISO-Format an.',
} as const;
