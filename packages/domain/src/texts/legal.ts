/**
 * The portal's terms of use and privacy policy (spec section 2: the terms and privacy modals, the
 * /app/nutzungsbedingungen and /app/datenschutz pages). These are the default texts, shown until an
 * adviser's own texts exist; they are plain structured text (headings, paragraphs, lists), no markup.
 */
export type TextSection = {
  heading: string;
  paragraphs: readonly string[];
  /** A list after the paragraphs (e.g. the rights of the data subject). */
  items?: readonly string[];
};

export type TextDocument = {
  title: string;
  intro: string;
  sections: readonly TextSection[];
};

export type LegalDocumentKey = 'nutzungsbedingungen' | 'datenschutz';

export const defaultTermsOfUse: TextDocument = {
  title: 'Nutzungsbedingungen',
  intro:
    'Diese Nutzungsbedingungen regeln die Nutzung des Kundenportals, das Dir Dein Versicherungs- und Finanzberater zur Verfügung stellt. Mit der Registrierung erkennst Du sie an.',
  sections: [
    {
      heading: '1. Anbieter und Geltungsbereich',
      paragraphs: [
        'Anbieter des Kundenportals ist Dein Berater; seine Angaben findest Du im Impressum. Die Bedingungen gelten für die Nutzung im Browser und als installierte App.',
        'Für die Beratung selbst und für Verträge mit Versicherern oder anderen Anbietern gelten allein die jeweiligen Vereinbarungen. Das Kundenportal ersetzt keine Beratung.',
      ],
    },
    {
      heading: '2. Leistungen',
      paragraphs: [
        'Im Kundenportal kannst Du Deinen Berater erreichen, die Daten Deines Haushalts pflegen, Verträge und Dokumente einsehen und Deinem Berater Anliegen übermitteln. Welche Funktionen Dir offenstehen, legt Dein Berater fest.',
        'Die Angaben im Kundenportal dienen der Übersicht. Maßgeblich sind die Vertragsunterlagen der Versicherer und Anbieter.',
      ],
    },
    {
      heading: '3. Registrierung und Zugangsdaten',
      paragraphs: [
        'Für die Registrierung brauchst Du eine gültige E-Mail-Adresse und eine Mobilnummer, an die wir einen Bestätigungscode schicken. Deine Angaben müssen zutreffen.',
        'Halte Dein Passwort geheim und gib es nicht weiter. Wenn Du vermutest, dass jemand Deine Zugangsdaten kennt, ändere Dein Passwort sofort und informiere Deinen Berater.',
      ],
    },
    {
      heading: '4. Deine Pflichten',
      paragraphs: [
        'Du nutzt das Kundenportal nur für Deine eigenen Angelegenheiten und die Deines Haushalts, soweit Du dazu berechtigt bist. Du lädst keine Inhalte hoch, die Rechte anderer verletzen oder Schadsoftware enthalten, und greifst nicht in den Betrieb des Portals ein.',
      ],
    },
    {
      heading: '5. Verfügbarkeit',
      paragraphs: [
        'Wir bemühen uns um einen störungsfreien Betrieb. Wartung, technische Störungen oder Ereignisse außerhalb unseres Einflusses können die Nutzung zeitweise einschränken; ein Anspruch auf ständige Verfügbarkeit besteht nicht. Eilige Anliegen richte bitte telefonisch an Deinen Berater.',
      ],
    },
    {
      heading: '6. Haftung',
      paragraphs: [
        'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten und begrenzt auf den vorhersehbaren, typischen Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.',
      ],
    },
    {
      heading: '7. Kündigung',
      paragraphs: [
        'Du kannst die Nutzung jederzeit beenden und Deinen Berater bitten, Dein Konto zu löschen. Bei einem Verstoß gegen diese Bedingungen kann Dein Zugang gesperrt werden.',
      ],
    },
    {
      heading: '8. Änderungen',
      paragraphs: [
        'Ändern sich diese Bedingungen, informieren wir Dich rechtzeitig vorher im Kundenportal oder per E-Mail. Nutzt Du das Portal danach weiter, gelten die geänderten Bedingungen; darauf weisen wir Dich in der Mitteilung hin.',
      ],
    },
    {
      heading: '9. Schlussbestimmungen',
      paragraphs: [
        'Es gilt deutsches Recht. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam.',
      ],
    },
  ],
};

