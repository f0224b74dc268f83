import { documentRights } from '@kundenportal/domain/documents/document-rights';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * The area's flag (spec section 4: the meinefreigaben area needs config.vertrag_bereitstellen), 403
 * otherwise; answers whether the provided documents are shown too (`show_freigaben`, spec section 6).
 */
export async function requireFreigaben(request: FastifyRequest): Promise<{ documents: boolean }> {
  const customer = await request.customer();
  if (customer.config.vertrag_bereitstellen !== true) throw new AppError('not_permitted');
  return {
    documents: documentRights({ account_typ: customer.accountTyp, config: customer.config }).approvals,
  };
}
