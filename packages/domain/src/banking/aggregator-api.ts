import { z } from 'zod';

/**
 * Bank connections through a licensed aggregator (issue 33, ADR 270): the customer connects a bank in the
 * aggregator's web form (finAPI Web Form 2.0), opened in a new window; the portal follows the form's state
 * and, once it is done, fetches the connection's accounts and transactions. Gated like the whole banking
 * area by the account flag `liquiditaet` (403); with no aggregator configured every route but the status
 * answers 404 `banking_provider_off`.
 *
 * POST /api/users/banking/account/create            → 201 BankWebformStart (a new connection's web form)
 * GET  /api/users/banking/webform/{id}              → BankWebformState (on `fertig` the data is fetched once)
 * GET  /api/users/banking/bankconnects/status       → BankConnections (also when off: `anbieter.finapi` false)
 * GET  /api/users/banking/bankconnects/{id}/status  → { bankzugang }
 * POST /api/users/banking/bankconnects/{id}/refresh → 201 BankWebformStart (the bank asks again: web form)
 * POST /api/users/banking/account/{id}/refresh      → BankImportResult (new transactions fetched, none twice)
 */

/** The aggregators this portal can use. */
export const BANK_AGGREGATORS = ['finapi'] as const;
export type BankAggregator = (typeof BANK_AGGREGATORS)[number];

/** A web form's state: still open at the customer's, done, ended with an error, or cancelled/expired. */
export const BANK_WEBFORM_STATES = ['laeuft', 'fertig', 'fehler', 'abgebrochen'] as const;
export type BankWebformStatus = (typeof BANK_WEBFORM_STATES)[number];

/** A connection's state: its data can be fetched, the aggregator is updating it, or the bank must be asked again. */
export const BANK_CONNECTION_STATES = ['bereit', 'aktualisierung', 'fehler'] as const;
export type BankConnectionStatus = (typeof BANK_CONNECTION_STATES)[number];

export const bankWebformStartSchema = z.object({
  webform: z.object({
    id: z.number().int(),
    url: z.string().meta({ description: 'the aggregator’s web form: open it in a new window (not a frame)' }),
  }),
});
export type BankWebformStart = z.infer<typeof bankWebformStartSchema>;

export const bankWebformStateSchema = z.object({
  webform: z.object({
    id: z.number().int(),
    status: z.enum(BANK_WEBFORM_STATES),
    bankzugang_id: z.number().int().nullable().meta({ description: 'the connection made or renewed' }),
  }),
});
export type BankWebformState = z.infer<typeof bankWebformStateSchema>;

export const bankConnectionSchema = z.object({
  id: z.number().int(),
  anbieter: z.enum(BANK_AGGREGATORS),
  bank: z.string().nullable(),
  status: z.enum(BANK_CONNECTION_STATES),
  stand: z.string().nullable().meta({ description: 'when its accounts were last fetched (ISO time)' }),
});
export type BankConnection = z.infer<typeof bankConnectionSchema>;

export const bankConnectionsSchema = z.object({
  anbieter: z.object({ finapi: z.boolean().meta({ description: 'the aggregator is set up here' }) }),
  bankzugaenge: z.array(bankConnectionSchema),
});
export type BankConnections = z.infer<typeof bankConnectionsSchema>;

export const bankConnectionResponseSchema = z.object({ bankzugang: bankConnectionSchema });
export type BankConnectionResponse = z.infer<typeof bankConnectionResponseSchema>;
