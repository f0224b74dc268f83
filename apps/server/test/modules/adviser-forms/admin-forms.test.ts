import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../../src/db/factories';
import { formTemplates, signedForms } from '../../../src/db/schema';
import { appendAuditRecord, verifyAuditChains } from '../../../src/modules/adviser-forms/audit-chain';
import { adminCli } from '../../helpers/admin-cli';
import { tempDir } from '../../helpers/temp-dir';
import { SMALL_FORM } from './adviser-forms.fixtures';

/**
 * `npm run admin -- form` and `npm run admin -- verify-audit` as an operator runs them, against the
 * command's own data folder (PGlite there) or the shared PostgreSQL. One process per command: the
 * embedded database takes one process at a time, so the cases run one after another.
 */
const cli = adminCli('kp-admin-forms');

const admin = cli.run;
const withDatabase = cli.withDatabase;
const files = tempDir('kp-admin-forms-files');

const file = (name: string, content: string) => {
  const where = path.join(files, name);
  writeFileSync(where, content);
  return where;
};

const signupCode = `formular-${randomUUID().slice(0, 8)}`;
const KEY = 'testvollmacht';
let agentId = 0;
let userId = 0;
beforeAll(async () => {
  await withDatabase(async (db) => {
    agentId = (await createAgent(db, { signupCode })).id;
    const customer = await createCustomer(db, {
      email: `formular-${randomUUID()}@example.com`,
      scryptLogN: 10,
      agentId,
    });
    userId = customer.user.id;
  });
}, 120_000);

const templatesOf = (key: string) =>
  withDatabase((db) =>
    db
      .select({ version: formTemplates.version, title: formTemplates.title })
      .from(formTemplates)
      .where(and(eq(formTemplates.agentId, agentId), eq(formTemplates.key, key)))
      .orderBy(asc(formTemplates.version)),
  );

describe('npm run admin -- form', () => {
  it('installs version 1, says unchanged for the same file, and a changed file becomes version 2', async () => {
    const first = await admin([
      'form',
      '--agent',
      signupCode,
      '--key',
      KEY,
      '--file',
      file('v1.md', SMALL_FORM),
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      `Formular ${KEY} („Testvollmacht“, 8 Felder) von Berater ${agentId} installiert: Version 1`,
    );
    // The same template again, with Windows line ends and by id: nothing new.
    const again = await admin([
      'form',
      '--agent',
      String(agentId),
      '--key',
      KEY,
      '--file',
      file('v1-crlf.md', SMALL_FORM.replace(/\n/g, '\r\n')),
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`Formular ${KEY} von Berater ${agentId} ist unverändert: Version 1`);
    const changed = await admin([
      'form',
      '--agent',
      String(agentId),
      '--key',
      KEY,
      '--file',
      file('v2.md', SMALL_FORM.replace('# Testvollmacht', '# Testvollmacht 2026')),
    ]);
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toContain(
      `Formular ${KEY} („Testvollmacht 2026“, 8 Felder) von Berater ${agentId} installiert: Version 2`,
    );
    expect(await templatesOf(KEY)).toEqual([
      { version: 1, title: 'Testvollmacht' },
      { version: 2, title: 'Testvollmacht 2026' },
    ]);
  }, 120_000);

  it('refuses a malformed template with German errors by line, and an unknown adviser, with exit code 1', async () => {
    const malformed = await admin([
      'form',
      '--agent',
      String(agentId),
      '--key',
      'kaputt',
      '--file',
      file(
        'kaputt.md',
        '# Kaputt\n\nText.\n\n{{ Name | name | unbekannt }}\n{{ Ort | ort }}\n{{ Name | name | textfield }}\n',
      ),
    ]);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('Zeile 5: „unbekannt“ ist kein Feldtyp. Erlaubt: textfield');
    expect(malformed.stderr).toContain(
      'Zeile 6: Ein Feld hat die Form {{ Titel | name | typ | pflicht | Platzhalter | Parameter }}',
    );
    expect(malformed.stdout).toBe('');

    const unknown = await admin([
      'form',
      '--agent',
      'gibt-es-nicht',
      '--key',
      KEY,
      '--file',
      file('u.md', SMALL_FORM),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Keinen Berater mit der ID oder dem Code „gibt-es-nicht“ gefunden.');
    expect(await templatesOf('kaputt')).toEqual([]);
  }, 120_000);
});

describe('npm run admin -- verify-audit', () => {
  it('says the chains are in order, and names the broken link after tampering (exit code 1)', async () => {
    const records = await withDatabase(async (db) => {
      const [template] = await db
        .select()
        .from(formTemplates)
        .where(and(eq(formTemplates.agentId, agentId), eq(formTemplates.key, KEY)))
        .orderBy(asc(formTemplates.version))
        .limit(1);
      if (!template) throw new Error('template not installed');
      const appended = [];
      for (const signer of ['Kim Kunde', 'Kai Kunde'])
        appended.push(
          await db.transaction((tx) =>
            appendAuditRecord(tx, {
              id: randomUUID(),
              agentId,
              userId,
              templateId: template.id,
              formKey: KEY,
              templateVersion: template.version,
              values: { firstname: signer.split(' ')[0] },
              signer,
              signatureKind: 'typed',
              signatureSha256: 'a'.repeat(64),
              contentSha256: 'b'.repeat(64),
              pdfSha256: 'c'.repeat(64),
              pdfBlobKey: `signed-${randomUUID()}`,
              signedAt: new Date(),
            }),
          ),
        );
      return appended;
    });
    expect(records.map((record) => record.seq)).toEqual([1, 2]);

    const clean = await admin(['verify-audit']);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/^Prüfketten in Ordnung: \d+ Einträge von \d+ Beratern geprüft\.$/m);

    const second = records[1];
    if (!second) throw new Error('no second record');
    const tamper = (signer: string) =>
      withDatabase(async (db) => {
        await db.execute(sql`alter table signed_forms disable trigger signed_forms_append_only`);
        try {
          await db.update(signedForms).set({ signer }).where(eq(signedForms.id, second.id));
        } finally {
          await db.execute(sql`alter table signed_forms enable trigger signed_forms_append_only`);
        }
      });
    try {
      await tamper('Eve Fälscherin');
      const broken = await admin(['verify-audit']);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain(
        `Prüfkette von Berater ${agentId} gebrochen: Eintrag 2 (${second.id}) wurde verändert.`,
      );
      expect(broken.stdout).toBe('');
    } finally {
      await tamper(second.signer);
    }
    expect(await withDatabase(async (db) => (await verifyAuditChains(db)).problem)).toBeNull();
  }, 120_000);
});
