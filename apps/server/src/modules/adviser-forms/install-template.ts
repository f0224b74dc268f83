import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import { templateFields } from '@kundenportal/domain/adviser-forms/form-template';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { workspaceFormTexts } from '@kundenportal/domain/texts/workspace-forms';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/app-error';
import { OperatorError } from '../../lib/operator-error';
import { createAdviserFormsRepository } from './repository';

/**
 * Installs an adviser's form template (`npm run admin -- form`, the seed, the workspace's PUT): the
 * markdown is parsed first and every error names its line; a changed template becomes the next version,
 * the same one again changes nothing. Signed forms keep pointing at the version they were signed on.
 */
export async function installFormTemplate(
  db: Db,
  input: { agent: string; key: string; source: string },
  /** More writes of a new version's transaction (the agency's log); not called when nothing changed. */
  onPublished?: (tx: Db, published: { key: string; version: number; title: string }) => Promise<void>,
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
  const repository = createAdviserFormsRepository(db);
  const agentId = await repository.findAgentId(input.agent.trim());
  if (agentId === null) throw new OperatorError(adminTexts.agentNotFound(input.agent));
  const title = parsed.template.title;
  const { version, created } = await repository.installTemplate(
    agentId,
    key,
    { title, source: input.source.replace(/\r\n?/g, '\n') },
    onPublished && ((tx, version) => onPublished(tx, { key, version, title })),
  );
  return {
    agentId,
    key,
    version,
    created,
    title,
    fields: templateFields(parsed.template).length,
  };
}
