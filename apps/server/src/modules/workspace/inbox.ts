import { requestFields, requestTitle } from '@kundenportal/domain/adviser-requests/request-summary';
import { contractChoiceLabel } from '@kundenportal/domain/contracts/contract-list';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import {
  INBOX_CATEGORIES,
  INBOX_PAGE_SIZE,
  type InboxCategory,
  type InboxItem,
  type InboxRequestCategory,
  type InboxSummary,
  isRequestCategory,
  type SettableRequestStatus,
} from '@kundenportal/domain/workspace/inbox';
import { toStoredContract } from '../../db/contract-row';
import type { signedForms } from '../../db/schema';
import { writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError } from '../../lib/app-error';
import { type InboxRepository, itemKey } from './inbox-repository';

const texts = workspaceTexts.inbox;

export type InboxDeps = {
  repository: InboxRepository;
  /** The signed download link of a damage report's attachments (the adviser-requests module's). */
  attachmentsUrl: (reportId: number) => Promise<string>;
  /** Whether a signed form's record still matches its hash (the adviser-forms module's chain rule). */
  recordIntact: (record: typeof signedForms.$inferSelect) => boolean;
};

type Adviser = { userId: number; agencyId: number };
type Customer = { id: number; firstName: string; lastName: string; email: string } | null;

const customerOf = (customer: Customer) =>
  customer
    ? { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email }
    : null;

export async function inboxSummary(repository: InboxRepository, agencyId: number): Promise<InboxSummary> {
  const { byKind, forms, signups, chatUnread } = await repository.counts(agencyId);
  const countOf = (category: InboxCategory) => {
    if (category === 'formular') return forms;
    if (category === 'registrierung') return signups;
    return byKind.get(category);
  };
  return {
    categories: INBOX_CATEGORIES.map((kategorie) => ({
      kategorie,
      unread: countOf(kategorie)?.unread ?? 0,
      total: countOf(kategorie)?.total ?? 0,
    })),
    chatUnread,
  };
}

type RequestRow = Awaited<ReturnType<InboxRepository['requests']>>[number];

async function requestItems(deps: InboxDeps, rows: readonly RequestRow[]): Promise<InboxItem[]> {
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

async function formItems(deps: InboxDeps, agencyId: number, page: number): Promise<InboxItem[]> {
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

async function signupItems(deps: InboxDeps, agencyId: number, page: number): Promise<InboxItem[]> {
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
export async function inboxPage(deps: InboxDeps, agencyId: number, category: InboxCategory, page: number) {
  let items: InboxItem[];
  if (category === 'formular') items = await formItems(deps, agencyId, page);
  else if (category === 'registrierung') items = await signupItems(deps, agencyId, page);
  else items = await requestItems(deps, await deps.repository.requests(agencyId, category, page));
  return { items: items.slice(0, INBOX_PAGE_SIZE), hasMore: items.length > INBOX_PAGE_SIZE };
}

/** Marks an item of the agency's inbox read (again: no change); 404 for anything not in it. */
export async function markRead(deps: InboxDeps, adviser: Adviser, category: InboxCategory, id: string) {
  if (!(await deps.repository.exists(adviser.agencyId, category, id)))
    throw new AppError('could_not_find_inbox_item');
  await deps.repository.markRead(adviser.agencyId, adviser.userId, itemKey(category, id));
  return inboxSummary(deps.repository, adviser.agencyId);
}

/**
 * Sets a request's status (the customer sees it in the app): locked, changed only when it differs, with
 * the audit entry (who, when, before → after) and the read mark in the same transaction.
 */
export async function setRequestStatus(
  deps: InboxDeps,
  adviser: Adviser,
  id: number,
  status: SettableRequestStatus,
) {
  await deps.repository.transaction(async (tx) => {
    const row = await deps.repository.lockRequest(tx, adviser.agencyId, id);
    if (!row || !isRequestCategory(row.kind as InboxCategory))
      throw new AppError('could_not_find_inbox_item');
    await deps.repository.markRead(
      adviser.agencyId,
      adviser.userId,
      itemKey(row.kind as InboxCategory, id),
      tx,
    );
    if (row.status === status) return;
    await deps.repository.setRequestStatus(tx, id, status);
    await writeAdviserAudit(tx, adviser, row.userId, 'request_status', [
      { key: `request.${row.kind}.${id}`, before: row.status, after: status },
    ]);
  });
  const row = await deps.repository.request(adviser.agencyId, id);
  if (!row) throw new AppError('could_not_find_inbox_item');
  const [item] = await requestItems(deps, [row]);
  return item;
}
