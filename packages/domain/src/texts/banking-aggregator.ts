import type { BankConnectionStatus } from '../banking/aggregator-api';

/**
 * "Bank verbinden" on the accounts page (issue 33, ADR 270): the bank connected in the aggregator's web form,
 * opened in a new window, and the portal following it. Shown only where the aggregator is set up.
 */
export const bankingAggregatorTexts = {
  heading: 'Bank verbinden',
  intro:
    'Statt Kontoauszüge hochzuladen, kannst Du Dein Konto direkt verbinden. Die Anmeldung bei Deiner Bank läuft im Formular unseres lizenzierten Partners finAPI in einem neuen Fenster; Deine Zugangsdaten sehen wir nicht.',
  connect: 'Bank verbinden',
  starting: 'Formular wird vorbereitet …',
  openForm: 'Formular der Bank öffnen (neues Fenster)',
  waiting: 'Warte auf das Formular der Bank … Schließe es, wenn Du fertig bist.',
  done: 'Bank verbunden. Deine Konten und Umsätze sind geladen.',
  failed: 'Die Bank konnte nicht verbunden werden. Bitte versuche es erneut.',
  aborted: 'Das Formular wurde abgebrochen. Es wurde nichts verbunden.',
  connectionsHeading: 'Verbundene Banken',
  /** A connection whose bank asks for the login again: its web form. */
  renew: (bank: string) => `Anmeldung bei ${bank} erneuern`,
  fetch: 'Neue Umsätze abrufen',
  fetching: 'Umsätze werden abgerufen …',
  fetched: (neu: number) => (neu === 1 ? '1 neuer Umsatz abgerufen.' : `${neu} neue Umsätze abgerufen.`),
  unknownBank: 'Bank',
  status: {
    bereit: 'verbunden',
    aktualisierung: 'wird aktualisiert',
    fehler: 'Anmeldung bei der Bank nötig',
  } satisfies Record<BankConnectionStatus, string>,
} as const;
