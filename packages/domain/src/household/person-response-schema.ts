import { z } from 'zod';
import { addressFields } from '../forms/catalogue/address';
import { bankConnectionFields } from '../forms/catalogue/bank-connection';
import { storedShape } from '../forms/field-schema';
import type { BankConnection, Person, PersonAddress } from './person-api';

/**
 * The answers of the persons API (person-api.ts) as zod schemas: the route schemas serialise through them
 * and the OpenAPI document shows them. Each is checked against its API type (`satisfies`), so a field the
 * type has and the schema forgets fails the type check instead of disappearing from the answer.
 */

const mainFlag = z.enum(['0', '1']);

export const personAddressSchema = z.object({
  id: z.number().int(),
  hauptadresse: mainFlag,
  ...storedShape(addressFields),
}) as unknown as z.ZodType<PersonAddress>;

export const bankConnectionSchema = z.object({
  id: z.number().int(),
  used: mainFlag,
  ...storedShape(bankConnectionFields),
  bankleitzahl: z.string().nullable(),
}) as unknown as z.ZodType<BankConnection>;

export const personSchema = z.object({
  id: z.number().int(),
  is_main: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(['m', 'w']),
  geburtsdatum: z.string().nullable(),
  geburtsort: z.string().nullable(),
  geburtland: z.string().nullable(),
  PersonnummerVM: z.string().nullable(),
  familienstand: z.string().nullable(),
  mvp_freigabe: z.union([z.literal(0), z.literal(1)]),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobil: z.string().nullable(),
  kontakt_einwilligung: mainFlag,
  vollstaendig: z.boolean(),
  hauptadresse: personAddressSchema.nullable(),
  adressen: z.array(personAddressSchema),
  bankverbindungen: z.array(bankConnectionSchema),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.null()]))
    .meta({ description: 'every detail field of the person catalogue (empty: null, checkboxes 0)' }),
}) satisfies z.ZodType<Person>;

/** GET /api/persons/:id and every save */
export const personResponseSchema = z.object({ person: personSchema });

/** GET /api/persons (sorted by id) */
export const personsResponseSchema = z.object({ persons: z.array(personSchema) });

/** DELETE /api/persons/:id */
export const personDeletedSchema = z.object({ success: z.literal(true) });
