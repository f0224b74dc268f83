/**
 * Texts of the Bedarfscheck (issue 30): the questionnaire, the result, each rule's reason (rules.ts, by
 * rule id) and the short product texts per Sparte (the spec's `produkttext`). The customer's texts in Du;
 * the spec names the area only, the texts are ours.
 */
export const bedarfscheckTexts = {
  heading: 'Bedarfscheck',
  intro:
    'Beantworte ein paar Fragen zu Dir und Deinem Haushalt. Wir zeigen Dir danach, welche Versicherungen Du brauchst, welche Du schon hast und wo eine Lücke ist.',

  /** The questionnaire's steps (bedarfscheck/questionnaire.ts), by step id. */
  steps: {
    start: {
      title: 'Los geht’s',
      text: 'Die Antworten speichern wir bei der Person, damit Du sie nicht noch einmal eingeben musst.',
    },
    lebenssituation: { title: 'Deine Lebenssituation', text: 'Beruf, Einkommen und Familie.' },
    wohnen: { title: 'Wohnen', text: 'Wie und wo wohnst Du?' },
    unterwegs: { title: 'Unterwegs', text: 'Auto und Reisen.' },
    tiere: { title: 'Tiere', text: 'Welche Tiere leben bei Dir?' },
    vorsorge: {
      title: 'Dein Ruhestand',
      text: 'Wie viel Geld möchtest Du im Monat haben, wenn Du in Rente gehst? In heutigem Geld.',
    },
    fertig: { title: 'Fertig', text: 'Deine Antworten sind vollständig. Sieh Dir jetzt Dein Ergebnis an.' },
  },

  /** The questions: the person's catalogue fields as the questionnaire asks them. */
  questions: {
    situation: 'Was machst Du beruflich?',
    einkuenfte_gesamt_netto_mtl: 'Wie hoch ist Dein Nettoeinkommen im Monat?',
    familienstand: 'Wie ist Dein Familienstand?',
    kinderanzahl: 'Wie viele Kinder hast Du?',
    wohnstatus: 'Wie wohnst Du?',
    mieter: 'Ich wohne zur Miete.',
    wohneigentum: 'Mir gehört ein Haus.',
    vermieter: 'Ich vermiete eine Wohnung oder ein Haus.',
    bauherr: 'Ich baue gerade oder plane einen Bau.',
    oeltank: 'Bei mir steht ein Heizöltank.',
    kfzhalter: 'Auf mich ist ein Auto oder Motorrad zugelassen.',
    vielreisender: 'Ich reise oft oder lange ins Ausland.',
    hund: 'Ich habe einen Hund.',
    pferd: 'Ich habe ein Pferd.',
    katze: 'Ich habe eine Katze.',
    wunsch_altersrente_mtl: 'Gewünschte Rente im Monat',
  },

  /** The page around the questionnaire (apps/web features/bedarfscheck). */
  page: {
    sliderLabel: 'Fragen zum Bedarfscheck',
    person: 'Für wen beantwortest Du die Fragen?',
    showResult: 'Zum Ergebnis',
    loadError: 'Dein Bedarfscheck konnte nicht geladen werden.',
    personHeading: (name: string) => `Ergebnis für ${name}`,
    contract: (title: string) => `Vertrag: ${title}`,
    reasonsHeading: 'Warum?',
    readOnly:
      'Deine Antworten kannst Du hier ansehen, aber nicht ändern. Dein Berater kann sie für Dich anpassen.',
  },

  /** A step's refusal as a toast (the fields' own messages stand at the fields). */
  stepInvalid: 'Bitte beantworte die Fragen dieses Schritts, bevor es weitergeht.',
  situationRequired: 'Bitte wähle Deine berufliche Situation aus.',
  kinderanzahlRequired: 'Bitte gib an, wie viele Kinder Du hast (0 bis 20).',
  wohnstatusRequired: 'Bitte wähle aus, wie Du wohnst.',
  flagInvalid: 'Bitte antworte mit Ja oder Nein.',
  amountInvalid: 'Bitte gib einen Betrag von 0 bis 10.000 € mit höchstens 2 Nachkommastellen an.',
  answersEmpty: 'Bitte beantworte mindestens eine Frage.',

  /** The result. */
  result: {
    heading: 'Dein Ergebnis',
    priorities: { existenziell: 'Existenziell', wichtig: 'Wichtig', sinnvoll: 'Sinnvoll' },
    statuses: { gedeckt: 'Abgesichert', luecke: 'Lücke', pruefen: 'Bitte prüfen' },
    noPerson: 'Lege zuerst eine Person an, damit wir ihren Bedarf prüfen können.',
    requestOffer: 'Angebot anfordern',
    haveElsewhere: 'Habe ich schon woanders',
    compare: 'Vergleichen',
    estimateNote:
      'Der Bedarfscheck zeigt, was für Menschen in Deiner Lage üblicherweise wichtig ist. Er ersetzt keine persönliche Beratung.',
  },

  /** "Angebot anfordern": the enquiry (kind 'anfrage') the adviser gets from a gap, prefilled. */
  enquiry: {
    subject: (sparte: string) => `Angebot gewünscht: ${sparte}`,
    message: (sparte: string, person: string) =>
      `Mein Bedarfscheck zeigt für ${person} eine Lücke bei ${sparte}. Bitte schick mir ein Angebot.`,
    answersHeading: 'Meine Angaben im Bedarfscheck:',
  },

  /** Each rule's reason (bedarfscheck/rules.ts), by rule id. */
  reasons: {
    privathaftpflicht:
      'Wer einem anderen einen Schaden zufügt, haftet dafür mit seinem ganzen Vermögen – ohne Obergrenze. Das braucht jeder.',
    berufsunfaehigkeit:
      'Du lebst von Deinem Einkommen. Wenn Du wegen Krankheit oder Unfall nicht mehr arbeiten kannst, zahlt der Staat nur einen kleinen Teil davon.',
    risikoleben:
      'Menschen verlassen sich auf Dein Einkommen. Stirbst Du, sichert die Risikolebensversicherung Deine Familie finanziell ab.',
    kfz: 'Für jedes zugelassene Fahrzeug ist die Kfz-Haftpflicht gesetzlich vorgeschrieben.',
    hund: 'Für Schäden durch Deinen Hund haftest Du auch ohne eigenes Verschulden. Die Privathaftpflicht zahlt dafür nicht, und in vielen Bundesländern ist die Versicherung Pflicht.',
    pferd:
      'Für Schäden durch Dein Pferd haftest Du auch ohne eigenes Verschulden. Die Privathaftpflicht zahlt dafür nicht.',
    katze:
      'Schäden durch Katzen sind meistens in der Privathaftpflicht mitversichert – aber nicht in jedem Tarif. Prüfe Deine Bedingungen.',
    bauherr:
      'Als Bauherr haftest Du für die Sicherheit auf Deiner Baustelle. Die Privathaftpflicht deckt nur kleine Bauvorhaben.',
    wohngebaeude:
      'Feuer, Sturm oder Leitungswasser können Dein Haus zerstören. Ohne Wohngebäudeversicherung trägst Du den Schaden allein.',
    elementar:
      'Hochwasser und Starkregen sind nur versichert, wenn Elementarschäden vereinbart sind. Das fehlt bei rund der Hälfte der Gebäude.',
    vermieter:
      'Als Vermieter haftest Du für Schäden auf Deinem Grundstück und an Deinem Gebäude. Die Privathaftpflicht gilt nur für die Wohnung, in der Du selbst lebst.',
    hausrat:
      'Deine Möbel, Kleidung und Geräte sind bei Feuer, Leitungswasser, Sturm und Einbruch versichert – Du bekommst den Neuwert.',
    oeltank:
      'Läuft Öl aus Deinem Tank ins Erdreich oder Grundwasser, haftest Du unbegrenzt. Die Privathaftpflicht zahlt dafür meistens nicht.',
    auslandsreise:
      'Im Ausland zahlt die gesetzliche Krankenkasse höchstens, was eine Behandlung in Deutschland kostet, und nie den Rücktransport.',
    auslandsreise_umfang:
      'Achte darauf, dass Deine Reiseversicherung Arzt, Krankenhaus und Rücktransport im Ausland zahlt: Manche zahlen nur, wenn Du eine Reise absagen musst.',
    aussenversicherung:
      'Was Du auf Reisen dabeihast, deckt die Hausratversicherung nur für begrenzte Zeit und bis zu einem Teil der Summe. Prüfe die Außenversicherung.',
  },

  /** Short product texts per Sparte (GET /api/produkttext/{sparte}). */
  produkttexte: {
    privathaftpflicht:
      'Zahlt, wenn Du einem anderen aus Versehen einen Schaden zufügst, und wehrt unberechtigte Forderungen ab.',
    berufsunfaehigkeit:
      'Zahlt Dir eine monatliche Rente, wenn Du Deinen Beruf wegen Krankheit oder Unfall nicht mehr ausüben kannst.',
    risikoleben: 'Zahlt Deinen Angehörigen eine vereinbarte Summe, wenn Du während der Laufzeit stirbst.',
    kfz: 'Die Haftpflicht zahlt Schäden, die Du mit Deinem Fahrzeug anderen zufügst; Teil- und Vollkasko zahlen Schäden am eigenen Fahrzeug.',
    tierhalterhaftpflicht: 'Zahlt Schäden, die Dein Hund oder Pferd anderen zufügt.',
    bauherrenhaftpflicht: 'Zahlt Schäden, die anderen durch Deine Baustelle entstehen.',
    wohngebaeude:
      'Zahlt die Reparatur oder den Wiederaufbau Deines Hauses nach Feuer, Leitungswasser und Sturm; mit Elementarschutz auch nach Hochwasser und Starkregen.',
    haus_grundbesitzer: 'Zahlt Schäden, die anderen durch Dein vermietetes Haus oder Grundstück entstehen.',
    hausrat: 'Ersetzt Deine Einrichtung zum Neuwert nach Feuer, Leitungswasser, Sturm und Einbruch.',
    gewaesserschaden: 'Zahlt Schäden an Wasser und Boden, die durch ausgelaufenes Heizöl entstehen.',
    reise: 'Zahlt Arztbesuche, Krankenhaus und den Rücktransport bei einer Erkrankung im Ausland.',
  },

  /**
   * The adviser's view on the workspace household page (Sie; ADR 192): the result as the customer reads
   * it, with the priorities, statuses and `page.contract` above and each rule's occasion in short.
   */
  workspace: {
    intro: 'Das Ergebnis, wie der Kunde es sieht: aus seinen Antworten und den Verträgen des Haushalts.',
    switchedOff:
      'Für diesen Kunden ist der Bedarfscheck ausgeschaltet. Das Ergebnis folgt aus den Angaben, die in seinen Personendaten gespeichert sind.',
    onlyEveryone:
      'Aus den Angaben des Kunden folgt bisher nur, was jeder braucht. Weitere Empfehlungen erscheinen, sobald er den Bedarfscheck beantwortet.',
    noPerson: 'Im Haushalt ist noch keine Person angelegt.',
    loadError: 'Der Bedarfscheck des Kunden konnte nicht geladen werden.',
    /** A need's line under its Sparte: its priority and what calls for it. */
    occasion: (priority: string, occasions: string) => `${priority} · Anlass: ${occasions}`,
    /** Each rule's occasion (rules.ts), by rule id. */
    occasions: {
      privathaftpflicht: 'Grundschutz für jeden',
      berufsunfaehigkeit: 'Erwerbseinkommen',
      risikoleben: 'Kinder oder Partner, die vom Einkommen leben',
      kfz: 'Fahrzeughalter',
      hund: 'Hund',
      pferd: 'Pferd',
      katze: 'Katze',
      bauherr: 'Bauvorhaben',
      wohngebaeude: 'Hauseigentum',
      elementar: 'Elementarschäden',
      vermieter: 'Vermietung',
      hausrat: 'eigener Hausrat',
      oeltank: 'Heizöltank',
      auslandsreise: 'Auslandsreisen',
      auslandsreise_umfang: 'Reiseschutz ohne Auslandskranken?',
      aussenversicherung: 'Reisegepäck',
    },
  },
} as const;
