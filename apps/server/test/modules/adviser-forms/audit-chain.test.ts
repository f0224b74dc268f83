import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agents, documents, signedForms } from '../../../src/db/schema';
import { recordHash, verifyAuditChains } from '../../../src/modules/adviser-forms/audit-chain';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import { formCustomer, TYPED, VALID_VALUES } from './adviser-forms.fixtures';

/**
 * The audit chain of signed forms (issue 12): per adviser, records numbered 1, 2, 3 … each naming the
 * previous one's hash; the table refuses UPDATE and DELETE; `verifyAuditChains` finds a changed, a missing
 * and a deleted newest record. The database is shared with every other test and verify checks every
 * adviser: each tampering is undone in a `finally` and verify is clean again afterwards.
 */
const t = useTestApp();
const URL = '/api/forms/testvollmacht';
type Customer = Awaited<ReturnType<typeof formCustomer>>;
type Db = Awaited<ReturnType<typeof getDatabase>>['db'];
type AuditRow = typeof signedForms.$inferSelect;

const send = async (c: Customer) => {
  const response = await c.call('POST', URL, { values: VALID_VALUES, signature: TYPED, preview: false });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ audit_id: string; document: { id: number } }>();
};

/** An adviser with three customers who signed one after another: the adviser and the three records. */
async function chainOfThree() {
  const first = await formCustomer(t.app);
  const agent = first.agent;
  if (!agent) throw new Error('no adviser');
  const others = [await formCustomer(t.app, { agent }), await formCustomer(t.app, { agent })];
  for (const c of [first, ...others]) await send(c);
  return { agent, customers: [first, ...others], records: await chainOf(agent.id) };
}

async function chainOf(agentId: number): Promise<AuditRow[]> {
  const { db } = await getDatabase();
  return db.select().from(signedForms).where(eq(signedForms.agentId, agentId)).orderBy(asc(signedForms.seq));
}

async function headOf(agentId: number) {
  const { db } = await getDatabase();
  const [head] = await db
    .select({ seq: agents.auditSeq, hash: agents.auditHead })
    .from(agents)
    .where(eq(agents.id, agentId));
  return head;
}

/** Runs `work` with the append-only trigger switched off, and always switches it on again. */
async function withoutTrigger<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const { db } = await getDatabase();
  await db.execute(sql`alter table signed_forms disable trigger signed_forms_append_only`);
  try {
    return await work(db);
  } finally {
    await db.execute(sql`alter table signed_forms enable trigger signed_forms_append_only`);
  }
}

const restore = (row: AuditRow) =>
  withoutTrigger(async (db) => {
    await db.delete(signedForms).where(eq(signedForms.id, row.id));
    await db.insert(signedForms).values(row);
  });

/** The error's text with its causes (drizzle wraps the driver's error). */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  const texts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) texts.push(current.message);
  return texts.join(' | ');
}

const expectClean = async () => {
  const { db } = await getDatabase();
  expect((await verifyAuditChains(db)).problem).toBeNull();
};

