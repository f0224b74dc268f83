import { z } from 'zod';
import { isSparteKey, SPARTEN, type SparteKey, sparteLabel } from '../contracts/sparten';
import { bedarfscheckTexts } from '../texts/bedarfscheck';
import { type FactSource, factsOf } from './facts';
import { type NeedContract, type NeedEntry, needsOf, STATUSES } from './result';
import { PRIORITIES, RULES } from './rules';

/**
 * The Bedarfscheck API of issue 30 (fixed by the issue so outside checks can run against it; `gruende`
 * is added for the screens):
 *
 * GET /api/bedarfscheck → BedarfscheckAnswer (403 not_permitted without config.bedarfscheck): every person
 *     of the household (by id) against the household's contracts (result.ts)
 * PUT /api/persons/vcheck/{id}/update/fremdvertrag BedarfscheckAnswersInput → { person } (answers.ts)
 * GET /api/produkttext/{sparte} → ProductTextAnswer (404 for a Sparte without a text)
 */
export type PersonNeeds = { personId: number; ergebnis: NeedEntry[] };
export type BedarfscheckAnswer = { personen: PersonNeeds[] };

const sparteKeys = SPARTEN.map((sparte) => sparte.key) as [SparteKey, ...SparteKey[]];
const ruleIds = RULES.map((rule) => rule.id) as [NeedEntry['gruende'][number], ...NeedEntry['gruende']];

export const needEntrySchema = z.object({
  sparte: z.enum(sparteKeys),
  prioritaet: z.enum(PRIORITIES),
  status: z.enum(STATUSES),
  vertragId: z.number().int().nullable(),
  gruende: z
    .array(z.enum(ruleIds))
    .meta({ description: 'the rules that call for it (their reasons in the texts)' }),
}) satisfies z.ZodType<NeedEntry>;

export const bedarfscheckAnswerSchema = z.object({
  personen: z.array(z.object({ personId: z.number().int(), ergebnis: z.array(needEntrySchema) })),
}) satisfies z.ZodType<BedarfscheckAnswer>;

/** The household's answer: each person's facts against all the household's contracts, persons by id. */
export function householdNeeds(
  persons: readonly (FactSource & { id: number })[],
  contracts: readonly NeedContract[],
): BedarfscheckAnswer {
  return {
    personen: [...persons]
      .sort((a, b) => a.id - b.id)
      .map((person) => ({ personId: person.id, ergebnis: needsOf(factsOf(person), person.id, contracts) })),
  };
}

/** The Sparten the product texts explain: every Sparte a rule names. */
export type ProductTextSparte = keyof typeof bedarfscheckTexts.produkttexte;

export type ProductTextAnswer = { sparte: ProductTextSparte; label: string; text: string };

export const productTextAnswerSchema = z.object({
  sparte: z.string(),
  label: z.string(),
  text: z.string(),
}) satisfies z.ZodType<{ sparte: string; label: string; text: string }>;

/** The product text of a Sparte key (GET /api/produkttext/{sparte}); null for any other value. */
export function productText(sparte: unknown): ProductTextAnswer | null {
  if (!isSparteKey(sparte) || !Object.hasOwn(bedarfscheckTexts.produkttexte, sparte)) return null;
  const key = sparte as ProductTextSparte;
  return { sparte: key, label: sparteLabel(key), text: bedarfscheckTexts.produkttexte[key] };
}