export const defaultPrivacyPolicy: TextDocument = {
  title: 'Datenschutzerklärung',
  intro:
    'Der Schutz Deiner Daten ist uns wichtig. Hier erfährst Du, welche personenbezogenen Daten im Kundenportal verarbeitet werden, wozu, und welche Rechte Du hast (Art. 13 DSGVO).',
  sections: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [
        'Verantwortlich für die Verarbeitung ist Dein Berater; Name und Kontaktdaten findest Du im Impressum. Fragen zum Datenschutz kannst Du jederzeit an ihn richten.',
      ],
    },
    {
      heading: '2. Welche Daten wir verarbeiten',
      paragraphs: [
        'Wir verarbeiten die Daten, die Du im Kundenportal angibst oder die für seine Nutzung nötig sind:',
      ],
      items: [
        'Registrierungs- und Kontaktdaten: Name, E-Mail-Adresse, Mobilnummer, Passwort (nur als nicht umkehrbarer Hashwert gespeichert)',
        'Daten Deines Haushalts: Personen, Geburtsdaten, Adressen, Bankverbindungen und weitere Angaben, die Du erfasst',
        'Verträge, Dokumente und Nachrichten, die Du oder Dein Berater bereitstellen',
        'Technische Daten: Zeitpunkt der Anmeldung, IP-Adresse und Angaben zum Gerät, soweit für Betrieb und Sicherheit nötig',
      ],
    },
    {
      heading: '3. Zwecke und Rechtsgrundlagen',
      paragraphs: [
        'Wir verarbeiten Deine Daten, um Dir das Kundenportal bereitzustellen und Dich zu beraten und zu betreuen (Art. 6 Abs. 1 lit. b DSGVO), um gesetzliche Pflichten zu erfüllen, etwa Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO), und um das Portal sicher zu betreiben und Missbrauch abzuwehren (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).',
        'Gesundheitsdaten und andere besondere Kategorien verarbeiten wir nur mit Deiner ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO). Eine Einwilligung kannst Du jederzeit mit Wirkung für die Zukunft widerrufen.',
      ],
    },
    {
      heading: '4. Empfänger',
      paragraphs: [
        'Deine Daten erhalten nur Dein Berater und die Dienstleister, die das Kundenportal für ihn betreiben (Hosting, E-Mail- und SMS-Versand); sie sind als Auftragsverarbeiter vertraglich gebunden. An Versicherer und andere Anbieter geben wir Daten nur weiter, soweit das für Deinen Auftrag nötig ist oder Du eingewilligt hast.',
      ],
    },
    {
      heading: '5. Speicherdauer',
      paragraphs: [
        'Wir speichern Deine Daten, solange Du das Kundenportal nutzt und die Betreuung besteht. Danach löschen wir sie, soweit keine gesetzlichen Aufbewahrungsfristen entgegenstehen. Technische Protokolle löschen wir nach kurzer Zeit.',
      ],
    },
    {
      heading: '6. Sicherheit und lokale Speicherung',
      paragraphs: [
        'Die Verbindung zum Kundenportal ist verschlüsselt. Wir setzen keine Cookies zu Werbe- oder Analysezwecken ein. Im Speicher Deines Browsers bzw. Geräts legen wir nur ab, was die App zum Funktionieren braucht: Dein Anmeldetoken, Deine Einstellungen und, wenn Du es wünschst, Deine gespeicherten Anmeldedaten.',
      ],
    },
    {
      heading: '7. Deine Rechte',
      paragraphs: ['Du hast gegenüber dem Verantwortlichen das Recht auf'],
      items: [
        'Auskunft über Deine gespeicherten Daten (Art. 15 DSGVO)',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        'Löschung (Art. 17 DSGVO)',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerspruch gegen eine Verarbeitung aufgrund berechtigter Interessen (Art. 21 DSGVO)',
        'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
      ],
    },
    {
      heading: '8. Änderungen',
      paragraphs: [
        'Wir passen diese Datenschutzerklärung an, wenn sich das Kundenportal oder die Rechtslage ändert. Es gilt die Fassung, die Du hier abrufen kannst.',
      ],
    },
  ],
};

/** The text of a legal document: the default until the adviser's own exists. */
export function legalDocument(key: LegalDocumentKey): TextDocument {
  return key === 'nutzungsbedingungen' ? defaultTermsOfUse : defaultPrivacyPolicy;
}
