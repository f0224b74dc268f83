import { errorCatalogue } from '../errors/error-codes';
import { adviserRequestTexts } from './adviser-requests';
import { bestandsuebertragungLetterTexts } from './bestandsuebertragung-letter';
import { bestandsuebertragungRequestTexts } from './bestandsuebertragung-request';
import { contactPersonTexts } from './contact-persons';
import { dateTexts } from './date';
import { routeTitleTexts } from './route-titles';
import { workspaceValidationTexts } from './workspace-validation';

/** The customer's page and the workspace's answer form name the insurer's query alike. */
const insurerQuery = 'Rückfrage des Versicherers';

/**
 * Texts of the Bestandsübertragung (issue 29): the customer's page (Du), the workspace's board and answer
 * form (Sie), the API's messages, the status change notification, the agency's reminder and the letter
 * to the insurer (a business letter, DIN 5008, Sie). The spec names the area only; the texts are ours.
 * Some are stable hooks for the end-to-end tests.
 */
export const bestandsuebertragungTexts = {
  heading: routeTitleTexts.portfolioTransfer,
  intro:
    'Verträge, die bisher ein anderer Vermittler oder der Versicherer selbst betreut, kann Dein Berater übernehmen. Du wählst die Verträge aus, unterschreibst einmal die Vollmacht, und Dein Berater schreibt die Versicherer an.',
  loadError: 'Deine Bestandsübertragungen konnten nicht geladen werden.',

  /** Who looks after a contract today (the contract's `betreuung`); the customer's and the workspace's words. */
  betreuung: {
    label: 'Wer betreut den Vertrag?',
    options: {
      makler: 'Dein Berater',
      anderer_vermittler: 'Ein anderer Vermittler',
      versicherer: 'Der Versicherer direkt',
      unbekannt: 'Weiß ich nicht',
    },
    workspace: {
      makler: 'Ihre Agentur',
      anderer_vermittler: 'anderer Vermittler',
      versicherer: 'Versicherer direkt',
      unbekannt: 'unbekannt',
    },
    /**
     * The household page's select (PUT /api/berater/kunden/{id}/vertraege/{contractId}/betreuung, Sie): its
     * visible label, and its name that says which contract.
     */
    short: 'Betreuung',
    setFor: (contract: string) => `Betreuung von ${contract}`,
    invalid: 'Bitte wählen Sie „Ihre Agentur“, „anderer Vermittler“, „Versicherer direkt“ oder „unbekannt“.',
    saved: (contract: string) => `Die Betreuung von ${contract} wurde gespeichert.`,
  },

  // The household's contracts elsewhere (Fremdverträge).
  foreign: {
    heading: 'Verträge bei anderen Betreuern',
    /** True for 'unbekannt' too: nobody may know yet who looks after a contract entered before the field. */
    intro:
      'Diese Verträge Deines Haushalts betreut bisher nicht Dein Berater, oder es ist noch offen, wer sie betreut.',
    empty: 'Du hast noch keine Verträge, die jemand anderes betreut.',
    add: 'Vertrag hinzufügen',
    addHint: 'Trage den Vertrag mit Versicherer, Vertragsnummer und Sparte ein; alles andere ist freiwillig.',
    inTransfer: 'in Übertragung',
    addNumber: (title: string) => `Vertragsnummer für ${title} eintragen`,
  },

  // Requesting a transfer: choose contracts, choose the mandate level, check, sign.
  request: bestandsuebertragungRequestTexts,

  /** The mandate levels with a plain explanation for the customer's choice (ADR 154). */
  levels: {
    datenauskunft: {
      label: 'Nur Datenauskunft',
      explanation:
        'Dein Berater darf bei den Versicherern einmalig die Daten der gewählten Verträge abfragen und sie für Dich prüfen: Beitrag, Leistungen, Laufzeit und Kündigungsfristen. Wer Deine Verträge betreut, ändert sich dadurch nicht. Die Vollmacht gilt nur für diese eine Anfrage.',
    },
    maklermandat: {
      label: 'Maklermandat',
      explanation:
        'Dein Berater übernimmt die gewählten Verträge als Dein Versicherungsmakler: Die Versicherer übertragen sie in seinen Bestand, und er ist künftig Dein Ansprechpartner für Änderungen, Schäden und Kündigungen. Die Vollmacht gilt, bis Du sie widerrufst, und damit auch für spätere Anfragen.',
    },
  },

  /** The transfer's own status. */
  transferStatus: {
    zu_unterschreiben: 'Vollmacht noch nicht unterschrieben',
    beantragt: 'beantragt',
    zurueckgezogen: 'zurückgezogen',
  },
  /** A requested transfer once every insurer has decided (status-machine.ts customerTransferState). */
  transferDone: 'abgeschlossen',
  /** A contract's status at its insurer. */
  contractStatus: {
    beantragt: 'beantragt',
    gesendet: 'an Versicherer gesendet',
    bestaetigt: 'bestätigt',
    abgelehnt: 'abgelehnt',
    rueckfrage: 'Rückfrage',
  },

  // The progress per contract and insurer.
  progress: {
    heading: 'Deine Übertragungen',
    empty: 'Du hast noch keine Übertragung angefragt.',
    requestedOn: (date: string) => `angefragt am ${date}`,
    statusOn: (status: string, date: string) => `${status} am ${date}`,
    /** A confirmed Maklermandat: the day of the confirmation and the broker's start, which may lie ahead. */
    confirmedFrom: (status: string, recorded: string, from: string) =>
      `${status} am ${recorded} · betreut ab ${from}`,
    answerExpected: (date: string) => `Antwort des Versicherers erwartet bis ${date}`,
    /** Sent and unanswered past the answer period (board-state.ts isOverdue). */
    answerOverdue: (date: string) =>
      `Der Versicherer hat bis zum ${date} nicht geantwortet; Dein Berater fragt dort nach.`,
    lookedAfterFrom: (date: string) => `Dein Berater betreut den Vertrag ab dem ${date}.`,
    dataReceived: (date: string) => `Die Vertragsdaten sind am ${date} bei Deinem Berater angekommen.`,
    reason: 'Begründung des Versicherers',
    query: insurerQuery,
    contractNumber: (nummer: string) => `Nr. ${nummer}`,
    history: (nummer: string) => `Verlauf von Vertrag ${nummer}`,
  },

  // Withdrawing a transfer before anything was sent.
  withdraw: {
    button: 'Anfrage zurückziehen',
    /** The button's name in a list of transfers: which one it withdraws. */
    buttonOf: (level: string, date: string) => `Anfrage zurückziehen: ${level}, angefragt am ${date}`,
    title: 'Anfrage zurückziehen?',
    text: 'Dein Berater schreibt die Versicherer dann nicht an. Eine unterschriebene Vollmacht bleibt in Deinen Dokumenten.',
    confirm: 'Zurückziehen',
    done: 'Deine Anfrage wurde zurückgezogen.',
  },

  // POST /api/bestandsuebertragung: 422 entries.
  contractIdsRequired: 'Bitte wähle mindestens einen Vertrag aus.',
  contractIdsInvalid: 'Bitte gib die Verträge als Liste von Nummern an.',
  contractIdsTooMany: (max: number) => `Eine Anfrage kann höchstens ${max} Verträge umfassen.`,
  contractIdTwice: 'Jeder Vertrag darf nur einmal vorkommen.',
  /** A request is for one person's contracts: each person signs their own Vollmacht (ADR 183). */
  contractOtherPerson:
    'Eine Anfrage gilt für die Verträge einer Person, denn jede Person unterschreibt ihre eigene Vollmacht. Dieser Vertrag gehört einer anderen Person.',
  contractUnknown: contactPersonTexts.contractUnknown,
  contractAlreadyOurs: 'Diesen Vertrag betreut Dein Berater bereits.',
  contractInTransfer: 'Für diesen Vertrag läuft schon eine Übertragung.',
  contractNumberMissing: 'Bitte trage zuerst die Vertragsnummer ein; der Versicherer braucht sie.',
  levelInvalid: 'Bitte wähle „Nur Datenauskunft“ oder „Maklermandat“.',
  levelNotOffered: 'Diese Vollmacht bietet Dein Berater nicht an.',
  /** A contract's save: `makler` comes with the insurer's confirmation, not the customer's choice. */
  betreuungMaklerRefused:
    'Dass Dein Berater den Vertrag betreut, wird eingetragen, sobald der Versicherer die Übertragung bestätigt hat.',

  /** The customer's notification of a contract's new status (a notification event of its own). */
  notification: {
    label: 'Neuigkeiten zur Bestandsübertragung',
    description: 'Wenn ein Versicherer antwortet oder Dein Berater einen Antrag abschickt.',
    subject: (versicherer: string, status: string) => `Bestandsübertragung bei ${versicherer}: ${status}`,
    news: {
      gesendet: (versicherer: string) => `Dein Berater hat den Antrag an ${versicherer} gesendet.`,
      bestaetigt: (versicherer: string) => `${versicherer} hat die Übertragung bestätigt.`,
      abgelehnt: (versicherer: string) => `${versicherer} hat die Übertragung abgelehnt.`,
      rueckfrage: (versicherer: string) =>
        `${versicherer} hat eine Rückfrage; Dein Berater kümmert sich darum.`,
    },
    /** A Datenauskunft's answers: the data arrived, or the insurer refused to give them. */
    dataNews: {
      bestaetigt: (versicherer: string) =>
        `${versicherer} hat die Vertragsdaten geschickt; Dein Berater prüft sie für Dich.`,
      abgelehnt: (versicherer: string) => `${versicherer} hat die Auskunft abgelehnt.`,
    },
    text: (firstName: string, news: string, contracts: string, link: string) =>
      `${firstName ? `Hallo ${firstName},` : 'Hallo,'}\n\n${news}\n\nBetroffen: ${contracts}\n\nDen Stand aller Verträge siehst Du hier:\n${link}`,
  },

  /** The adviser workspace (Sie). */
  workspace: {
    heading: 'Bestandsübertragungen',
    intro:
      'Die Übertragungen Ihrer Kunden nach ihrem Stand: Anschreiben an die Versicherer senden, ihre Antworten erfassen.',
    householdHeading: 'Bestandsübertragungen des Kunden',
    householdEmpty: 'Dieser Kunde hat noch keine Bestandsübertragung angefragt.',
    toBoard: 'Zur Übersicht der Bestandsübertragungen',
    empty: 'Noch keine Bestandsübertragungen.',
    columnEmpty: 'Keine Übertragungen in dieser Spalte.',
    loadError: 'Die Bestandsübertragungen konnten nicht geladen werden.',
    columns: {
      offen: 'Offen',
      wartet: 'Wartet auf Antwort',
      ueberfaellig: 'Überfällig',
      erledigt: 'Erledigt',
    },
    insurerFilter: 'Versicherer',
    allInsurers: 'Alle Versicherer',
    /** A transfer of another person of the household than the account holder (ADR 183). */
    forPerson: (name: string) => `für ${name}`,
    customer: 'Kunde',
    level: 'Vollmacht',
    overdueSince: (date: string) => `keine Antwort, überfällig seit ${date}`,
    sentOn: adviserRequestTexts.sentAt,
    contractsAt: (versicherer: string) => `Verträge bei ${versicherer}`,
    letterByMail: (address: string) => `E-Mail für Maklerwechsel: ${address}`,

    // The letter per insurer.
    downloadLetter: (versicherer: string) => `Anschreiben an ${versicherer} herunterladen`,
    mailLetter: (versicherer: string) => `Anschreiben an ${versicherer} per E-Mail senden`,
    letterMailed: (address: string) => `Das Anschreiben wurde an ${address} gesendet.`,
    noMailAddress: errorCatalogue.transfer_letter_no_email.message,
    addAddress: (versicherer: string) => `Adresse von ${versicherer} hinterlegen`,
    noAddress: 'Ohne Anschrift kann das Anschreiben nicht erstellt werden.',
    intermediaryNumber: 'Ihre Vermittlernummer bei diesem Versicherer',
    insurerRequired: 'Bitte geben Sie einen Versicherer dieser Übertragung an.',
    /** POST …/{id}/anschreiben: by e-mail through the portal, or the downloaded letter went by post. */
    postLetter: (versicherer: string) => `Anschreiben an ${versicherer} als per Post gesendet vermerken`,
    letterPosted: (versicherer: string) => `Der Versand an ${versicherer} per Post wurde vermerkt.`,
    /** Before recording the post: the letter may have been printed by a colleague or in another tab. */
    postConfirm: {
      title: (versicherer: string) => `Versand an ${versicherer} per Post vermerken?`,
      text: (versicherer: string) =>
        `Das Anschreiben an ${versicherer} sollte bereits per Post verschickt sein. Mit dem Vermerk beginnt die Frist für die Antwort des Versicherers.`,
      confirm: 'Versand vermerken',
    },
    letterWayInvalid: 'Bitte wählen Sie, ob das Anschreiben per E-Mail oder per Post geht.',
    /** The mail to the insurer that carries the letter as a PDF (its text is the cover note, Sie). */
    letterMail: {
      subject: (subject: string, customer: string) => `${subject}: ${customer}`,
      text: (customer: string, agency: string) =>
        `Sehr geehrte Damen und Herren,\n\nim Anhang erhalten Sie unser Schreiben zu den Verträgen von ${customer} mit der Vollmacht des Versicherungsnehmers.\n\nMit freundlichen Grüßen\n${agency}`,
    },
    /** The agency's settings per insurer: its number there, and an address of its own over the table's. */
    insurerSettings: {
      heading: 'Angaben zum Versicherer',
      intro:
        'Ihre Vermittlernummer steht im Anschreiben. Eine eigene Anschrift oder E-Mail-Adresse für Maklerwechsel gilt statt der hinterlegten.',
      street: 'Straße und Hausnummer oder Postfach',
      postcode: 'PLZ',
      town: 'Ort',
      email: 'E-Mail-Adresse für Maklerwechsel',
      hotline: 'Schadenhotline für die Notfallkarte der Kunden',
      knownAddress: 'Hinterlegte Anschrift',
      listHeading: 'Versicherer für Bestandsübertragungen',
      groupInTransfers: 'In Ihren Bestandsübertragungen',
      groupOthers: 'Weitere Versicherer',
      noAddress: errorCatalogue.transfer_letter_no_address.message,
      addressIncomplete: 'Bitte geben Sie Straße, PLZ und Ort zusammen an oder lassen Sie alle drei leer.',
      insurerRequired: 'Bitte geben Sie den Namen des Versicherers an.',
      source: 'Quelle',
      saved: 'Die Angaben zum Versicherer wurden gespeichert.',
    },

    // Recording the insurer's answer.
    answerHeading: 'Antwort des Versicherers erfassen',
    answerFor: (nummer: string) => `Antwort zu Vertrag ${nummer} erfassen`,
    answerStatus: 'Stand',
    dateLabels: {
      gesendet: 'Gesendet am',
      bestaetigt: 'Betreuung ab',
      abgelehnt: 'Abgelehnt am',
      rueckfrage: 'Rückfrage vom',
      /** `bestaetigt` of a Datenauskunft: the day the data arrived. */
      dataReceived: 'Auskunft erhalten am',
    },
    noteLabels: {
      gesendet: 'Notiz (freiwillig)',
      bestaetigt: 'Notiz (freiwillig)',
      abgelehnt: 'Grund der Ablehnung',
      rueckfrage: insurerQuery,
    },
    /** Under the note: the customer's page shows each step's note (its Verlauf). */
    noteVisible: 'Ihr Kunde sieht diese Notiz.',
    save: 'Speichern',
    saved: 'Der neue Stand wurde gespeichert.',

    // PUT …/vertraege/{contractId}: 422 entries (Sie).
    statusInvalid: 'Bitte wählen Sie „gesendet“, „bestätigt“, „abgelehnt“ oder „Rückfrage“.',
    dateInvalid: 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).',
    /** The answer form's date, typed the German way (spec section 9). */
    dateDeInvalid: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ an.',
    startDateRequired: 'Bitte geben Sie an, ab wann Sie den Vertrag betreuen.',
    reasonRequired: 'Bitte geben Sie den Grund der Ablehnung an.',
    queryRequired: 'Bitte geben Sie die Rückfrage des Versicherers an.',
    noteInvalid: 'Bitte geben Sie die Notiz als Text an.',
    noteTooLong: workspaceValidationTexts.tooLong,
    dateBefore: dateTexts.DateMinErr,
    dateAfter: dateTexts.DateMaxErr,

    /** The agency's reminder mail when an insurer has not answered in six weeks. */
    reminderSubject: (customer: string, versicherer: string) =>
      `Bestandsübertragung überfällig: ${customer} bei ${versicherer}`,
    reminderText: (versicherer: string, sentOn: string, customer: string, numbers: string, link: string) =>
      `${versicherer} hat auf den Antrag vom ${sentOn} für ${customer} (Verträge ${numbers}) seit sechs Wochen nicht geantwortet. Bitte fragen Sie beim Versicherer nach.\n\n${link}`,
  },

  /** The letter to the insurer, per level: a German business letter (DIN 5008), Sie. */
  letter: bestandsuebertragungLetterTexts,
} as const;
