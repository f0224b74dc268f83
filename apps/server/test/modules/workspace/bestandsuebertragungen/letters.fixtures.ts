import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { MandateLevel } from '@kundenportal/domain/bestandsuebertragung/mandate';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agents, bestandsuebertragungen, signedForms } from '../../../../src/db/schema';
import { readBlob } from '../../../../src/lib/blob-store/blob-store';
import { getDatabase } from '../../../helpers/database';
import { createTestAdviser, jsonCaller, loginAsAdviser } from '../../../helpers/test-app';
import { formCustomer, SMALL_FORM, TYPED, VALID_VALUES } from '../../adviser-forms/adviser-forms.fixtures';
import { seedTransfer, type TransferContractSeed } from './transfers.fixtures';

/**
 * A customer who signed the agency's `maklervollmacht` through the adviser-forms engine (its PDF in the
 * blob store), a transfer of theirs resting on that signed form, and a signed-in adviser of the agency,
 * whose register number is the agency's own.
 */
export async function signedTransfer(
  app: FastifyInstance,
  contracts: TransferContractSeed[],
  options: { level?: MandateLevel } = {},
) {
  const { db } = await getDatabase();
  const customer = await formCustomer(app, {
    forms: { maklervollmacht: SMALL_FORM },
    config: {
      bestandsuebertragung: true,
      dokumente_list: true,
      beraterdokumente: { maklervollmacht: true },
    },
  });
  const agency = customer.agent;
  if (!agency) throw new Error('no agency');
  const registernummer = `D-${randomUUID().slice(0, 4).toUpperCase()}-${randomUUID().slice(0, 5).toUpperCase()}-21`;
  await db.update(agents).set({ registernummer }).where(eq(agents.id, agency.id));
  const signed = await customer.call('POST', '/api/forms/maklervollmacht', {
    values: VALID_VALUES,
    signature: TYPED,
    preview: false,
  });
  if (signed.statusCode !== 201) throw new Error(`signing: ${signed.statusCode} ${signed.body}`);
  const signedFormId = signed.json<{ audit_id: string }>().audit_id;
  const transfer = await seedTransfer({
    userId: customer.user.id,
    agencyId: agency.id,
    level: options.level ?? 'maklermandat',
    contracts,
  });
  await db
    .update(bestandsuebertragungen)
    .set({ signedFormId })
    .where(eq(bestandsuebertragungen.id, transfer.id));
  const adviser = await createTestAdviser({ agencyId: agency.id });
  const call = jsonCaller(app, await loginAsAdviser(app, adviser.email, adviser.password));
  return { customer, agency, registernummer, signedFormId, transfer, adviser, call };
}

/** The signed form's own PDF (the audit's copy in the blob store). */
export async function signedFormPdf(app: FastifyInstance, signedFormId: string): Promise<Buffer> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ key: signedForms.pdfBlobKey })
    .from(signedForms)
    .where(eq(signedForms.id, signedFormId));
  const pdf = row ? await readBlob(app.blobStore, row.key) : null;
  if (!pdf) throw new Error('no signed PDF');
  return pdf;
}

/**
 * The PDF's text by Debian's pdftotext (poppler-utils; `.ci/run` installs it), one string per page
 * (pdftotext ends each page with a form feed).
 */
export function pdfPages(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`pdftotext ${code}: ${Buffer.concat(err).toString()}`));
      else resolve(Buffer.concat(out).toString('utf8').split('\f').slice(0, -1));
    });
    child.stdin.end(pdf);
  });
}

export const letterUrl = (id: number, versicherer: string) =>
  `/api/berater/bestandsuebertragungen/${id}/anschreiben.pdf?versicherer=${encodeURIComponent(versicherer)}`;
export const sendUrl = (id: number) => `/api/berater/bestandsuebertragungen/${id}/anschreiben`;
