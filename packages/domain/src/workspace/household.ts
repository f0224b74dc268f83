import { z } from 'zod';
import { BETREUUNG_VALUES } from '../bestandsuebertragung/betreuung';

/**
 * GET /api/berater/kunden/{id}: one customer's household as the adviser sees it (read-only): the
 * account, its persons with their main address, its contracts and its documents (names only; the
 * bytes stay behind the customer's own routes).
 */
export const customerHouseholdSchema = z.object({
  kunde: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    accountTyp: z.string(),
    active: z.boolean(),
    config: z.record(z.string(), z.unknown()),
    features: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  }),
  persons: z.array(
    z.object({
      id: z.number().int(),
      isMain: z.boolean(),
      firstname: z.string(),
      lastname: z.string(),
      geburtsdatum: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      mobil: z.string().nullable(),
      address: z.string().nullable(),
      addressnumber: z.string().nullable(),
      streetcode: z.string().nullable(),
      city: z.string().nullable(),
    }),
  ),
  contracts: z.array(
    z.object({
      id: z.number().int(),
      personId: z.number().int(),
      sparte: z.string(),
      gesellschaft: z.string(),
      nummer: z.string().nullable(),
      label: z.string().nullable(),
      status: z.string(),
      beitrag: z.number().nullable(),
      zahlungsweise: z.number().int().nullable(),
      beginn: z.string().nullable(),
      ablauf: z.string().nullable(),
      /** Who looks after it (issue 29); the agency sets it with PUT …/vertraege/{contractId}/betreuung. */
      betreuung: z.enum(BETREUUNG_VALUES),
      /** Provided by the agency (issue 31): its facts are the agency's to change (PUT …/vertraege/{contractId}). */
      bereitgestellt: z.boolean(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.number().int(),
      originalFilename: z.string(),
      directory: z.string(),
      ownerType: z.string(),
      size: z.number().int(),
      mime: z.string(),
      fromAdviser: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});

export type CustomerHousehold = z.infer<typeof customerHouseholdSchema>;
