import { mayFillForm } from '@kundenportal/domain/adviser-forms/form-availability';
import {
  MANDATE_FORM_KEYS,
  MANDATE_LEVELS,
  offeredLevels,
} from '@kundenportal/domain/bestandsuebertragung/mandate';
import { mayUseTransfers } from '@kundenportal/domain/bestandsuebertragung/transfer-access';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { TransfersRepository } from './repository';

/** The customer of a transfer request: with the flag, an adviser and no makler_light account. */
export type TransferCustomer = {
  id: number;
  agencyId: number;
  /** Whether the customer may sign the agency's template of a key (`mayFillForm`). */
  maySign: (formKey: string) => boolean;
};

/** The session's customer, or 403 `not_permitted` (spec section 3's flag, makler_light, no adviser). */
export async function transferCustomer(request: FastifyRequest): Promise<TransferCustomer> {
  const customer = await request.customer();
  const user = {
    account_typ: customer.accountTyp,
    agent: customer.agentId === null ? null : { id: customer.agentId },
    config: customer.config,
  };
  if (customer.agentId === null || !mayUseTransfers(user)) throw new AppError('not_permitted');
  return { id: customer.id, agencyId: customer.agentId, maySign: (key) => mayFillForm(user, key) };
}

/** The levels the customer can choose: those whose template the agency publishes and switched on. */
export async function levelsFor(repository: TransfersRepository, customer: TransferCustomer) {
  const published = await repository.publishedForms(
    customer.agencyId,
    MANDATE_LEVELS.map((level) => MANDATE_FORM_KEYS[level]),
  );
  return offeredLevels((key) => published.has(key) && customer.maySign(key));
}
