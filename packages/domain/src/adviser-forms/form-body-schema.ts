import { z } from 'zod';
import { MAX_SIGNATURE_PNG_LENGTH, MAX_SIGNATURE_SVG_LENGTH, TYPED_SIGNATURE_LENGTH } from './form-api';

/**
 * The body of POST /api/forms/{key} as the API documents it (OpenAPI). The server checks it with
 * `parseFormSubmission` against the form's own fields (their names and rules come from the template), so
 * `values` is documented as a map here.
 */
export const formSubmissionSchema = z
  .object({
    values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    signature: z
      .union([
        z
          .object({
            svg: z.string().max(MAX_SIGNATURE_SVG_LENGTH).optional(),
            png: z.string().max(MAX_SIGNATURE_PNG_LENGTH).optional(),
          })
          .strict(),
        z
          .object({ typed: z.string().min(TYPED_SIGNATURE_LENGTH.min).max(TYPED_SIGNATURE_LENGTH.max) })
          .strict(),
      ])
      .optional(),
    preview: z.boolean(),
    version: z.number().int().positive().optional(),
  })
  .strict();
