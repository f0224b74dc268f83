/**
 * The customer's request of a Bestandsübertragung (issue 29): choose contracts (one person's, ADR 183),
 * choose the mandate level, check, sign. `bestandsuebertragungTexts.request` is this object (the
 * catalogue file stays under 300 lines).
 */
export const bestandsuebertragungRequestTexts = {
  start: 'Verträge übertragen',
  chooseContracts: 'Welche Verträge soll Dein Berater übernehmen?',
  chooseLevel: 'Was darf Dein Berater?',
  /** The contracts grouped by person: one person's per request (ADR 183). */
  onePerson:
    'Jede Person unterschreibt ihre eigene Vollmacht. Wähle deshalb die Verträge einer Person; für eine andere Person stellst Du danach eine eigene Anfrage.',
  otherPersonChosen: (name: string) => `Nicht wählbar: Du hast schon Verträge von ${name} gewählt.`,
  personChosen: 'Vollmacht von',
  /** A contract's person the household list does not know (just deleted). */
  unknownPerson: 'Weitere Person',
  summaryHeading: 'Deine Anfrage im Überblick',
  contractCount: (count: number) => (count === 1 ? '1 Vertrag' : `${count} Verträge`),
  levelChosen: 'Gewählte Vollmacht',
  mandateNeeded:
    'Im nächsten Schritt unterschreibst Du die Vollmacht. Eine Unterschrift gilt für alle gewählten Verträge.',
  mandateReused: (date: string) =>
    `Deine Vollmacht vom ${date} gilt auch für diese Verträge; Du musst nicht noch einmal unterschreiben.`,
  next: 'Weiter',
  back: 'Zurück',
  send: 'Anfrage senden',
  sign: 'Vollmacht unterschreiben',
  created: 'Deine Anfrage wurde angelegt. Bitte unterschreibe jetzt die Vollmacht.',
  requested: 'Deine Anfrage ist bei Deinem Berater angekommen.',
  /** The agency has published no mandate template the customer may sign (the answer's `levels` empty). */
  noLevels: 'Dein Berater hat noch keine Vollmacht zum Unterschreiben hinterlegt. Sprich ihn gern darauf an.',
} as const;
