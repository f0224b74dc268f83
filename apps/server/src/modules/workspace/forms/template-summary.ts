import { templateFields } from '@kundenportal/domain/adviser-forms/form-template';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import type { FormTemplateSummary } from '@kundenportal/domain/workspace/form-templates';
import type { TemplateRow } from './repository';

/** A stored version as the workspace lists it (a template stored before a rule changed counts 0 fields). */
export function templateSummary(row: TemplateRow): FormTemplateSummary {
  const parsed = parseTemplate(row.source, { stored: true });
  return {
    key: row.key,
    title: row.title,
    version: row.version,
    fields: parsed.ok ? templateFields(parsed.template).length : 0,
    publishedAt: row.createdAt.toISOString(),
  };
}
