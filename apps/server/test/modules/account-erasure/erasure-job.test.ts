import type { AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import type { InboxItem } from '@kundenportal/domain/workspace/inbox';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerData } from '../../../src/db/customer-data';
import {
  accountErasures,
  blobRemovals,
  dataExports,
  documents,
  outbox,
  retainedRecords,
  signedForms,
} from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { readOutbox } from '../../helpers/outbox-files';
import {
  authHeaders,
  clientHeaders,
  createTestAdviser,
  jsonCaller,
  loginAsAdviser,
  uniqueIp,
  useTestApp,
} from '../../helpers/test-app';
import { type Identity, maxLikeHousehold, newIdentity } from './erasure.fixtures';
import { columnsHolding, rowCounts } from './erasure-scan';

/**
 * The erasure job (issue 32, ADR 240): a Max-like household asks for its erasure 15 days ago by the app
 * clock; the clock set to now runs the job (the reminder worker's task). Afterwards no text column of any
 * table holds the customer's name, address, phone or IBAN but the restricted signed forms; their files are
 * gone from the blob store; a second customer of the agency is untouched.
 */
const t = useTestApp({ REMINDER_WORKER: 'true' });
const DAY = 86_400_000;

let max: Awaited<ReturnType<typeof maxLikeHousehold>>;
let identity: Identity;
let other: Awaited<ReturnType<typeof maxLikeHousehold>>;
let otherIdentity: Identity;
let adviser: ReturnType<typeof jsonCaller>;
let before: {
  columns: Record<string, number>;
  rows: Record<string, number>;
  otherRows: Record<string, number>;
  files: string[];
};
let retainedFiles: string[];
let cachedBefore: string;
const rebuilt = async () => ({ value: 'neu gebaut', agentId: null });

const needles = (who: Identity) => [who.lastName, who.email, who.phone, who.iban];

async function fileKeysOf(userId: number) {
  const { db } = await getDatabase();
  const ofDocuments = await db
    .select({ key: documents.blobKey })
    .from(documents)
    .where(eq(documents.userId, userId));
  const ofExports = await db
    .select({ key: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileKey)));
  return [...ofDocuments, ...ofExports].map((row) => row.key ?? '');
}

const stored = async (keys: string[]) =>
  (
    await Promise.all(keys.map(async (key) => ((await t.app.blobStore.size(key)) === null ? [] : [key])))
  ).flat();

beforeAll(async () => {
  const asked = new Date(Date.now() - 15 * DAY);
  identity = newIdentity('Max');
  max = await maxLikeHousehold(t.app, identity);
  otherIdentity = newIdentity('Erika');
  other = await maxLikeHousehold(t.app, otherIdentity, max.agencyId);
  const staff = await createTestAdviser({ agencyId: max.agencyId });
  adviser = jsonCaller(t.app, await loginAsAdviser(t.app, staff.email, staff.password));
  const { db } = await getDatabase();
  retainedFiles = (
    await db
      .select({ key: signedForms.pdfBlobKey })
      .from(signedForms)
      .where(eq(signedForms.userId, max.userId))
  ).map((row) => row.key);
  before = {
    columns: await columnsHolding(needles(identity)),
    rows: await rowCounts(max.userId),
    otherRows: await rowCounts(other.userId),
    files: await fileKeysOf(max.userId),
  };

  t.app.clock.set(asked);
  const requested = await max.call('POST', '/api/users/loeschen', { password: max.password });
  expect(requested.statusCode, requested.body).toBe(202);
  const inbox = await adviser('GET', '/api/berater/eingang/loeschung');
  expect(inbox.json<{ items: InboxItem[] }>().items).toHaveLength(1);
  t.app.clock.set(null);
  // The account's views in this process's cache, as a last visit before the day left them.
  expect((await max.call('GET', '/api/users/me')).statusCode).toBe(200);
  cachedBefore = await t.app.viewCache.get(max.userId, 'users/me', rebuilt);
  await t.app.clock.moved();
  await t.app.outbox.runOnce();
}, 120_000);

afterAll(() => t.app.clock.set(null));

