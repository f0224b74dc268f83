import { z } from 'zod';
import { formTexts } from '../texts/form';
import { workspaceTexts } from '../texts/workspace';
import { isStorableText } from '../validation/storable-text';

/** The longest search text of the customer list (issue 14). */
export const CUSTOMER_SEARCH_MAX = 100;
/** The most customers one list answer carries; `total` says how many matched. */
export const CUSTOMER_LIST_LIMIT = 200;

/** Query of GET /api/berater/kunden: `q` matches first name, last name and e-mail (case-insensitive). */
export const customerListQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX, { error: workspaceTexts.searchTooLong(CUSTOMER_SEARCH_MAX) })
    .refine(isStorableText, formTexts.invalidValue)
    .optional(),
});

/** One row of the adviser's customer list. */
export const customerSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountTyp: z.string(),
  /** false: invited and not yet activated, or deactivated. */
  active: z.boolean(),
  persons: z.number().int(),
  contracts: z.number().int(),
  /** ISO time of the last login, else of the sign-up. */
  lastActivity: z.string(),
});

export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListSchema = z.object({
  kunden: z.array(customerSummarySchema),
  total: z.number().int(),
});

export type CustomerList = z.infer<typeof customerListSchema>;

/** The signed-in adviser (GET /api/berater/me). */
export const adviserProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  agency: z.object({ id: z.number().int(), name: z.string(), firma: z.string().nullable() }),
});

export type AdviserProfile = z.infer<typeof adviserProfileSchema>;
