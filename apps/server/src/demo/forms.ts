import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { formTemplates } from '../db/schema';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { checkSubmission } from '../modules/adviser-forms/check-submission';
import { availableTemplate, formCustomer, submitForm } from '../modules/adviser-forms/form-service';
import { createAdviserFormsRepository } from '../modules/adviser-forms/repository';
import { createDocumentFiler } from '../modules/documents/document-filer';
import { installFormTemplate } from '../modules/workspace/forms/install-form-template';
import { createFormTemplatesRepository } from '../modules/workspace/forms/repository';
import { serverDir } from '../server-dir';

/** The demo adviser's forms (issue 12), from apps/server/assets/demo/forms/<key>.md. */
export const DEMO_FORM_KEYS = [
  'maklervollmacht',
  'einwilligungserklaerung',
  'erstinformation',
  'beratungsprotokoll',
  'datenvollmacht',
];

/**
 * Earlier versions, published before the current ones (assets/demo/forms/history/<key>-<version>.md): the
 * Beratungsprotokoll got its budget and the waiver of § 61 VVG in version 2, so the workspace's editor
 * shows a history.
 */
const DEMO_FORM_HISTORY = [{ key: 'beratungsprotokoll', version: 1, daysAgo: 120 }];

export async function addDemoForms(db: Db, agentId: number): Promise<void> {
  const templates = createFormTemplatesRepository(db);
  for (const old of DEMO_FORM_HISTORY) {
    const source = await readFile(
      path.join(serverDir, 'assets/demo/forms/history', `${old.key}-${old.version}.md`),
      'utf8',
    );
    await installFormTemplate(templates, { agent: String(agentId), key: old.key, source });
    await db
      .update(formTemplates)
      .set({ createdAt: new Date(Date.now() - old.daysAgo * DAY) })
      .where(
        and(
          eq(formTemplates.agentId, agentId),
          eq(formTemplates.key, old.key),
          eq(formTemplates.version, old.version),
        ),
      );
  }
  for (const key of DEMO_FORM_KEYS) {
    const source = await readFile(path.join(serverDir, 'assets/demo/forms', `${key}.md`), 'utf8');
    await installFormTemplate(templates, { agent: String(agentId), key, source });
  }
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Max signed the receipt of the Erstinformation when he became a customer (typed, a few weeks ago): a real
 * signed form with its PDF in his documents and the first record of the adviser's audit chain. No mail:
 * it went out then.
 */
export async function addDemoSignedForms(
  db: Db,
  store: BlobStore,
  owner: { userId: number },
  profile: 'max' | 'erika',
  now: Date,
): Promise<void> {
  if (profile !== 'max') return;
  const signedAt = new Date(now.getTime() - 41 * DAY);
  const deps = {
    repository: createAdviserFormsRepository(db),
    store,
    documents: createDocumentFiler(store),
    now: () => signedAt,
  };
  const customer = await formCustomer(deps, owner.userId);
  const row = await availableTemplate(deps, customer, 'erstinformation');
  const body = {
    values: { firstname: 'Max', lastname: 'Mustermann', erhalten: '1' },
    signature: { typed: 'Max Mustermann' },
    preview: false,
  };
  const checked = checkSubmission(body, () => row, signedAt);
  if (!checked.ok) throw new Error(`demo form refused: ${checked.entries.join('; ')}`);
  await submitForm(
    deps,
    { userId: owner.userId, sessionId: null, ip: null, userAgent: 'Kundenportal Demo' },
    { customer, row },
    checked.value,
    { mailAdviser: false },
  );
}
