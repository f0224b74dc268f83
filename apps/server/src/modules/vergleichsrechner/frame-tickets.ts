import { secretTokenHash as hashOf, newSecretToken } from '../../lib/secret-token';
import type { VergleichsrechnerRepository } from './repository';

/** How long a ticket opens the frame host page: the web app loads the page right after asking for it. */
export const FRAME_TICKET_SECONDS = 60;

/** A new single-use ticket for the customer's frame host page of one calculator (ADR 193). */
export async function issueFrameTicket(
  repository: VergleichsrechnerRepository,
  userId: number,
  rechnerId: number,
  now: Date,
): Promise<{ ticket: string }> {
  const ticket = newSecretToken();
  const expiresAt = new Date(now.getTime() + FRAME_TICKET_SECONDS * 1000);
  await repository.saveTicket({ hash: hashOf(ticket), rechnerId, userId, expiresAt }, now);
  return { ticket };
}

/** The customer the ticket was for, taking it (single use); null when it opens nothing. */
export function takeFrameTicket(
  repository: VergleichsrechnerRepository,
  ticket: unknown,
  rechnerId: number,
  now: Date,
): Promise<number | null> {
  if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 200) return Promise.resolve(null);
  return repository.takeTicket(hashOf(ticket), rechnerId, now);
}