describe('the erasure job (issue 32, ADR 240)', () => {
  it('leaves the name, address, phone and IBAN in no column of any table but the restricted signed forms', async () => {
    // The scan finds them before: in the account, persons, bank connections, chat, outbox, limits …
    expect(Object.keys(before.columns)).toEqual(
      expect.arrayContaining([
        'users.email',
        'users.last_name',
        'persons.lastname',
        'bank_connections.iban',
        'chat_messages.text',
        'outbox.payload',
        'login_failures.key',
        'sms_codes.phone',
        'unsent_invitations.email',
        'adviser_audit_log.changes',
        'emergency_contacts.telefon',
      ]),
    );
    // Every table with the account's rows had some (the banking area's too), but the erasure itself.
    const empty = Object.entries(before.rows).flatMap(([table, n]) => (n === 0 ? [table] : []));
    expect(empty).toEqual(['account_erasures']);
    // Every row went, but the restricted records (retained by the customer-data table, ADR 245).
    const left = Object.fromEntries(
      Object.entries(before.rows).map(([table, n]) => {
        const entry = customerData[table];
        return [table, entry?.kind === 'export' && entry.retained ? n : 0];
      }),
    );
    expect(await rowCounts(max.userId)).toEqual(left);
    // The bank data is sealed at rest (ADR 260): the scan cannot see its IBAN, so its rows are counted.
    const bankTables = Object.keys(before.rows).filter((table) => table.startsWith('bank_'));
    expect(bankTables).toEqual(
      expect.arrayContaining([
        'bank_accounts',
        'bank_transactions',
        'bank_category_rules',
        'bank_suggestion_decisions',
        'bank_aggregator_connections',
      ]),
    );
    const after = await rowCounts(max.userId);
    expect(bankTables.map((table) => [table, (before.rows[table] ?? 0) > 0, after[table]])).toEqual(
      bankTables.map((table) => [table, true, 0]),
    );
    expect(await columnsHolding(needles(identity))).toEqual({});
    const { db } = await getDatabase();
    const restricted = await db
      .select({ id: retainedRecords.signedFormId })
      .from(retainedRecords)
      .innerJoin(signedForms, eq(signedForms.id, retainedRecords.signedFormId))
      .where(eq(signedForms.userId, max.userId));
    expect(restricted.length).toBeGreaterThan(0);
    expect(await db.select().from(accountErasures).where(eq(accountErasures.userId, max.userId))).toEqual([]);
  });

  it('removes the account’s files from the blob store, keeps the restricted records’ files, and leaves no key queued', async () => {
    expect(before.files.length).toBeGreaterThanOrEqual(4);
    expect(await stored(before.files)).toEqual([]);
    expect(await stored(retainedFiles)).toEqual(retainedFiles);
    const { db } = await getDatabase();
    expect(await db.select().from(blobRemovals).where(inArray(blobRemovals.key, before.files))).toEqual([]);
  });

  it('closes every way in: the token, the password, and the workspace no longer finds the customer', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(max.token) });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: clientHeaders,
      payload: { email: identity.email, password: max.password },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    const search = await adviser('GET', `/api/berater/kunden?q=${encodeURIComponent(identity.lastName)}`);
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain(identity.lastName);
    expect((await adviser('GET', `/api/berater/kunden/${max.userId}`)).statusCode).toBe(404);
  });

  it('drops the account’s cached views', async () => {
    expect(cachedBefore).not.toBe('neu gebaut');
    expect(await t.app.viewCache.get(max.userId, 'users/me', rebuilt)).toBe('neu gebaut');
  });

  it('tells the agency: the inbox item is gone, its log says erasure_done without personal data', async () => {
    const inbox = await adviser('GET', '/api/berater/eingang/loeschung');
    expect(inbox.json<{ items: InboxItem[] }>().items).toEqual([]);
    const log = await adviser('GET', '/api/berater/agentur/protokoll');
    const done = log
      .json<{ entries: AuditEntry[] }>()
      .entries.filter((entry) => entry.action === 'erasure_done');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ adviserName: 'Kundenportal (automatische Löschung)' });
    expect(JSON.stringify(done)).not.toMatch(new RegExp(`${identity.lastName}|${identity.email}`, 'i'));
  });

  it('mails the customer once, and the outbox keeps nothing of the mail after sending', async () => {
    const mails = (await readOutbox(t.dataDir)).filter(
      (mail) => mail.to === identity.email && mail.kind === 'mail' && mail.subject.includes('gelöscht'),
    );
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'mail', subject: 'Dein Konto im Kundenportal wurde gelöscht' }),
    ]);
    expect(mails[0]?.text).toContain('Aufbewahrungspflichten');
    expect(mails[0]?.text).not.toContain(identity.lastName);
    const { db } = await getDatabase();
    const left = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          sql`${outbox.payload} ->> 'to' = ${identity.email}`,
          sql`${outbox.payload} ->> 'to' = ${identity.phone}`,
        ),
      );
    expect(left).toEqual([]);
  });

  it('leaves a second customer of the same agency untouched: every row, every file, the search', async () => {
    expect(await rowCounts(other.userId)).toEqual(before.otherRows);
    const files = await fileKeysOf(other.userId);
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(await stored(files)).toEqual(files);
    expect(Object.keys(await columnsHolding(needles(otherIdentity)))).toEqual(
      expect.arrayContaining([
        'users.email',
        'persons.lastname',
        'bank_connections.iban',
        'chat_messages.text',
      ]),
    );
    const me = await other.call('GET', '/api/users/me');
    expect(me.statusCode).toBe(200);
    const search = await adviser(
      'GET',
      `/api/berater/kunden?q=${encodeURIComponent(otherIdentity.lastName)}`,
    );
    expect(JSON.stringify(search.json())).toContain(otherIdentity.lastName);
  });
});
