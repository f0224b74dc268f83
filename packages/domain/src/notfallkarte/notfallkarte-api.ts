import { z } from 'zod';
import { NOTFALL_SPARTEN } from './notfall-sparten';

const sparteLabels = NOTFALL_SPARTEN.map((line) => line.label) as [string, ...string[]];

/** One contract on the card: its line, insurer, policy number and the claims hotline if one is known. */
export const notfallVertragSchema = z.object({
  sparte: z.enum(sparteLabels).meta({ description: 'the card’s line: Kfz, Haftpflicht, Kranken …' }),
  versicherer: z.string().nullable(),
  nummer: z.string().nullable().meta({ description: 'the policy number' }),
  schadenhotline: z
    .string()
    .nullable()
    .meta({ description: 'the agency’s number, else the insurers table’s' }),
});

/** GET /api/notfallkarte (issue 32): per household person the contracts of the card's lines, and the adviser. */
export const notfallkarteResponseSchema = z.object({
  personen: z.array(
    z.object({
      personId: z.number().int(),
      name: z.string(),
      vertraege: z.array(notfallVertragSchema),
    }),
  ),
  berater: z
    .object({ name: z.string(), telefon: z.string().nullable(), mobil: z.string().nullable() })
    .nullable()
    .meta({ description: 'null while the customer has no adviser' }),
});

export type NotfallVertrag = z.infer<typeof notfallVertragSchema>;
export type NotfallkarteResponse = z.infer<typeof notfallkarteResponseSchema>;
