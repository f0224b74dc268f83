import { templateFields } from '@kundenportal/domain/adviser-forms/form-template';
import type { FormTemplateSummary } from '@kundenportal/domain/workspace/form-templates';
import { parseStoredTemplate } from '../../../lib/stored-template';
import type { TemplateRow } from './repository';

/** A stored version as the workspace lists it (a template stored before a rule changed counts 0 fields). */
export function templateSummary(row: TemplateRow): FormTemplateSummary {
  const parsed = parseStoredTemplate(row.source);
  return {
    key: row.key,
    title: row.title,
    version: row.version,
    fields: parsed.ok ? templateFields(parsed.template).length : 0,
    publishedAt: row.createdAt.toISOString(),
  };
}