describe('the audit chain of signed forms', () => {
  it('numbers the records of one adviser 1, 2, 3, each pointing at the previous hash, and verifies', async () => {
    const { agent, customers, records } = await chainOfThree();
    expect(records.map((record) => record.seq)).toEqual([1, 2, 3]);
    expect(records.map((record) => record.userId)).toEqual(customers.map((c) => c.user.id));
    expect(records[0]?.prevHash).toBeNull();
    expect(records[1]?.prevHash).toBe(records[0]?.recordHash);
    expect(records[2]?.prevHash).toBe(records[1]?.recordHash);
    for (const record of records) {
      const { recordHash: stored, ...rest } = record;
      expect(recordHash(rest)).toBe(stored);
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(new Set(records.map((record) => record.recordHash)).size).toBe(3);
    expect(await headOf(agent.id)).toEqual({ seq: 3, hash: records[2]?.recordHash });
    const { db } = await getDatabase();
    const report = await verifyAuditChains(db);
    expect(report.problem).toBeNull();
    expect(report.records).toBeGreaterThanOrEqual(3);
  });

  it('refuses UPDATE and DELETE on signed_forms (append-only) and changes nothing', async () => {
    const { agent, records } = await chainOfThree();
    const { db } = await getDatabase();
    const target = records[1] as AuditRow;
    expect(
      await failureOf(
        db.update(signedForms).set({ signer: 'Eve Fälscher' }).where(eq(signedForms.id, target.id)),
      ),
    ).toContain('signed_forms is append-only');
    expect(
      await failureOf(
        db.execute(sql`update signed_forms set values = '{}'::jsonb where agent_id = ${agent.id}`),
      ),
    ).toContain('signed_forms is append-only');
    expect(await failureOf(db.delete(signedForms).where(eq(signedForms.id, target.id)))).toContain(
      'signed_forms is append-only',
    );
    expect(await failureOf(db.execute(sql`delete from signed_forms where agent_id = ${agent.id}`))).toContain(
      'signed_forms is append-only',
    );
    expect(await chainOf(agent.id)).toEqual(records);
    await expectClean();
  });

  it('finds a record whose values were changed: "changed" at its number, clean again once restored', async () => {
    const { agent, records } = await chainOfThree();
    const original = records[1] as AuditRow;
    const { db } = await getDatabase();
    try {
      await withoutTrigger((tx) =>
        tx
          .update(signedForms)
          .set({ values: { ...original.values, firstname: 'Eve' } })
          .where(eq(signedForms.id, original.id)),
      );
      expect((await verifyAuditChains(db)).problem).toEqual({
        agentId: agent.id,
        seq: 2,
        id: original.id,
        problem: 'changed',
      });
    } finally {
      await withoutTrigger((tx) =>
        tx.update(signedForms).set({ values: original.values }).where(eq(signedForms.id, original.id)),
      );
    }
    expect(await chainOf(agent.id)).toEqual(records);
    await expectClean();
  });

  it('finds a record whose hash was recomputed after the change: the next one no longer points at it', async () => {
    const { agent, records } = await chainOfThree();
    const original = records[1] as AuditRow;
    const { db } = await getDatabase();
    try {
      const { recordHash: _hash, ...rest } = original;
      const forged = { ...rest, signer: 'Eve Fälscher' };
      await withoutTrigger((tx) =>
        tx
          .update(signedForms)
          .set({ signer: forged.signer, recordHash: recordHash(forged) })
          .where(eq(signedForms.id, original.id)),
      );
      expect((await verifyAuditChains(db)).problem).toEqual({
        agentId: agent.id,
        seq: 3,
        id: records[2]?.id,
        problem: 'changed',
      });
    } finally {
      await restore(original);
    }
    await expectClean();
  });

  it('finds a deleted record in the middle: "missing" with its number', async () => {
    const { agent, records } = await chainOfThree();
    const middle = records[1] as AuditRow;
    const { db } = await getDatabase();
    try {
      await withoutTrigger((tx) => tx.delete(signedForms).where(eq(signedForms.id, middle.id)));
      expect((await chainOf(agent.id)).map((record) => record.seq)).toEqual([1, 3]);
      expect((await verifyAuditChains(db)).problem).toEqual({
        agentId: agent.id,
        seq: 2,
        id: null,
        problem: 'missing',
      });
    } finally {
      await withoutTrigger((tx) => tx.insert(signedForms).values(middle));
    }
    expect(await chainOf(agent.id)).toEqual(records);
    await expectClean();
  });

  it("finds a deleted newest record by the adviser's head", async () => {
    const { agent, records } = await chainOfThree();
    const newest = records[2] as AuditRow;
    const { db } = await getDatabase();
    try {
      await withoutTrigger((tx) => tx.delete(signedForms).where(eq(signedForms.id, newest.id)));
      // Records 1 and 2 are intact by themselves; only the head (seq 3, hash of record 3) tells.
      expect((await verifyAuditChains(db)).problem).toEqual({
        agentId: agent.id,
        seq: 3,
        id: null,
        problem: 'missing',
      });
    } finally {
      await withoutTrigger((tx) => tx.insert(signedForms).values(newest));
    }
    await expectClean();
  });

  it('finds every record of an adviser deleted, and a head that names another hash', async () => {
    const { agent, records } = await chainOfThree();
    const { db } = await getDatabase();
    try {
      await withoutTrigger((tx) => tx.delete(signedForms).where(eq(signedForms.agentId, agent.id)));
      expect((await verifyAuditChains(db)).problem).toEqual({
        agentId: agent.id,
        seq: 1,
        id: null,
        problem: 'missing',
      });
    } finally {
      await withoutTrigger((tx) => tx.insert(signedForms).values(records));
    }
    await expectClean();
    const head = await headOf(agent.id);
    try {
      await db.update(agents).set({ auditHead: records[1]?.recordHash }).where(eq(agents.id, agent.id));
      expect((await verifyAuditChains(db)).problem).toEqual({
        agentId: agent.id,
        seq: 4,
        id: null,
        problem: 'head',
      });
    } finally {
      await db.update(agents).set({ auditHead: head?.hash }).where(eq(agents.id, agent.id));
    }
    await expectClean();
  });

  it('keeps the chain gapless when one adviser gets concurrent sends', async () => {
    const first = await formCustomer(t.app);
    const agent = first.agent;
    if (!agent) throw new Error('no adviser');
    const second = await formCustomer(t.app, { agent });
    const sent = await Promise.all([send(first), send(second), send(first), send(second)]);
    const records = await chainOf(agent.id);
    expect(records.map((record) => record.seq)).toEqual([1, 2, 3, 4]);
    expect(new Set(records.map((record) => record.id))).toEqual(
      new Set(sent.map((answer) => answer.audit_id)),
    );
    records.forEach((record, index) => {
      expect(record.prevHash).toBe(index === 0 ? null : records[index - 1]?.recordHash);
    });
    expect(await headOf(agent.id)).toEqual({ seq: 4, hash: records[3]?.recordHash });
    const { db } = await getDatabase();
    const filed = await db
      .select({ id: documents.id, signedFormId: documents.signedFormId })
      .from(documents)
      .where(eq(documents.userId, first.user.id));
    expect(filed.map((document) => document.signedFormId).sort()).toEqual(
      records
        .filter((record) => record.userId === first.user.id)
        .map((record) => record.id)
        .sort(),
    );
    await expectClean();
  });
});
