import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { agentFullName } from '@kundenportal/domain/account/user';
import type { FormDetail, FormSentResponse, FormSummary } from '@kundenportal/domain/adviser-forms/form-api';
import { mayFillForm } from '@kundenportal/domain/adviser-forms/form-availability';
import {
  type FormTemplate,
  inputDefinitions,
  signField,
} from '@kundenportal/domain/adviser-forms/form-template';
import { prefillValues } from '@kundenportal/domain/adviser-forms/prefill';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { adviserMailTexts } from '@kundenportal/domain/texts/adviser-mails';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { enqueue } from '../../lib/outbox/outbox-repository';
import type { SignedFormHook } from '../../lib/signed-form-hooks';
import { parseStoredTemplate } from '../../lib/stored-template';
import { appendAuditRecord, canonicalJson, sha256Hex } from './audit-chain';
import type { CheckedSubmission } from './check-submission';
import { renderFormPdf, signedAtParts } from './form-pdf';
import type { AdviserFormsRepository, TemplateRow } from './repository';
import { type PreparedSignature, prepareSignature } from './signature-image';

export type AdviserFormsDeps = {
  repository: AdviserFormsRepository;
  store: BlobStore;
  /** Files the signed PDF as the customer's document (the documents module's). */
  documents: FastifyInstance['documentFiler'];
  now: () => Date;
  /** Counts a PDF render of an accepted body against the customer's limit (429); refused bodies do not count. */
  countRender?: (userId: number) => Promise<void>;
  /** What other modules do in the signing transaction (`app.signedFormHooks`, ADR 156). */
  onSigned?: readonly SignedFormHook[];
};

type Customer = NonNullable<Awaited<ReturnType<AdviserFormsRepository['customer']>>>;
export type FormCustomer = Customer & { agent: NonNullable<Customer['agent']> };

/** The customer, who must have an adviser and no makler_light account (spec section 2): else 403. */
export async function formCustomer(deps: AdviserFormsDeps, userId: number): Promise<FormCustomer> {
  const customer = await deps.repository.customer(userId);
  if (!customer) throw new AppError('user_not_found');
  if (!customer.agent) throw new AppError('adviser_required');
  if (customer.account_typ === 'makler_light') throw new AppError('not_permitted');
  return { ...customer, agent: customer.agent };
}

/** A stored template parsed (it was checked when installed; a broken one is the operator's error). */
export function parsedTemplate(row: TemplateRow): FormTemplate {
  const parsed = parseStoredTemplate(row.source);
  if (!parsed.ok) throw new Error(`form template ${row.id} does not parse: ${parsed.errors.join('; ')}`);
  return parsed.template;
}

/** GET /api/forms: the adviser's forms this customer may fill in, with when each was last signed. */
export async function listForms(deps: AdviserFormsDeps, customer: FormCustomer): Promise<FormSummary[]> {
  const rows = (await deps.repository.currentTemplates(customer.agent.id)).filter((row) =>
    mayFillForm(customer, row.key),
  );
  const signed = await deps.repository.lastSigned(
    customer.id,
    rows.map((row) => row.key),
  );
  return rows.map((row) => ({
    key: row.key,
    title: row.title,
    version: row.version,
    signed_at: signed.get(row.key)?.toISOString() ?? null,
  }));
}

/** The form `key` as the customer's agency publishes it now, where the customer may fill it in: else 404. */
export async function availableTemplate(
  deps: AdviserFormsDeps,
  customer: Customer & { agent: { id: number } },
  key: string,
): Promise<TemplateRow> {
  if (!mayFillForm(customer, key)) throw new AppError('could_not_find_form');
  const row = await deps.repository.currentTemplate(customer.agent.id, key);
  if (!row) throw new AppError('could_not_find_form');
  return row;
}

/** GET /api/forms/{key}: the newest version with the customer's prefilled values. */
export async function getForm(
  deps: AdviserFormsDeps,
  customer: FormCustomer,
  row: TemplateRow,
  personId: number | null = null,
): Promise<{ form: FormDetail; template: string; values: FormDetail['values'] }> {
  const template = parsedTemplate(row);
  const sources = await deps.repository.prefillSources(customer.id, personId);
  const signed = await deps.repository.lastSigned(customer.id, [row.key]);
  const values = prefillValues(inputDefinitions(template), sources);
  const form: FormDetail = {
    key: row.key,
    title: row.title,
    version: row.version,
    blocks: template.blocks,
    values,
    signer: customer.name,
    today: isoDateIn(deps.now()),
    signed_at: signed.get(row.key)?.toISOString() ?? null,
  };
  return { form, template: row.source, values };
}

export type SubmitContext = {
  userId: number;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The household's person the form is filled in for (`?person=`, ADR 183); else the main person. */
  personId?: number | null;
};

export type SubmitResult =
  | { preview: true; pdf: Uint8Array; filename: string }
  | ({ preview: false } & FormSentResponse);

