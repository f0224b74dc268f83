import { routeTitleTexts } from './route-titles';

/** The age in the dative: 'mit 66 Jahren und 8 Monaten'. */
const withAge = (years: number, months: number) =>
  `mit ${years} Jahren${months === 0 ? '' : ` und ${months} ${months === 1 ? 'Monat' : 'Monaten'}`}`;

/**
 * Texts of the Vorsorgestatus (issue 30): the customer's page (Du), its Renteninformation entry and the
 * API's messages. The spec names the route only; the texts are ours.
 */
export const vorsorgestatusTexts = {
  heading: routeTitleTexts.pensionStatus,
  intro:
    'Wie viel Geld hast Du im Ruhestand, und wie viel fehlt Dir zu Deiner Wunschrente? Hier siehst Du es für jede erwachsene Person Deines Haushalts.',
  /** Shown with every figure of the status. */
  estimateNote:
    'Der Vorsorgestatus ist eine Schätzung und keine Beratung. Er rechnet mit vereinfachten Annahmen und den Werten von heute; Deine tatsächliche Rente kann höher oder niedriger sein. Für eine verbindliche Auskunft sprich mit Deinem Berater.',
  loadError: 'Dein Vorsorgestatus konnte nicht geladen werden.',
  noAdult:
    'Trage bei den Personen Deines Haushalts das Geburtsdatum ein, damit wir den Rentenbeginn berechnen können.',

  labels: {
    nettoeinkommen: 'Dein Nettoeinkommen heute',
    wunschrente: 'Deine Wunschrente (in heutigem Geld)',
    rentenbeginn: 'Rentenbeginn',
    rentenalter: 'Rentenalter',
    gesetzlich: 'Gesetzliche Rente nach Abzügen',
    gesetzlichBrutto: 'Gesetzliche Rente vor Abzügen',
    krankenversicherung: 'Krankenversicherung',
    pflegeversicherung: 'Pflegeversicherung',
    steuer: 'Einkommensteuer',
    vertraege: 'Private und betriebliche Renten',
    lueckeHeute: 'Deine Rentenlücke in heutigem Geld',
    lueckeBeiRentenbeginn: 'Deine Rentenlücke bei Rentenbeginn',
    inflation: 'Angenommene Inflation pro Jahr',
  },
  /** The age in years and months, e.g. '66 Jahre und 8 Monate'. */
  age: (years: number, months: number) =>
    months === 0 ? `${years} Jahre` : `${years} Jahre und ${months} ${months === 1 ? 'Monat' : 'Monate'}`,
  sources: {
    renteninformation: 'laut Deiner Renteninformation',
    entgeltpunkte: 'geschätzt aus Deinen Entgeltpunkten',
    keine: 'noch keine Angaben zur gesetzlichen Rente',
  },
  /** The text summary beside the chart (screen readers read it instead). */
  summary: (wish: string, expected: string, gap: string) =>
    `Du wünschst Dir ${wish} im Monat. Erwartet werden ${expected}. Es fehlen ${gap} im Monat, in heutigem Geld.`,
  noGap: 'Nach dieser Schätzung erreichst Du Deine Wunschrente.',
  /** Instead of the summary while no wish is entered (0 would read as a wish reached). */
  noWish:
    'Du hast noch keine Wunschrente angegeben. Trage unten bei „Deine Angaben“ ein, wie viel Geld Du im Ruhestand im Monat haben möchtest: Dann zeigen wir Dir, wie viel Dir dazu fehlt.',
  explanation:
    'Von der gesetzlichen Rente gehen Beiträge zur Kranken- und Pflegeversicherung ab und Steuern auf den steuerpflichtigen Teil, der von Deinem Rentenbeginn abhängt. Weil Preise steigen, brauchst Du bei Rentenbeginn mehr Euro für dasselbe Leben: Die Lücke bei Rentenbeginn rechnet die Inflation ein. Vereinfacht zählen wir private und betriebliche Renten vor Steuern und Beiträgen, besteuern die gesetzliche Rente, als wäre sie Dein einziges Einkommen, und rechnen mit dem durchschnittlichen Zusatzbeitrag der Krankenkassen statt dem Deiner Kasse.',
  requestAdvice: 'Beratung anfragen',
  /** The page around the figures (apps/web features/vorsorgestatus). */
  page: {
    inputsHeading: 'Deine Angaben',
    statutoryHeading: 'Gesetzliche Rente',
    assumptionsHeading: 'Rentenbeginn und Inflation',
    rentenalterStandard: (age: string) => `Regelaltersgrenze (${age})`,
    figuresHeading: 'Deine Rente im Überblick',
    /** The last row is in euros of the start year: the caption says so. */
    tableCaption:
      'Deine Rente im Monat in heutigem Geld, nur die Rentenlücke bei Rentenbeginn mit Inflation in Euro von dann',
    amount: 'Betrag',
    wunschrente: 'Wunschrente',
    erwartet: 'Erwartet',
    luecke: 'Lücke',
    chartLabel: 'Wunschrente, erwartete Rente und Lücke im Vergleich',
    source: (source: string) => `Gesetzliche Rente ${source}.`,
    noStatutory:
      'Noch keine Angaben zur gesetzlichen Rente: Trage unten Deine Renteninformation oder Deine Entgeltpunkte ein.',
    legendStatutory: 'Gesetzliche Rente',
    /** The start with the age in the dative: 'mit 66 Jahren und 8 Monaten'. */
    startsOn: (date: string, years: number, months: number) =>
      `Rentenbeginn am ${date} ${withAge(years, months)}.`,
    saved: 'Deine Angaben sind gespeichert. Der Vorsorgestatus ist neu berechnet.',
  },
  /** "Beratung anfragen": the enquiry (kind 'anfrage') the adviser gets with the figures, prefilled. */
  enquiry: {
    subject: (person: string) => `Beratung zur Altersvorsorge: ${person}`,
    message: 'Ich möchte mich zu meiner Altersvorsorge beraten lassen. Mein Vorsorgestatus zeigt:',
    /** The figures' labels in the customer's own voice. */
    wunschrente: 'Wunschrente (heutiges Geld)',
    lueckeHeute: 'Rentenlücke (heutiges Geld)',
    lueckeBeiRentenbeginn: 'Rentenlücke bei Rentenbeginn',
    sources: {
      renteninformation: 'laut Renteninformation',
      entgeltpunkte: 'aus Entgeltpunkten geschätzt',
      keine: 'keine Angaben',
    },
  },

  /** The Renteninformation entry (PUT /api/vorsorgestatus/{personId}). */
  entry: {
    heading: 'Renteninformation eintragen',
    hint: 'Die Renteninformation schickt Dir die Deutsche Rentenversicherung jedes Jahr ab 27. Trage die Beträge so ein, wie sie dort stehen.',
    regelaltersrente: 'Höhe Deiner künftigen Regelaltersrente (monatlich)',
    rente1Prozent: 'mit 1 % Rentenanpassung pro Jahr (optional)',
    rente2Prozent: 'mit 2 % Rentenanpassung pro Jahr (optional)',
    withoutInformation: 'Keine Renteninformation zur Hand? Dann schätzen wir aus Deinen Entgeltpunkten.',
    entgeltpunkte: 'Bisher erreichte Entgeltpunkte',
    bruttojahresentgelt: 'Dein Bruttojahresgehalt (optional, für die Jahre bis zur Rente)',
    save: 'Speichern',
  },
  renteInvalid: 'Bitte gib einen Rentenbetrag von 0 bis 10.000 € mit höchstens 2 Nachkommastellen an.',
  renteBaseMissing: 'Bitte gib zuerst die Höhe Deiner künftigen Regelaltersrente an.',
  scenarioBelowBase: 'Mit Rentenanpassung kann die Rente nicht niedriger sein als ohne.',
  entgeltpunkteInvalid:
    'Bitte gib die Entgeltpunkte als Zahl von 0 bis 150 mit höchstens 4 Nachkommastellen an.',
  entgeltpunkteMissing: 'Bitte gib auch Deine bisherigen Entgeltpunkte an.',
  bruttoInvalid: 'Bitte gib ein Bruttojahresgehalt von 0 bis 1.000.000 € an.',
  rentenalterInvalid: 'Bitte wähle ein Rentenalter von 63 bis 70 Jahren.',
  inflationInvalid: 'Bitte gib eine Inflation von 0 bis 10 % mit höchstens einer Nachkommastelle an.',

  /** The adviser's view on the workspace household page (Sie; ADR 192), with `labels` and `age` above. */
  workspace: {
    estimateNote:
      'Eine Schätzung mit vereinfachten Annahmen und den Werten von heute, keine Beratung – so, wie der Kunde sie sieht.',
    switchedOff:
      'Für diesen Kunden ist der Bedarfscheck ausgeschaltet und mit ihm der Vorsorgestatus. Die Zahlen folgen aus seinen gespeicherten Angaben.',
    noAdult:
      'Im Haushalt ist keine erwachsene Person mit Geburtsdatum. Ohne Geburtsdatum lässt sich der Rentenbeginn nicht berechnen.',
    nothingEntered: 'Noch keine Angaben zu Wunschrente, gesetzlicher Rente und Rentenverträgen.',
    loadError: 'Der Vorsorgestatus des Kunden konnte nicht geladen werden.',
    wunschrente: 'Wunschrente (in heutigem Geld)',
    lueckeHeute: 'Rentenlücke in heutigem Geld',
    /** Under the gap at the start: the inflation it assumes ('2' or '2,5'). */
    atInflation: (percent: string) => `bei ${percent} % Inflation pro Jahr`,
    /** Under the start's date: the age then, 'mit 67 Jahren'. */
    atAge: withAge,
  },
} as const;
