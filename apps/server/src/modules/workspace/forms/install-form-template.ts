import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import { templateFields } from '@kundenportal/domain/adviser-forms/form-template';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { workspaceFormTexts } from '@kundenportal/domain/texts/workspace-forms';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { ValidationError } from '../../../lib/app-error';
import { OperatorError } from '../../../lib/operator-error';
import type { FormTemplatesRepository } from './repository';

/**
 * Installs an agency's form template (the workspace's PUT, `npm run admin -- form`, the seed): the
 * markdown is parsed first and every error names its line; a changed template becomes the next version,
 * the same one again changes nothing. A version an adviser publishes goes into the agency's log in its
 * transaction. Signed forms keep pointing at the version they were signed on.
 */
export async function installFormTemplate(
  repository: FormTemplatesRepository,
  input: { agent: string; key: string; source: string },
  publisher: { userId: number; agencyId: number } | null = null,
): Promise<{
  agentId: number;
  key: string;
  version: number;
  created: boolean;
  title: string;
  fields: number;
}> {
  const key = input.key.trim();
  if (!isFormKey(key)) throw new ValidationError([`key=>${workspaceFormTexts.keyInvalid(key)}`]);
  const parsed = parseTemplate(input.source);
  if (!parsed.ok) throw new ValidationError(parsed.errors.map((error) => `source=>${error}`));
  const agentId = await repository.agencyIdOf(input.agent.trim());
  if (agentId === null) throw new OperatorError(adminTexts.agentNotFound(input.agent));
  const title = parsed.template.title;
  const source = input.source.replace(/\r\n?/g, '\n');
  const { version, created } = await repository.transaction(async (tx) => {
    await repository.lockAgency(tx, agentId);
    const current = await repository.currentTemplate(agentId, key, tx);
    if (current && current.source === source) return { version: current.version, created: false };
    const next = (current?.version ?? 0) + 1;
    await repository.addVersion(tx, { agentId, key, version: next, title, source });
    if (publisher)
      await writeAdviserAudit(tx, publisher, null, 'form_published', [
        { key: `form.${key}`, before: next > 1 ? next - 1 : null, after: next },
      ]);
    return { version: next, created: true };
  });
  return { agentId, key, version, created, title, fields: templateFields(parsed.template).length };
}
