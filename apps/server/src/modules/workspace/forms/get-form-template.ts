import type { FormTemplateDetail } from '@kundenportal/domain/workspace/form-templates';
import type { TemplateRow } from './repository';
import { templateSummary } from './template-summary';

/** A template's current version with its markdown, and every version (`versions` newest first, not empty). */
export function getFormTemplate(versions: readonly [TemplateRow, ...TemplateRow[]]): FormTemplateDetail {
  const [current] = versions;
  return {
    ...templateSummary(current),
    source: current.source,
    versions: versions.map((row) => ({
      version: row.version,
      title: row.title,
      publishedAt: row.createdAt.toISOString(),
    })),
  };
}
