import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * The session's customer for a banking route: the account flag `liquiditaet` (spec section 3) gates the
 * whole banking area (403 when off). Answers the customer's id.
 */
export async function bankingCustomer(request: FastifyRequest): Promise<number> {
  const customer = await request.customer();
  if (!customer.config.liquiditaet) throw new AppError('not_permitted');
  return customer.id;
}
