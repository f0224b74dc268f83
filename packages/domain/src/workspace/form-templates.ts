import { z } from 'zod';
import { isFormKey } from '../adviser-forms/form-availability';
import { MAX_TEMPLATE_LENGTH } from '../adviser-forms/parse-template';
import { templateErrorTexts } from '../texts/form-templates';
import { workspaceFormTexts as texts } from '../texts/workspace-forms';

/**
 * The agency's form templates in the workspace (issue 14; before: the admin command `form`). The template
 * itself is checked by `parseTemplate` — in the editor while it is typed, and on the server before a
 * version is stored; its errors name their line and come back as `source=>Zeile n: …` entries.
 *
 * GET /api/berater/formulare                 → { formulare: FormTemplateSummary[] } (newest version of each)
 * GET /api/berater/formulare/{key}           → FormTemplateDetail (404 could_not_find_form_template)
 * PUT /api/berater/formulare/{key} { source } → FormTemplatePublished (the same source again: created false)
 */
export const formTemplateInputSchema = z.strictObject({
  source: z
    .string({ error: texts.sourceRequired })
    .refine((value) => value.trim().length > 0, texts.sourceRequired)
    .refine((value) => value.length <= MAX_TEMPLATE_LENGTH, templateErrorTexts.tooLong(MAX_TEMPLATE_LENGTH)),
});
export type FormTemplateInput = z.infer<typeof formTemplateInputSchema>;

export const formTemplateSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  version: z.number().int(),
  /** Input, signature and date fields together. */
  fields: z.number().int(),
  /** ISO time the version was published. */
  publishedAt: z.string(),
});
export type FormTemplateSummary = z.infer<typeof formTemplateSummarySchema>;

export const formTemplateListSchema = z.object({ formulare: z.array(formTemplateSummarySchema) });
export type FormTemplateList = z.infer<typeof formTemplateListSchema>;

/**
 * The template's key in the path, only documented as text: reading answers a key that names no template
 * of the agency with 404 (before the schema, ADR 100), publishing refuses a malformed one with `key=>…`.
 */
export const formTemplateParamsSchema = z.object({
  key: z.string().meta({ description: 'the form key: a lower-case letter, then letters, digits or _' }),
});

export const formTemplateDetailSchema = formTemplateSummarySchema.extend({
  source: z.string(),
  /** Every version, newest first. */
  versions: z.array(z.object({ version: z.number().int(), title: z.string(), publishedAt: z.string() })),
});
export type FormTemplateDetail = z.infer<typeof formTemplateDetailSchema>;

export const formTemplatePublishedSchema = formTemplateSummarySchema.extend({ created: z.boolean() });
export type FormTemplatePublished = z.infer<typeof formTemplatePublishedSchema>;

/** A form key typed into the workspace's "Neues Formular": the message, or undefined when it is one. */
export function formKeyProblem(key: string): string | undefined {
  return isFormKey(key) ? undefined : texts.keyInvalid(key);
}
