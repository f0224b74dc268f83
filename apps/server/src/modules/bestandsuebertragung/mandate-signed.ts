import { MANDATE_FORM_KEYS, MANDATE_LEVELS } from '@kundenportal/domain/bestandsuebertragung/mandate';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { SignedFormHook } from '../../lib/signed-form-hooks';
import { writeTransferAudit } from './audit-repository';
import type { TransfersRepository } from './repository';

/**
 * The customer signed an adviser form (`app.signedFormHooks`, ADR 156): if it is the template of a mandate
 * level, every transfer of the customer at that agency and level for the person it was signed for (ADR
 * 183: a Vollmacht is personal) waiting for the signature is requested
 * now — `beantragt` with the signing time, resting on that signed form, and each contract's first step on
 * the signing day (Europe/Berlin). In the signing transaction: both or neither are stored.
 */
export function onMandateSigned(repository: TransfersRepository): SignedFormHook {
  return async (tx, signed) => {
    const levels = MANDATE_LEVELS.filter((level) => MANDATE_FORM_KEYS[level] === signed.formKey);
    const waiting = await repository.waitingForSignature(
      tx,
      signed.userId,
      signed.agentId,
      signed.personId,
      levels,
    );
    await repository.markRequested(
      tx,
      waiting.map((row) => row.id),
      { signedFormId: signed.signedFormId, at: signed.signedAt, datum: isoDateIn(signed.signedAt) },
    );
    for (const row of waiting) await writeTransferAudit(tx, row.id, 'transfer_signed', 'zu_unterschreiben');
  };
}
