import { z } from 'zod';
import { addressFields } from '../forms/catalogue/address';
import { bankConnectionFields } from '../forms/catalogue/bank-connection';
import { personEditFields, vcheckFields } from '../forms/catalogue/person';
import { personMailFields } from '../forms/catalogue/person-mail';
import { formBodyShape } from '../forms/field-schema';

/**
 * The request bodies of the persons API (person-api.ts) as strict zod objects: the OpenAPI document shows
 * them, and the server refuses every key they do not list (422 'field=>…', errors/unknown-fields.ts).
 * Values are checked by the form engine against the catalogue (validate-form.ts), so the answers keep the
 * catalogue's German messages and the order 401, 403, 404, 422 of docs/decisions/006-persons.md.
 */

/** Most entries one list may carry in a save. */
export const MAX_LIST_ENTRIES = 50;

const checkbox = z.union([z.enum(['0', '1', '']), z.literal(0), z.literal(1), z.boolean(), z.null()]);
const entryId = z
  .union([z.number().int().positive(), z.string().max(40)])
  .meta({ description: 'a stored entry id; for a `neu` entry any temporary id' });

function listEntry(fields: typeof addressFields, flag: 'hauptadresse' | 'used') {
  return z.strictObject({
    id: entryId.optional(),
    neu: checkbox.optional().meta({ description: 'insert this entry' }),
    del: checkbox.optional().meta({ description: 'delete the stored entry `id`' }),
    [flag]: checkbox.optional().meta({ description: "'1' marks the main entry" }),
    ...formBodyShape(fields),
  });
}

export const personAddressInputSchema = listEntry(addressFields, 'hauptadresse');
export const personBankConnectionInputSchema = listEntry(bankConnectionFields, 'used');

/**
 * The person's catalogue fields, each at the top level or under `details` (not both): a save changes
 * what it is sent, a field left out keeps its value.
 */
export const personDetailsInputSchema = z.strictObject(formBodyShape(personEditFields));

/** POST /api/persons and PUT /api/persons/:id */
export const personInputSchema = z.strictObject({
  ...formBodyShape(personEditFields),
  details: personDetailsInputSchema.nullable().optional(),
  adressen: z.array(personAddressInputSchema).max(MAX_LIST_ENTRIES).optional(),
  bankverbindungen: z.array(personBankConnectionInputSchema).max(MAX_LIST_ENTRIES).optional(),
});

/** POST /api/persons/:id/setfreigabe */
export const personReleaseInputSchema = z.strictObject({
  mvp_freigabe: z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])]),
});

/** PUT /api/persons/mail/:id — the whole form: a field left out is emptied. */
export const personMailInputSchema = z.strictObject(formBodyShape(personMailFields));

/** PUT /api/persons/vcheck/:id/update/fremdvertrag — the flags it names; the others keep their value. */
export const personVcheckInputSchema = z.strictObject(formBodyShape(vcheckFields));
