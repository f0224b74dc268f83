import type { LetterWay } from '@kundenportal/domain/bestandsuebertragung/letter-api';
import { STEP_AUDIT_ACTIONS } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type { AgencyTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { applyStep } from '@kundenportal/domain/bestandsuebertragung/transfer-steps';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { writeAdviserAudit } from '../../../../lib/adviser-audit';
import { AppError } from '../../../../lib/app-error';
import { notifyTransferStatus } from '../../../../lib/notifications/transfer-status-notice';
import { enqueue } from '../../../../lib/outbox/outbox-repository';
import type { AnswerRepository } from '../answer-repository';
import { agencyTransfer } from '../list-agency-transfers';
import { type LetterDeps, letterFacts, renderLetter } from './build-letter';

const texts = bestandsuebertragungTexts.workspace;

type Adviser = { userId: number; agencyId: number };

/**
 * POST …/bestandsuebertragungen/{id}/anschreiben (issue 29, ADR 160): the letter to one insurer went out —
 * by e-mail through the outbox (the PDF attached; 409 without an e-mail address for broker changes) or
 * by post (the adviser downloaded and posted it). In one transaction, on the rows it locks: that insurer's
 * contracts still `beantragt` become `gesendet` today (Europe/Berlin) through the domain's `applyStep`,
 * each with its history row; the mail; the agency's audit entry; the customer's notification. 409 when
 * none is still `beantragt`. Answers the transfer as the board shows it.
 */
export async function sendLetter(
  deps: LetterDeps & { answers: AnswerRepository; publicUrl: string },
  adviser: Adviser,
  id: number,
  body: { versicherer: string; weg: LetterWay },
  now: Date,
): Promise<AgencyTransfer> {
  const built = await letterFacts(deps, adviser.agencyId, id, body.versicherer, now);
  if (body.weg === 'email' && !built.email) throw new AppError('transfer_letter_no_email');
  // Rendered before the transaction (a PDF takes a while); by post the adviser has it already.
  const pdf = body.weg === 'email' ? await renderLetter(built, now) : null;
  const today = isoDateIn(now);
  return deps.letters.transaction(async (tx) => {
    const transfer = await deps.letters.transfer(adviser.agencyId, id, tx);
    if (!transfer) throw new AppError('could_not_find_transfer');
    if (transfer.status === 'zurueckgezogen') throw new AppError('transfer_withdrawn');
    if (transfer.status !== 'beantragt') throw new AppError('transfer_not_signed');
    const open = (await deps.letters.contractsAt(transfer.id, body.versicherer, tx)).filter(
      (contract) => contract.status === 'beantragt',
    );
    if (open.length === 0) throw new AppError('transfer_letter_nothing_to_send');
    for (const contract of open) {
      const next = applyStep(
        { ...contract, verlauf: [] },
        { status: 'gesendet', datum: null, notiz: null },
        today,
      );
      await deps.answers.saveStep(tx, contract, next, { adviserId: adviser.userId, at: now });
    }
    if (pdf && built.email)
      await enqueue(tx, {
        channel: 'mail',
        payload: {
          to: built.email,
          subject: texts.letterMail.subject(built.content.subject, built.customerName),
          text: texts.letterMail.text(built.customerName, built.content.signature),
          attachments: [
            {
              filename: built.filename,
              contentType: 'application/pdf',
              contentBase64: Buffer.from(pdf).toString('base64'),
            },
          ],
          ...(built.agencyEmail ? { replyTo: built.agencyEmail } : {}),
          customerId: transfer.userId,
        },
      });
    await writeAdviserAudit(tx, adviser, transfer.userId, STEP_AUDIT_ACTIONS.gesendet, [
      { key: 'transfer.versicherer', before: null, after: body.versicherer },
      { key: 'transfer.weg', before: null, after: body.weg === 'email' ? built.email : body.weg },
      {
        key: 'transfer.vertraege',
        before: null,
        after: open.map((contract) => contract.nummer).join(', '),
      },
      { key: 'transfer.datum', before: null, after: today },
    ]);
    await notifyTransferStatus(
      tx,
      {
        userId: transfer.userId,
        status: 'gesendet',
        level: transfer.level,
        versicherer: body.versicherer,
        contracts: open.map((contract) => ({ nummer: contract.nummer, sparte: contract.sparte })),
      },
      deps.publicUrl,
    );
    const answer = await agencyTransfer(deps.transfers, adviser.agencyId, transfer.id, now, tx);
    if (!answer) throw new AppError('could_not_find_transfer');
    return answer;
  });
}
