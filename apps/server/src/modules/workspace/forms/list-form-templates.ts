import type { FormTemplateList } from '@kundenportal/domain/workspace/form-templates';
import type { FormTemplatesRepository } from './repository';
import { templateSummary } from './template-summary';

/** The newest version of each of the agency's templates, by title. */
export async function listFormTemplates(
  repository: FormTemplatesRepository,
  agencyId: number,
): Promise<FormTemplateList> {
  const rows = await repository.currentTemplates(agencyId);
  return { formulare: rows.map(templateSummary).sort((a, b) => a.title.localeCompare(b.title, 'de')) };
}
