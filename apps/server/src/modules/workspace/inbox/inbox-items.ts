import { requestFields, requestTitle } from '@kundenportal/domain/adviser-requests/request-summary';
import { contractChoiceLabel } from '@kundenportal/domain/contracts/contract-list';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type {
  InboxItem,
  InboxRequestCategory,
  SettableRequestStatus,
} from '@kundenportal/domain/workspace/inbox';
import { toStoredContract } from '../../../db/contract-row';
import type { signedForms } from '../../../db/schema';
import type { InboxRepository } from './repository';

const texts = workspaceTexts.inbox;

export type InboxDeps = {
  repository: InboxRepository;
  /** The signed download link of a damage report's attachments (the adviser-requests module's). */
  attachmentsUrl: (reportId: number) => Promise<string>;
  /** Whether a signed form's record still matches its hash (the adviser-forms module's chain rule). */
  recordIntact: (record: typeof signedForms.$inferSelect) => boolean;
};

type Customer = { id: number; firstName: string; lastName: string; email: string } | null;

const customerOf = (customer: Customer) =>
  customer
    ? { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email }
    : null;
type RequestRow = Awaited<ReturnType<InboxRepository['requests']>>[number];

export async function requestItems(deps: InboxDeps, rows: readonly RequestRow[]): Promise<InboxItem[]> {
  const attachments = await deps.repository.attachmentNames(rows.map((row) => row.request));
  return Promise.all(
    rows.map(async ({ request, customer, contract, read }) => {
      const kind = request.kind as InboxRequestCategory;
      // An optimisation names its contract by id; show it as the damage form names contracts.
      const payload =
        kind === 'vertrag_optimieren' && contract
          ? { ...request.payload, vertrag: contractChoiceLabel(toStoredContract(contract)) }
          : request.payload;
      const files = attachments.get(request.id);
      return {
        category: kind,
        id: String(request.id),
        createdAt: (request.sentAt ?? request.createdAt).toISOString(),
        read,
        customer: customerOf(customer),
        title: requestTitle(kind, payload),
        fields: requestFields(kind, payload),
        status: request.status as SettableRequestStatus,
        ...(files
          ? {
              attachments: files,
              ...(kind === 'schadensmeldung'
                ? { attachmentsUrl: await deps.attachmentsUrl(request.id) }
                : {}),
            }
          : {}),
      };
    }),
  );
}

export async function formItems(deps: InboxDeps, agencyId: number, page: number): Promise<InboxItem[]> {
  const rows = await deps.repository.signedForms(agencyId, page);
  const form = texts.form;
  return rows.map(({ form: record, title, customer, read }) => ({
    category: 'formular',
    id: record.id,
    createdAt: record.signedAt.toISOString(),
    read,
    customer: customerOf(customer),
    title: form.title(title, record.templateVersion),
    fields: [
      { label: form.signer, value: record.signer },
      { label: form.signature, value: form.signatureKinds[record.signatureKind] ?? record.signatureKind },
    ],
    audit: {
      seq: record.seq,
      formKey: record.formKey,
      templateVersion: record.templateVersion,
      signer: record.signer,
      signatureKind: record.signatureKind,
      signedAt: record.signedAt.toISOString(),
      ip: record.ip,
      userAgent: record.userAgent,
      contentSha256: record.contentSha256,
      pdfSha256: record.pdfSha256,
      prevHash: record.prevHash,
      recordHash: record.recordHash,
      intact: deps.recordIntact(record),
    },
  }));
}

export async function signupItems(deps: InboxDeps, agencyId: number, page: number): Promise<InboxItem[]> {
  const rows = await deps.repository.signups(agencyId, page);
  const signup = texts.signup;
  return rows.map(({ customer, referrer, read }) => {
    const shown = customerOf(customer);
    const referredBy = referrer ? `${referrer.firstName} ${referrer.lastName}`.trim() : '';
    const fields = [
      { label: signup.email, value: customer.email },
      {
        label: signup.way,
        value: customer.registeredPlatform === 'invite' ? signup.ways.invite : signup.ways.signup,
      },
      { label: signup.state, value: customer.active ? signup.active : signup.pending },
      { label: signup.referredBy, value: referredBy },
    ].filter((field) => field.value !== '');
    return {
      category: 'registrierung',
      id: String(customer.id),
      createdAt: customer.createdAt.toISOString(),
      read,
      customer: shown,
      title: signup.title(shown?.name || customer.email),
      fields,
    };
  });
}

/** One page of a category, newest first. */
