import { z } from 'zod';
import { ANREDE_OPTIONS, authorityContactFields } from '../forms/catalogue/authority-contact';
import { formBodyShape } from '../forms/field-schema';
import { contactPersonTexts } from '../texts/contact-persons';

/**
 * A contact person at an insurer or authority (Ansprechpartner, spec sections 3 and 7) as
 * GET /api/ansprechpartner lists it (`{ ansprechpartner: [...] }`) and the writes answer it
 * (`{ ansprechpartner: {...} }`): the catalogue's fields, whether its location is filled (section 5) and the
 * ids of the household's contracts it is linked to.
 */
export type ContactPerson = {
  id: number;
  firma: string | null;
  anrede: string | null;
  vorname: string;
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  phone: string;
  fax: string | null;
  email: string;
  standort: boolean;
  vertraege: number[];
};

/** POST /api/ansprechpartner and PUT /api/ansprechpartner/{id} (a PUT keeps what it leaves out). */
export const contactPersonInputSchema = z.strictObject(formBodyShape(authorityContactFields));

const required = { error: contactPersonTexts.contractRequired };

/** PUT /api/ansprechpartner/{id}/verknuepfen: a contract of the household to link. */
export const contactPersonLinkSchema = z.strictObject({
  vertrag_id: z
    .union(
      [
        // Each member carries the message too: zod answers a member's own issue when the type matches.
        z.number(required).int(required).positive(required),
        z.string(required).regex(/^[1-9]\d{0,9}$/, required),
      ],
      required,
    )
    .meta({ description: 'id of a contract of the household' }),
});

/**
 * Spec section 5: a contact person's location counts as filled when any part of the address is set (the
 * spec names co, address, house number, street code and city; the catalogue's fields for them are street —
 * street and house number —, zip and city).
 */
export function hasContactLocation(contact: {
  street?: string | null;
  zip?: string | null;
  city?: string | null;
}): boolean {
  return [contact.street, contact.zip, contact.city].some(
    (part) => typeof part === 'string' && part.trim() !== '',
  );
}

/** 'Frau Sabine Meier': the anrede's label (when set) and the names, as the page and its dialogs name one. */
export function contactPersonName(contact: Pick<ContactPerson, 'anrede' | 'vorname' | 'name'>): string {
  const anrede = ANREDE_OPTIONS.find((option) => option.value === contact.anrede)?.label;
  return [anrede, contact.vorname, contact.name].filter(Boolean).join(' ');
}

const contactPersonSchema = z.object({
  id: z.number(),
  firma: z.string().nullable(),
  anrede: z.string().nullable(),
  vorname: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string(),
  fax: z.string().nullable(),
  email: z.string(),
  standort: z.boolean(),
  vertraege: z.array(z.number()),
}) satisfies z.ZodType<ContactPerson>;

/** GET /api/ansprechpartner's answer. */
export const contactPersonListResponseSchema = z.object({ ansprechpartner: z.array(contactPersonSchema) });

/** The writes' answer: the contact person as stored now, and the toast. */
export const contactPersonSavedResponseSchema = z.object({
  ansprechpartner: contactPersonSchema,
  message: z.string(),
});

/** DELETE /api/ansprechpartner/{id}'s answer. */
export const contactPersonDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
