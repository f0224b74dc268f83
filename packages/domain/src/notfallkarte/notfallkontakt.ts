import { z } from 'zod';
import { notfallkarteTexts } from '../texts/notfallkarte';
import { parsePhone } from '../validation/phone';
import { isStorableText } from '../validation/storable-text';

const t = notfallkarteTexts.contact;

export const NOTFALLKONTAKT_NAME_MAX = 100;

/**
 * PUT /api/notfallkarte/kontakt (issue 32): the customer's emergency contact, name and any phone number
 * (landline or mobile, as `parsePhone` reads it; stored in E.164, answered as people read it).
 */
export const notfallkontaktSchema = z.strictObject({
  name: z
    .string(t.nameRequired)
    .trim()
    .min(1, t.nameRequired)
    .max(NOTFALLKONTAKT_NAME_MAX, t.nameTooLong(NOTFALLKONTAKT_NAME_MAX))
    .refine(isStorableText, t.invalidText),
  telefon: z
    .string(t.phoneRequired)
    .trim()
    .min(1, t.phoneRequired)
    .max(40, t.phoneRequired)
    .superRefine((value, context) => {
      const phone = parsePhone(value);
      if (!phone.ok) context.addIssue({ code: 'custom', message: phone.message, input: value });
    }),
});

export const notfallkontaktResponseSchema = z.object({
  notfallkontakt: z.object({ name: z.string(), telefon: z.string() }).nullable(),
});

export type NotfallkontaktBody = z.infer<typeof notfallkontaktSchema>;
export type NotfallkontaktResponse = z.infer<typeof notfallkontaktResponseSchema>;
