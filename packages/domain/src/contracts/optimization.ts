import { z } from 'zod';
import { contractTexts } from '../texts/contracts';
import { formTexts } from '../texts/form';
import { isStorableText } from '../validation/storable-text';

/** Longest note a customer adds to an optimisation request, in characters. */
export const OPTIMIZATION_NOTE_MAX_LENGTH = 2000;

/**
 * POST /api/contracts/:id/optimieren (flag `vertrag_optimieren`, an adviser needed): the customer asks
 * the adviser to check a contract for a better offer; an optional note. Answers 201
 * `{ success: true, message: 'Der Berater wurde informiert.' }`; the adviser gets a mail and the request
 * is stored for the adviser workspace.
 */
export const optimizationRequestSchema = z.strictObject({
  nachricht: z
    .string()
    .max(OPTIMIZATION_NOTE_MAX_LENGTH, contractTexts.optimizeNoteTooLong(OPTIMIZATION_NOTE_MAX_LENGTH))
    .refine(isStorableText, formTexts.invalidValue)
    .optional()
    .meta({ description: 'an optional note for the adviser' }),
});

export type OptimizationRequest = z.infer<typeof optimizationRequestSchema>;
