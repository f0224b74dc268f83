import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signedForms } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { authHeaders, clientHeaders } from '../../helpers/test-app';
import { type formCustomer, TYPED, VALID_VALUES } from '../adviser-forms/adviser-forms.fixtures';

export const CHECK_URL = '/api/signaturen/pruefen';
export const ADVISER_CHECK_URL = '/api/berater/signaturen/pruefen';
type Customer = Awaited<ReturnType<typeof formCustomer>>;
export type AuditRow = typeof signedForms.$inferSelect;
type Db = Awaited<ReturnType<typeof getDatabase>>['db'];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The customer signs the test form through POST /api/forms (the real flow): the PDF and its record. */
export async function signForm(app: FastifyInstance, c: Customer) {
  const response = await c.call('POST', '/api/forms/testvollmacht', {
    values: VALID_VALUES,
    signature: TYPED,
    preview: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  const sent = response.json<{ audit_id: string; signed_at: string }>();
  const { db } = await getDatabase();
  const [record] = await db.select().from(signedForms).where(eq(signedForms.id, sent.audit_id));
  if (!record) throw new Error('no audit record');
  const stream = await app.blobStore.read(record.pdfBlobKey);
  if (!stream) throw new Error('no audit PDF');
  return { pdf: await bytesOf(stream), record, signedAt: sent.signed_at };
}

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart body of the given parts in order. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----kp${randomUUID().replaceAll('-', '')}`;
  const chunks = parts.map((part) =>
    'value' in part
      ? Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        )
      : Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ]),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs parts to the public check as an outside caller: no token, no client headers. */
export function check(
  app: FastifyInstance,
  parts: Part[],
  options: { ip?: string; token?: string; url?: string; client?: boolean } = {},
) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: options.url ?? CHECK_URL,
    headers: {
      ...(options.client ? clientHeaders : {}),
      ...(options.token ? authHeaders(options.token) : {}),
      'content-type': contentType,
    },
    payload,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export const fileParts = (content: Buffer, filename = 'Testvollmacht.pdf'): Part[] => [
  { name: 'file', filename, content },
];
export const idParts = (id: string, hash: string): Part[] => [
  { name: 'dokument_id', value: id },
  { name: 'hash', value: hash },
];

/** Runs `work` with the chain's append-only trigger off (tampering on purpose), and always on again. */
export async function withoutTrigger<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const { db } = await getDatabase();
  await db.execute(sql`alter table signed_forms disable trigger signed_forms_append_only`);
  try {
    return await work(db);
  } finally {
    await db.execute(sql`alter table signed_forms enable trigger signed_forms_append_only`);
  }
}

/** Removes a record for the duration of `work` and puts it back (the database is shared with verify-audit's tests). */
export async function withoutRecord<T>(row: AuditRow, work: () => Promise<T>): Promise<T> {
  await withoutTrigger((db) => db.delete(signedForms).where(eq(signedForms.id, row.id)));
  try {
    return await work();
  } finally {
    await withoutTrigger((db) => db.insert(signedForms).values(row));
  }
}

/** Changes a record's signer for the duration of `work` and puts it back. */
export async function withChangedSigner<T>(row: AuditRow, work: () => Promise<T>): Promise<T> {
  await withoutTrigger((db) =>
    db.update(signedForms).set({ signer: 'Jemand Anderes' }).where(eq(signedForms.id, row.id)),
  );
  try {
    return await work();
  } finally {
    await withoutTrigger((db) =>
      db.update(signedForms).set({ signer: row.signer }).where(eq(signedForms.id, row.id)),
    );
  }
}
