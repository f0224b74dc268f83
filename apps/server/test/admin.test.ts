import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { formatFileSize } from '@kundenportal/domain/documents/file-size';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../src/db/factories';
import { agents, documents, persons, users } from '../src/db/schema';
import { textPdf } from '../src/lib/text-pdf';
import { verifySsoToken } from '../src/modules/sso/sso-token';
import { adminCli } from './helpers/admin-cli';
import { mailsTo } from './helpers/outbox-files';
import { tempDir } from './helpers/temp-dir';

/** The admin command (`npm run admin -- …`) against its own data folder, on the tests' database. */
const cli = adminCli('kp-admin');
const { dataDir } = cli;
const admin = cli.run;
const withDatabase = cli.withDatabase;
const SSO_SECRET = 'sso-secret-of-the-adviser-system-0123456789';

const signupCode = `admin-${randomUUID().slice(0, 8)}`;
const existing = `vorhanden-${randomUUID()}@example.com`;
let agentId = 0;
beforeAll(async () => {
  await withDatabase(async (db) => {
    agentId = (await createAgent(db, { signupCode, firma: 'Berger Versicherungsmakler GmbH' })).id;
    await createCustomer(db, { email: existing, scryptLogN: 10, agentId });
  });
}, 60_000);

describe('npm run admin -- invite', () => {
  it('creates the inactive account and writes the activation mail to the outbox', async () => {
    const email = `einladung-${randomUUID()}@example.com`;
    const result = await admin([
      'invite',
      '--email',
      email,
      '--agent',
      signupCode,
      '--first-name',
      'Ina',
      '--last-name',
      'Neu',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Konto angelegt: ${email}`);
    // The command sends all the outbox holds: on the tests' shared database that may be more than its own mail.
    expect(result.stdout).toMatch(/[1-9]\d* Nachricht\(en\) zugestellt als Datei in /);

    const mails = await mailsTo(dataDir, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Dein Zugang zum Kundenportal');
    expect(mail?.text).toContain('Berger Versicherungsmakler GmbH hat für dich ein Konto');
    expect(mail?.text).toMatch(/https:\/\/portal\.example\/#\/intro\/einrichtung\/[A-Za-z0-9_-]{43}/);
    expect(result.stdout).not.toMatch(/einrichtung\//);

    const [user] = await withDatabase((db) => db.select().from(users).where(eq(users.email, email)));
    expect(user).toMatchObject({
      active: false,
      passwordHash: null,
      agentId,
      firstName: 'Ina',
      lastName: 'Neu',
    });
  }, 60_000);

  it('takes the adviser by id too', async () => {
    const email = `per-id-${randomUUID()}@example.com`;
    const result = await admin(['invite', '--email', email, '--agent', String(agentId)]);
    expect(result.code, result.stderr).toBe(0);
    expect(await mailsTo(dataDir, email)).toHaveLength(1);
  }, 60_000);

  it('stops with exit code 1 and a message for an unknown adviser', async () => {
    const result = await admin([
      'invite',
      '--email',
      `x-${randomUUID()}@example.com`,
      '--agent',
      'gibt-es-nicht',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Kein Berater mit Id oder Registrierungscode "gibt-es-nicht"');
  }, 60_000);
});

describe('npm run admin (usage)', () => {
  it('stops with exit code 1 and a message on bad arguments, before touching the database', async () => {
    const cases: [string[], string][] = [
      [['invite', '--email', 'kaputt', '--agent', signupCode], 'Keine gültige E-Mail-Adresse'],
      [['invite', '--email', 'x@example.com'], 'invite braucht --email und --agent'],
      [['invite', '--mail', 'x@example.com'], "Unknown option '--mail'"],
      [['loeschen'], 'Unbekannter Befehl'],
      [['sso-token', '--email', existing], 'SSO_SECRET ist nicht gesetzt'],
      [['provide-document', '--file', 'x.pdf'], 'provide-document --customer <adresse> --file <pfad>'],
    ];
    const results = await Promise.all(cases.map(([args]) => admin(args)));
    for (const [index, result] of results.entries()) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(cases[index]?.[1]);
    }
  }, 60_000);
});

describe('npm run admin (the production bundle, admin.js)', () => {
  it('refuses an unknown command with exit code 1 and the usage, and runs a command on its database', async () => {
    const refused = await cli.spawn(['loeschen']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Unbekannter Befehl');
    expect(refused.stderr).toContain('provide-document --customer <adresse> --file <pfad>');
    const checked = await cli.spawn(['verify-audit']);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/^Prüfketten in Ordnung: \d+ Einträge von \d+ Beratern geprüft\.$/m);
  }, 60_000);
});

describe('npm run admin -- sso-token', () => {
  it('prints a single sign-on link with a valid token for the customer', async () => {
    const result = await admin(['sso-token', '--email', existing], { SSO_SECRET });
    expect(result.code, result.stderr).toBe(0);
    const match = /^https:\/\/portal\.example\/#\/intro\/sso\/(\S+)$/m.exec(result.stdout);
    expect(match).not.toBeNull();
    const claims = await verifySsoToken({ secret: SSO_SECRET, issuer: 'berater-system' }, match?.[1] ?? '');
    expect(claims?.email).toBe(existing);
  }, 60_000);

  it('refuses an unknown customer', async () => {
    const unknown = await admin(['sso-token', '--email', 'niemand@example.com'], { SSO_SECRET });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Kein Konto');
  }, 60_000);
});

describe('npm run admin -- provide-document', () => {
  const files = tempDir('kp-admin-files');
  const pdf = textPdf({
    title: 'Erstinformation',
    author: 'Berger Versicherungsmakler GmbH',
    blocks: [{ kind: 'title', text: 'Erstinformation gemäß § 15 VersVermV' }],
  });
  const file = (name: string, content: Buffer | string) => {
    const where = path.join(files, name);
    writeFileSync(where, content);
    return where;
  };
  const documentsOf = (email: string) =>
    withDatabase((db) =>
      db
        .select({ document: documents, mainId: persons.id })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.userId))
        .innerJoin(persons, and(eq(persons.userId, users.id), eq(persons.isMain, true)))
        .where(eq(users.email, email)),
    );
  const leftovers = () => readdirSync(path.join(dataDir, 'files')).filter((name) => name.startsWith('tmp-'));

  it("files the file into the customer's approvals: kategorie berater, read-only, bytes in the store", async () => {
    const email = `freigabe-${randomUUID()}@example.com`;
    await withDatabase((db) => createCustomer(db, { email, scryptLogN: 10, agentId }));
    const result = await admin([
      'provide-document',
      '--customer',
      email.toUpperCase(),
      '--file',
      file('Erstinformation.pdf', pdf),
      '--directory',
      'Versicherungen/Sonstige',
      '--kategorie',
      'berater',
      '--key',
      'erstinformation',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      `Dokument bereitgestellt: Erstinformation.pdf (${formatFileSize(pdf.length)})`,
    );

    const [row] = await documentsOf(email);
    expect(row?.document).toMatchObject({
      originalFilename: 'Erstinformation.pdf',
      kategorie: 'berater',
      directory: 'Versicherungen/Sonstige',
      providedByAgentId: agentId,
      ownerType: 'person',
      ownerId: row?.mainId,
      mime: 'application/pdf',
      size: pdf.length,
      adviserDocumentKey: 'erstinformation',
    });
    expect(readFileSync(path.join(dataDir, 'files', row?.document.blobKey ?? 'x')).equals(pdf)).toBe(true);
  }, 60_000);

  it('refuses with a German message and exit code 1, storing nothing', async () => {
    const email = `abgelehnt-${randomUUID()}@example.com`;
    const orphan = `ohne-berater-${randomUUID()}@example.com`;
    await withDatabase(async (db) => {
      await createCustomer(db, { email, scryptLogN: 10, agentId });
      await createCustomer(db, { email: orphan, scryptLogN: 10, agentId: null });
    });
    const tooLarge = path.join(files, 'Gross.pdf');
    writeFileSync(tooLarge, '');
    truncateSync(tooLarge, MAX_UPLOAD_BYTES + 1);
    const provide = (customer: string, where: string, ...more: string[]) =>
      admin(['provide-document', '--customer', customer, '--file', where, ...more]);

    // Refused before the database opens: these may run side by side.
    const early: [Promise<{ code: number | null; stderr: string }>, string][] = [
      [
        provide(email, path.join(files, 'fehlt.pdf')),
        `Die Datei ${path.join(files, 'fehlt.pdf')} gibt es nicht.`,
      ],
      [provide(email, files), `${files} ist keine Datei.`],
      [provide(email, file('programm.exe', 'MZ')), 'Dateityp wird nicht unterstützt (programm.exe)'],
      [provide(email, tooLarge), 'Die Maximale Dateigröße ist 25 MB'],
      [
        provide(email, file('Vollmacht.pdf', pdf), '--kategorie', 'eigene'),
        'Bereitgestellte Dokumente haben die Kategorie berater, nicht "eigene"',
      ],
      [admin(['provide-document', '--customer', email]), 'provide-document braucht --customer und --file'],
    ];
    for (const [run, message] of early) {
      const result = await run;
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
    }
    // One process at a time on the embedded database.
    const late: [string[], string][] = [
      [['niemand@example.com', file('a.pdf', pdf)], 'Kein Konto mit der E-Mail-Adresse niemand@example.com'],
      [[orphan, file('b.pdf', pdf)], `Das Konto ${orphan} hat keinen Berater`],
      [
        [email, file('Tarnung.pdf', '<!doctype html><html><script>alert(1)</script></html>')],
        'Der Inhalt von Tarnung.pdf passt nicht zur Dateiendung .pdf.',
      ],
      [[email, file('c.pdf', pdf), '--directory', 'Urlaub/Fotos'], 'Den Ordner "Urlaub/Fotos" gibt es nicht'],
      [[email, file('d.pdf', pdf), '--key', 'kuendigung'], 'Unbekanntes Beraterdokument: kuendigung'],
    ];
    for (const [[customer = '', where = '', ...more], message] of late) {
      const result = await provide(customer, where, ...more);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
    }
    expect(await documentsOf(email)).toEqual([]);
    expect(await documentsOf(orphan)).toEqual([]);
    expect(leftovers()).toEqual([]);
  }, 120_000);
});

describe('npm run admin -- branding', () => {
  it("sets the adviser's colours and logo, and refuses a pair below WCAG AA naming it, changing nothing", async () => {
    const logo = path.join(tempDir('kp-admin-logo'), 'logo.svg');
    writeFileSync(
      logo,
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><rect width="300" height="80" fill="#1f5f4a"/></svg>',
    );
    const set = await admin([
      'branding',
      '--agent',
      String(agentId),
      '--primary',
      '#1F5F4A',
      '--logo',
      logo,
      '--radius',
      '6',
    ]);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('"primary":"#1f5f4a"');
    const refused = await admin(['branding', '--agent', String(agentId), '--on-primary', '#336655']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Der Kontrast zwischen Schrift auf der Hauptfarbe #336655 und Hauptfarbe #1f5f4a',
    );
    const [agent] = await withDatabase((db) => db.select().from(agents).where(eq(agents.id, agentId)));
    expect(JSON.parse(agent?.css ?? '{}')).toEqual({ primary: '#1f5f4a', radius: 6 });
    expect(agent?.logoPath).toMatch(/^agent-logo-[0-9a-f]{32}$/);
    expect(
      readFileSync(path.join(dataDir, 'files', agent?.logoPath ?? 'x'))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  }, 60_000);
});
