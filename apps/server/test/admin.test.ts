import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createAgent, createCustomer } from '../src/db/factories';
import { users } from '../src/db/schema';
import { verifySsoToken } from '../src/modules/sso/sso-token';
import { getDatabase } from './helpers/database';
import { mailsTo } from './helpers/outbox-files';

/** The admin command as an operator runs it (`npm run admin -- …`), against its own data folder. */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kp-admin-'));
const SSO_SECRET = 'sso-secret-of-the-adviser-system-0123456789';
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  PUBLIC_URL: 'https://portal.example',
  PASSWORD_SCRYPT_LOG_N: '10',
  LOG_LEVEL: 'warn',
};

function admin(args: string[], extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env, ...extraEnv },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** The database the command will open: the shared PostgreSQL, or PGlite in its data folder. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof getDatabase>>['db']) => Promise<T>) {
  if (process.env.DATABASE_URL) return work((await getDatabase()).db);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

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
    expect(result.stdout).toContain('1 Nachricht(en) zugestellt');

    const [mail] = await mailsTo(dataDir, email);
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
    ];
    const results = await Promise.all(cases.map(([args]) => admin(args)));
    for (const [index, result] of results.entries()) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(cases[index]?.[1]);
    }
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
