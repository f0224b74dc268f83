import type { RetainedRecord } from '@kundenportal/domain/account-erasure/retention';
import type { InboxItem, InboxSummary } from '@kundenportal/domain/workspace/inbox';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { retainedRecords, signedForms, signedFormTombstones, users } from '../../../src/db/schema';
import {
  purgeExpiredRetained,
  removePurgedFiles,
  restrictRetainedRecords,
} from '../../../src/modules/account-erasure/retention';
import { verifyAuditChains } from '../../../src/modules/adviser-forms/audit-chain';
import { getDatabase } from '../../helpers/database';
import { createTestAdviser, jsonCaller, loginAsAdviser, uniqueIp, useTestApp } from '../../helpers/test-app';
import { formCustomer, SMALL_FORM, TYPED, VALID_VALUES } from '../adviser-forms/adviser-forms.fixtures';
import { check, fileParts } from '../signatures/signature-check.fixtures';

/**
 * What a retention duty keeps (issue 32, ADR 245): a customer's signed forms are restricted at the
 * erasure — gone from the agency's inbox, the account deletable —, purged the day after their last day
 * (mandates 10 years, other forms 6, from the end of the signing's year), each leaving a tombstone so the
 * agency's chain and another customer's signature check still hold.
 */
const t = useTestApp();
afterEach(() => t.app.clock.set(null));

const FORMS = {
  testvollmacht: SMALL_FORM,
  maklervollmacht: SMALL_FORM.replace('# Testvollmacht', '# Maklervollmacht'),
};
type Customer = Awaited<ReturnType<typeof formCustomer>>;

