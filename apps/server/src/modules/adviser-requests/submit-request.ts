import {
  type AdviserRequestRights,
  adviserRequestRights,
} from '@kundenportal/domain/adviser-requests/request-rights';
import type { FieldOption } from '@kundenportal/domain/forms/field-definition';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueue, type MailPayload } from '../../lib/outbox/outbox-repository';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Customer } from '../../plugins/customer';
import type { AttachmentLinks } from './attachment-link';
import type { AdviserRequestsRepository, NewRequest, Sender } from './repository';

export type AdviserRequestsDeps = {
  repository: AdviserRequestsRepository;
  limiter: RateLimiter;
  /** Requests per customer within the window (contact, recommendation, damage report, enquiry together). */
  limit: { max: number; windowSeconds: number };
  /** The household's contracts as choices (`app.contracts`, the contracts plugin). */
  contractChoices: (userId: number) => Promise<FieldOption[]>;
  /** The file names attached to inquires of the customer (`app.documents`, the documents plugin). */
  attachments: (userId: number, inquireIds: readonly number[]) => Promise<Map<number, string[]>>;
  /** The signed link in a damage report's mail to its attachments. */
  links: AttachmentLinks;
  now: () => Date;
};

export type Values = Record<string, NormalisedValue>;
export type Adviser = NonNullable<Sender['agent']> & { email: string };

/**
 * The customer and the adviser who receives the request: 403 `adviser_required` without an adviser with an
 * e-mail address, 403 `not_permitted` when the right (a config flag) is off.
 */
export async function requireRecipient(
  deps: Pick<AdviserRequestsDeps, 'repository'>,
  customer: Customer,
  right: keyof AdviserRequestRights,
): Promise<{ sender: Sender; agent: Adviser }> {
  const { id, firstName, lastName, email, config } = customer;
  const agent = customer.agentId === null ? null : await deps.repository.agent(customer.agentId);
  const sender: Sender = { customer: { id, firstName, lastName, email }, config, agent };
  if (!agent?.email) throw new AppError('adviser_required');
  if (!adviserRequestRights({ hasMakler: true, config: sender.config })[right])
    throw new AppError('not_permitted');
  return { sender, agent: { ...agent, email: agent.email } };
}

/** Counts an accepted request against the customer's limit (429); refused bodies (422) never get here. */
export async function countRequest(
  deps: Pick<AdviserRequestsDeps, 'limiter' | 'limit'>,
  userId: number,
): Promise<void> {
  await deps.limiter.consume([{ key: `adviser-request:user:${userId}`, ...deps.limit }]);
}

/** Stores a request and queues the adviser's mail in one transaction; answers the request's id. */
export async function storeAndMail(
  repository: AdviserRequestsRepository,
  tx: Db,
  request: Omit<NewRequest, 'status' | 'sentAt'> & { sentAt: Date },
  message: MailPayload,
): Promise<number> {
  const id = await repository.insert(tx, { ...request, status: 'eingegangen' });
  await enqueue(tx, { channel: 'mail', payload: { ...message, customerId: request.userId } });
  return id;
}
