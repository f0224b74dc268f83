import { z } from 'zod';
import { contractStore } from '../forms/catalogue/contract';
import type { Contract } from './contract-api';

/**
 * The answers of the contracts API (contract-api.ts) as zod schemas, for the route schemas and the OpenAPI
 * document. A contract's catalogue fields are the keys of `contractStore` (the one field list, ADR 105),
 * so a new field is sent without an edit here; their values are text, numbers or null as stored.
 */

const catalogueValue = z.union([z.string(), z.number(), z.null()]);
const { kuendbar_bis: _entered, ...catalogueFields } = contractStore;
const date = z.string().nullable().meta({ description: "'YYYY-MM-DD'" });

const catalogueShape = Object.fromEntries(
  Object.keys(catalogueFields).map((name) => [name, catalogueValue]),
) as Record<keyof typeof catalogueFields, typeof catalogueValue>;

/** A contract: every key of Contract (a key it lacks or adds fails the type check). */
const contractObject = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  sparte: z.string(),
  ...catalogueShape,
  created_at: z.string(),
  updated_at: z.string(),
  naechstes_ende: date,
  kuendbar_bis: date.meta({ description: 'the last day a cancellation must arrive (computed)' }),
  folgendes_ende: date,
  kuendbar_bis_eingabe: date.meta({ description: 'the deadline as entered' }),
  beitrag_monatlich: z.number().nullable(),
  bereitgestellt_am: z.string().nullable().meta({ description: 'when the adviser provided it (issue 31)' }),
} satisfies Record<keyof Contract, z.ZodType>);
export const contractSchema = contractObject as unknown as z.ZodType<Contract>;

/** GET /api/contracts/:id and every save */
export const contractResponseSchema = z.object({ contract: contractSchema });

/**
 * A contract in the workspace (GET/POST/PUT /api/berater/kunden/{id}/vertraege…, issue 31): without the
 * customer's own reminder, date and text (ADR 198: it stays the customer's).
 */
export const adviserContractResponseSchema = z.object({
  contract: contractObject.omit({ memory_datum: true, memory_massage: true }),
});

/** GET /api/contracts (the household's, by id) */
export const contractsResponseSchema = z.object({ contracts: z.array(contractSchema) });

/** DELETE /api/contracts/:id */
export const contractDeletedSchema = z.object({ success: z.literal(true) });

/** POST /api/contracts/:id/optimieren */
export const optimizationSentSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/contracts/vertragsspiegel.pdf */
export const pdfResponse = {
  description: 'A PDF',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};
