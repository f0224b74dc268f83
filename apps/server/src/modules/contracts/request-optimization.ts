import { presentContract } from '@kundenportal/domain/contracts/contract-api';
import type { OptimizationRequest } from '@kundenportal/domain/contracts/optimization';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { formatEuro } from '@kundenportal/domain/format/euro';
import { adviserMailTexts as mail } from '@kundenportal/domain/texts/adviser-mails';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { formatDateDe, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { AppError, ValidationError } from '../../lib/app-error';
import { enqueue } from '../../lib/outbox/outbox-repository';
import type { ContractsRepository } from './repository';

/**
 * The customer asks the adviser to check a contract (flag vertrag_optimieren): the request is stored for
 * the adviser workspace and a mail with the contract's facts goes to the adviser through the outbox, in
 * one transaction. Without an adviser (or one without e-mail) there is no one to ask: 403.
 */
export async function requestOptimization(
  repository: ContractsRepository,
  userId: number,
  contractId: number,
  input: OptimizationRequest,
  now: Date,
): Promise<{ success: true; message: string }> {
  return repository.transaction(async (tx) => {
    const row = await repository.withCustomerAndAdviser(tx, userId, contractId);
    if (!row) throw new AppError('could_not_find_contract');
    const { contract, customer, agent } = row;
    if (!agent?.email) throw new ValidationError([contractTexts.optimizeNoAdviser]);
    const note = input.nachricht?.trim() ?? '';
    const presented = presentContract(contract, isoDateIn(now));
    await repository.insertOptimizationRequest(tx, {
      userId,
      agentId: agent.id,
      contractId,
      note,
      sentAt: now,
    });
    const name = `${customer.firstName} ${customer.lastName}`.trim();
    const facts = [
      mail.factContract(
        presented.label ?? presented.name ?? sparteLabel(presented.sparte),
        sparteLabel(presented.sparte),
      ),
      mail.factInsurer(presented.gesellschaft, presented.nummer),
      ...(presented.beitrag !== null ? [mail.factPremium(formatEuro(presented.beitrag))] : []),
      ...(presented.kuendbar_bis ? [mail.factCancellableUntil(formatDateDe(presented.kuendbar_bis))] : []),
    ];
    await enqueue(tx, {
      channel: 'mail',
      payload: {
        to: agent.email,
        subject: mail.optimizeSubject(name),
        text: mail.optimizeText(agent, name, customer.email, facts.join('\n'), note),
        customerId: userId,
      },
    });
    return { success: true as const, message: contractTexts.optimizeSent };
  });
}
