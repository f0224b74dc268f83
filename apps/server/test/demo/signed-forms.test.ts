import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { signedForms } from '../../src/db/schema';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { addDemoForms, addDemoSignedForms } from '../../src/demo/forms';
import { getDatabase } from '../helpers/database';
import { uniqueIp, useTestApp } from '../helpers/test-app';
import { check, fileParts } from '../modules/signatures/signature-check.fixtures';

const t = useTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' });

describe("the demo's signed form (issue 27: the signature check can be tried)", () => {
  it("Max's signed Erstinformation checks as unchanged, signed by him weeks ago", async () => {
    const { db } = await getDatabase();
    const agent = await createAgent(db);
    await addDemoForms(db, agent.id);
    const max = await createCustomer(db, {
      ...demoCustomer('max', { ...demoLogins.max, email: `demo-max-${randomUUID()}@example.com` }),
      agentId: agent.id,
      scryptLogN: 10,
    });
    const now = new Date();
    await addDemoSignedForms(db, t.app.blobStore, { userId: max.user.id }, 'max', now);

    const [record] = await db.select().from(signedForms).where(eq(signedForms.userId, max.user.id));
    if (!record) throw new Error('no signed demo form');
    const stream = await t.app.blobStore.read(record.pdfBlobKey);
    if (!stream) throw new Error('no demo PDF');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);

    const response = await check(t.app, fileParts(Buffer.concat(chunks), 'Erstinformation.pdf'), {
      ip: uniqueIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      status: 'unveraendert',
      dokument: { unterschrieben_von: 'Max Mustermann', version: 1 },
    });
    const daysAgo = (now.getTime() - Date.parse(answer.dokument.unterschrieben_am)) / 86_400_000;
    expect(Math.round(daysAgo)).toBe(41);
  });
});