async function sign(c: Customer, key: keyof typeof FORMS) {
  const response = await c.call('POST', `/api/forms/${key}`, {
    values: VALID_VALUES,
    signature: TYPED,
    preview: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { db } = await getDatabase();
  const id = response.json<{ audit_id: string }>().audit_id;
  const [record] = await db.select().from(signedForms).where(eq(signedForms.id, id));
  if (!record) throw new Error('no record');
  return record;
}

/** An agency whose chain interleaves two customers: A's form, B's form, A's mandate (seq 1, 2, 3). */
async function sharedChain() {
  const a = await formCustomer(t.app, { forms: FORMS });
  const agent = a.agent;
  if (!agent) throw new Error('no agency');
  const b = await formCustomer(t.app, { forms: FORMS, agent });
  const form = await sign(a, 'testvollmacht');
  const other = await sign(b, 'testvollmacht');
  const mandate = await sign(a, 'maklervollmacht');
  expect([form.seq, other.seq, mandate.seq]).toEqual([1, 2, 3]);
  const year = Number(form.signedAt.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' }).slice(0, 4));
  return { a, b, agent, form, other, mandate, year };
}

const restrict = async (userId: number) => {
  const { db } = await getDatabase();
  return db.transaction((tx) => restrictRetainedRecords(tx, userId, t.app.clock.now()));
};

/** The purge as the job runs it, at `at` on the app clock. */
const purgeAt = async (at: string) => {
  t.app.clock.set(new Date(at));
  const { db } = await getDatabase();
  return db.transaction((tx) => purgeExpiredRetained(tx, t.app.clock.now()));
};

const stored = async (ids: string[]) => {
  const { db } = await getDatabase();
  const rows = await db.select({ id: signedForms.id }).from(signedForms).where(inArray(signedForms.id, ids));
  return rows.map((row) => row.id).sort();
};

const expectChainHolds = async () => {
  const { db } = await getDatabase();
  expect((await verifyAuditChains(db)).problem).toBeNull();
};

describe('what a retention duty keeps at an account’s erasure', () => {
  it('tells the customer before the erasure which signed forms are kept and until when', async () => {
    const { a, b, year } = await sharedChain();
    const kept: RetainedRecord[] = [
      { art: 'formular', titel: 'Testvollmacht', aufbewahren_bis: `${year + 6}-12-31` },
      { art: 'vollmacht', titel: 'Maklervollmacht', aufbewahren_bis: `${year + 10}-12-31` },
    ];
    expect((await a.call('GET', '/api/users/loeschen')).json()).toEqual({
      loeschung: null,
      aufbewahrung: kept,
    });
    expect((await b.call('GET', '/api/users/loeschen')).json()).toEqual({
      loeschung: null,
      aufbewahrung: [kept[0]],
    });
    const asked = await a.call('POST', '/api/users/loeschen', { password: a.password });
    expect(asked.statusCode, asked.body).toBe(202);
    expect((await a.call('DELETE', '/api/users/loeschen')).json()).toEqual({
      loeschung: null,
      aufbewahrung: kept,
    });
    // The restriction keeps what was announced.
    expect(await restrict(a.user.id)).toEqual({ kept });
  });

  it('documents the kept list in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const answer = doc.paths['/api/users/loeschen']?.get?.responses['200'] as {
      content: {
        'application/json': { schema: { required: string[]; properties: Record<string, unknown> } };
      };
    };
    const schema = answer.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['loeschung', 'aufbewahrung']));
    expect(schema.properties.aufbewahrung).toMatchObject({
      type: 'array',
      description: expect.stringContaining('retention duty'),
      items: {
        required: ['art', 'titel', 'aufbewahren_bis'],
        properties: { art: { enum: ['vollmacht', 'formular'] } },
      },
    });
  });

  it('restricts them: gone from the agency’s inbox, the account deletable, the records and the chain intact', async () => {
    const { a, agent, form, other, mandate } = await sharedChain();
    const adviser = await createTestAdviser({ agencyId: agent.id });
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const listed = async () =>
      (await call('GET', '/api/berater/eingang/formular'))
        .json<{ items: InboxItem[] }>()
        .items.map((i) => i.id);
    const formsCount = async () =>
      (await call('GET', '/api/berater/eingang'))
        .json<InboxSummary>()
        .categories.find((c) => c.kategorie === 'formular');
    expect((await listed()).sort()).toEqual([form.id, other.id, mandate.id].sort());

    await restrict(a.user.id);
    await restrict(a.user.id); // run again (a restarted job): nothing twice
    const { db } = await getDatabase();
    const register = await db.select().from(retainedRecords).where(eq(retainedRecords.agentId, agent.id));
    expect(register.map((row) => [row.signedFormId, row.art]).sort()).toEqual(
      [
        [form.id, 'formular'],
        [mandate.id, 'vollmacht'],
      ].sort(),
    );
    expect(await listed()).toEqual([other.id]);
    expect(await formsCount()).toMatchObject({ total: 1 });
    const mark = await call('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'formular',
      id: mandate.id,
    });
    expect(mark.statusCode).toBe(404);

    // The erasure deletes the account; the restricted records stay, out of every view.
    await db.delete(users).where(eq(users.id, a.user.id));
    expect(await stored([form.id, mandate.id])).toEqual([form.id, mandate.id].sort());
    expect(await listed()).toEqual([other.id]);
    expect((await call('GET', `/api/berater/kunden/${a.user.id}`)).statusCode).toBe(404);
    await expectChainHolds();
  });

  it('purges each record the day after its last day, not on it, leaving a tombstone; the chain and another customer’s check hold', async () => {
    const { a, agent, form, other, mandate, year } = await sharedChain();
    await restrict(a.user.id);
    const pdf = await bytes(await t.app.blobStore.read(other.pdfBlobKey));
    const checkOther = async () => (await check(t.app, fileParts(pdf), { ip: uniqueIp() })).json();

    // Berlin's 31 December, 23:59:59 (UTC+1) and the next second.
    await purgeAt(`${year + 6}-12-31T22:59:59Z`);
    expect(await stored([form.id, mandate.id])).toEqual([form.id, mandate.id].sort());
    expect(await purgeAt(`${year + 6}-12-31T23:00:00Z`)).toBeGreaterThanOrEqual(1);
    expect(await stored([form.id, mandate.id, other.id])).toEqual([other.id, mandate.id].sort());
    await expectChainHolds();
    expect(await checkOther()).toMatchObject({ status: 'unveraendert' });

    await purgeAt(`${year + 10}-12-31T22:59:59Z`);
    expect(await stored([mandate.id])).toEqual([mandate.id]);
    expect(await purgeAt(`${year + 10}-12-31T23:00:00Z`)).toBeGreaterThanOrEqual(1);
    expect(await stored([form.id, mandate.id, other.id])).toEqual([other.id]);
    await expectChainHolds();
    expect(await checkOther()).toMatchObject({ status: 'unveraendert' });

    const { db } = await getDatabase();
    const tombstones = await db
      .select()
      .from(signedFormTombstones)
      .where(eq(signedFormTombstones.agentId, agent.id));
    expect(tombstones.map((row) => [row.seq, row.recordHash, row.prevHash])).toEqual([
      [1, form.recordHash, null],
      [3, mandate.recordHash, other.recordHash],
    ]);
    expect(await db.select().from(retainedRecords).where(eq(retainedRecords.agentId, agent.id))).toEqual([]);
    // The audit's PDF copies go after the commit, once.
    expect(await t.app.blobStore.size(form.pdfBlobKey)).not.toBeNull();
    while ((await removePurgedFiles(db, t.app.blobStore)) > 0);
    expect(await t.app.blobStore.size(form.pdfBlobKey)).toBeNull();
    expect(await t.app.blobStore.size(mandate.pdfBlobKey)).toBeNull();
    expect(await t.app.blobStore.size(other.pdfBlobKey)).not.toBeNull();
    expect(await removePurgedFiles(db, t.app.blobStore)).toBe(0);
  });

  it('keeps tombstones: they refuse a change or a delete, and a record without one is still not deletable', async () => {
    const { a, agent, form, other } = await sharedChain();
    await restrict(a.user.id);
    await purgeAt('2200-01-01T00:00:00Z');
    const { db } = await getDatabase();
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => '',
        (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
      );
    expect(
      await failure(db.execute(sql`delete from signed_form_tombstones where agent_id = ${agent.id}`)),
    ).toContain('signed_form_tombstones is append-only');
    expect(
      await failure(
        db.execute(sql`update signed_form_tombstones set record_hash = 'x' where id = ${form.id}`),
      ),
    ).toContain('signed_form_tombstones is append-only');
    expect(await failure(db.delete(signedForms).where(eq(signedForms.id, other.id)))).toContain(
      'signed_forms is append-only',
    );
    await expectChainHolds();
  });
});

async function bytes(stream: NodeJS.ReadableStream | null): Promise<Buffer> {
  if (!stream) throw new Error('no file');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