/** The file name of a signed form: its title and the date, e.g. 'Maklervollmacht 2026-11-23.pdf'. */
function fileName(title: string, signedAt: Date): string {
  const safe =
    [...title]
      .map((char) => ((char.codePointAt(0) ?? 0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'Formular';
  return `${safe} ${isoDateIn(signedAt)}.pdf`;
}

/**
 * POST /api/forms/{key} (issue 12) with the body checked against the form (the route's schema,
 * check-submission.ts): checks the signature by content (422), renders the PDF and answers it as a preview;
 * with `preview: false` it is the real send — in one transaction the PDF becomes a read-only document of the
 * customer's main person (kategorie 'berater'), the audit record is appended to the adviser's hash chain and
 * the adviser's mail with the PDF is queued.
 */
export async function submitForm(
  deps: AdviserFormsDeps,
  context: SubmitContext,
  { customer, row }: { customer: FormCustomer; row: TemplateRow },
  { template, submission, now }: CheckedSubmission,
  options: { mailAdviser?: boolean } = {},
): Promise<SubmitResult> {
  const sign = signField(template);
  const signature: PreparedSignature | null = submission.signature
    ? await prepareSignature(submission.signature, sign?.name ?? 'signature')
    : null;
  await deps.countRender?.(customer.id);
  const agent = customer.agent;
  const author = [agentFullName(agent), agent.firma].filter(Boolean).join(', ');
  const filename = fileName(row.title, now);

  if (submission.preview) {
    const pdf = await renderFormPdf({
      template,
      values: submission.values,
      signer: customer.name,
      signature,
      signedAt: now,
      proof: null,
      author,
    });
    return { preview: true, pdf, filename };
  }

  const id = randomUUID();
  const content = {
    id,
    form: row.key,
    version: row.version,
    title: row.title,
    customer: customer.id,
    signer: customer.name,
    signedAt: now.toISOString(),
    values: submission.values,
    signature: signature ? { kind: signature.kind, sha256: signature.sha256 } : null,
  };
  const contentSha256 = sha256Hex(canonicalJson(content));
  const pdf = Buffer.from(
    await renderFormPdf({
      template,
      values: submission.values,
      signer: customer.name,
      signature,
      signedAt: now,
      proof: { id, contentSha256 },
      author,
    }),
  );
  const pdfSha256 = sha256Hex(pdf);
  const personId = context.personId ?? (await deps.repository.mainPersonId(customer.id));
  if (personId === null) throw new AppError('user_not_found');

  // The audit's own copy first (a key documents never use), then the customer's document in the transaction.
  const auditKey = `signed-${id}`;
  const auditBlob = await deps.store.write(Readable.from([pdf]), { maxBytes: MAX_UPLOAD_BYTES });
  await auditBlob.commit(auditKey);
  const { pending, mime } = await deps.documents.write(filename, pdf);
  try {
    const result = await deps.repository.transaction(async (tx) => {
      const document = await deps.documents.save(tx, pending, {
        userId: customer.id,
        ownerType: 'person',
        ownerId: personId,
        originalFilename: filename,
        kategorie: 'berater',
        directory: '',
        mime,
        adviserDocumentKey: null,
        signedFormId: id,
        createdAt: now,
      });
      const record = await appendAuditRecord(tx, {
        id,
        agentId: agent.id,
        userId: customer.id,
        sessionId: context.sessionId,
        templateId: row.id,
        formKey: row.key,
        templateVersion: row.version,
        values: submission.values,
        signer: customer.name,
        signatureKind: signature?.kind ?? 'none',
        signatureSha256: signature?.sha256 ?? null,
        signatureSvg: signature?.kind === 'drawn' ? signature.svg : null,
        signaturePng: signature?.kind === 'drawn' ? signature.png.toString('base64') : null,
        contentSha256,
        pdfSha256,
        pdfBlobKey: auditKey,
        documentId: document.id,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        signedAt: now,
        personId,
      });
      const event = {
        userId: customer.id,
        agentId: agent.id,
        formKey: row.key,
        signedFormId: id,
        signedAt: now,
        personId,
      };
      for (const hook of deps.onSigned ?? []) await hook(tx, event);
      if (agent.email && options.mailAdviser !== false) {
        const { date, time } = signedAtParts(now);
        await enqueue(tx, {
          channel: 'mail',
          payload: {
            to: agent.email,
            customerId: customer.id,
            subject: texts.mailSubject(row.title, customer.name),
            text: adviserMailTexts.formSigned(agent, {
              customer: customer.name,
              email: customer.email,
              title: row.title,
              date,
              time,
              typed: signature?.kind === 'typed',
              id,
              key: row.key,
              version: row.version,
              contentSha256,
              pdfSha256,
            }),
            attachments: [
              { filename, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
            ],
          },
        });
      }
      return { document, record };
    });
    return {
      preview: false,
      success: true,
      document: { id: result.document.id, filename: result.document.filename },
      audit_id: result.record.id,
      signed_at: now.toISOString(),
    };
  } catch (error) {
    await deps.store.remove(auditKey).catch(() => undefined);
    throw error;
  }
}
