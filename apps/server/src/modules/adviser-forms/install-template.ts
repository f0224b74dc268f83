import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import type { Db } from '../../db/client';
import { createAccountRepository } from '../account/repository';
import { createAdviserFormsRepository } from './repository';

/** A refusal with German messages for the operator (admin command) or the seed. */
export class FormTemplateError extends Error {}

/**
 * Installs an adviser's form template (`npm run admin -- form`, the seed; the adviser workspace later): the
 * markdown is parsed first and every error names its line; a changed template becomes the next version,
 * the same one again changes nothing. Signed forms keep pointing at the version they were signed on.
 */
export async function installFormTemplate(
  db: Db,
  input: { agent: string; key: string; source: string },
): Promise<{
  agentId: number;
  key: string;
  version: number;
  created: boolean;
  title: string;
  fields: number;
}> {
  const key = input.key.trim();
  if (!isFormKey(key))
    throw new FormTemplateError(
      `„${key}“ ist kein gültiger Formularschlüssel (Kleinbuchstaben, Ziffern und _, mit einem Buchstaben am Anfang).`,
    );
  const parsed = parseTemplate(input.source);
  if (!parsed.ok) throw new FormTemplateError(parsed.errors.join('\n'));
  const agent = await createAccountRepository(db).findAgent(input.agent.trim());
  if (!agent)
    throw new FormTemplateError(`Keinen Berater mit der ID oder dem Code „${input.agent}“ gefunden.`);
  const { version, created } = await createAdviserFormsRepository(db).installTemplate(agent.id, key, {
    title: parsed.template.title,
    source: input.source.replace(/\r\n?/g, '\n'),
  });
  const fields = parsed.template.blocks.filter((block) => block.kind === 'field').length;
  return { agentId: agent.id, key, version, created, title: parsed.template.title, fields };
}
