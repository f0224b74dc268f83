import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { frameHostPage, frameRefusedPage } from './frame-host';
import { takeFrameTicket } from './frame-tickets';
import type { VergleichsrechnerRepository } from './repository';

/**
 * GET /api/vergleichsrechner/{id}/rahmen: the frame host page of the calculator the ticket was made for,
 * while its customer still has the area on and the calculator is still the agency's; else the refusal.
 */
export async function openFramePage(
  repository: VergleichsrechnerRepository,
  rechnerId: number | null,
  ticket: unknown,
  now: Date,
): Promise<{ status: 200 | 404; html: string; csp: string }> {
  const refused = { status: 404 as const, ...frameRefusedPage() };
  if (rechnerId === null) return refused;
  const userId = await takeFrameTicket(repository, ticket, rechnerId, now);
  if (userId === null) return refused;
  const customer = await repository.customer(userId);
  if (!customer?.agentId || !resolveConfig(customer.config).vergleichsrechner) return refused;
  const all = await repository.ofAgency(customer.agentId);
  const rechner = all.find((entry) => entry.id === rechnerId);
  if (!rechner) return refused;
  const origins = [...new Set(all.flatMap((entry) => entry.origins))];
  return { status: 200, ...frameHostPage(rechner, origins) };
}
