import type { DamageReport } from '@kundenportal/domain/adviser-requests/damage-report-api';
import {
  type DamageReportBody,
  damageReportContract,
} from '@kundenportal/domain/adviser-requests/request-bodies';
import { isRequestStatus } from '@kundenportal/domain/adviser-requests/request-kinds';
import { AppError, ValidationError } from '../../lib/app-error';
import { enqueue } from '../../lib/outbox/outbox-repository';
import type { Customer } from '../../plugins/customer';
import { damageReportMail } from './adviser-mails';
import type { AdviserRequestRow } from './repository';
import {
  type AdviserRequestsDeps,
  countRequest,
  type requireRecipient,
  storeAndMail,
} from './submit-request';

type Payload = { schaden_subject: string; schaden_content: string; vertrag: string | null };

function payloadOf(row: AdviserRequestRow): Payload {
  const payload = row.payload as Partial<Payload>;
  return {
    schaden_subject: String(payload.schaden_subject ?? ''),
    schaden_content: String(payload.schaden_content ?? ''),
    vertrag: typeof payload.vertrag === 'string' ? payload.vertrag : null,
  };
}

/** The customer and the adviser who receives the report (403 checked before, `requireRecipient`). */
type Recipient = { customer: Customer } & Awaited<ReturnType<typeof requireRecipient>>;

/**
 * POST /api/schadensmeldung: stored and mailed to the adviser at once, or — with `entwurf: true`, while
 * the web app uploads its photos to /v2/document/inquire/{id} — kept as a draft until POST …/{id}/senden,
 * so the adviser's one mail names every attachment. The body is checked by the route's schema; the
 * contract, when named, must be the household's (422 otherwise); its label is kept with the report.
 */
export async function createDamageReport(
  deps: AdviserRequestsDeps,
  recipient: Recipient,
  body: DamageReportBody,
) {
  const { customer, sender, agent } = recipient;
  const userId = customer.id;
  const choices = await deps.contractChoices(userId);
  const contract = damageReportContract(choices, body.contract);
  if (!contract.ok) throw new ValidationError([contract.entry]);
  await countRequest(deps, userId);
  const { values } = body;
  const contractId = contract.value ? Number(contract.value) : null;
  const payload: Payload = {
    schaden_subject: String(values.schaden_subject),
    schaden_content: String(values.schaden_content),
    vertrag: choices.find((choice) => choice.value === contract.value)?.label ?? null,
  };
  return deps.repository.transaction(async (tx) => {
    const now = deps.now();
    if (body.draft) {
      const id = await deps.repository.insert(tx, {
        userId,
        agentId: agent.id,
        kind: 'schadensmeldung',
        contractId,
        payload,
        status: 'entwurf',
      });
      return { id, status: 'entwurf' as const };
    }
    const mail = damageReportMail(
      agent,
      sender,
      { subject: payload.schaden_subject, content: payload.schaden_content, contract: payload.vertrag },
      [],
    );
    const id = await storeAndMail(
      deps.repository,
      tx,
      { userId, agentId: agent.id, kind: 'schadensmeldung', contractId, payload, sentAt: now },
      mail,
    );
    return { id, status: 'eingegangen' as const };
  });
}

/** POST /api/schadensmeldung/{id}/senden: a draft becomes 'eingegangen' and the adviser's mail lists its files. */
export async function sendDamageReport(deps: AdviserRequestsDeps, recipient: Recipient, id: number) {
  const { customer, sender, agent } = recipient;
  const userId = customer.id;
  const attachments = (await deps.attachments(userId, [id])).get(id) ?? [];
  const link = attachments.length ? await deps.links.url(id) : null;
  return deps.repository.transaction(async (tx) => {
    const row = await deps.repository.lock(tx, userId, 'schadensmeldung', id);
    if (!row) throw new AppError('could_not_find_damage_report');
    if (row.status !== 'entwurf') throw new AppError('damage_report_already_sent');
    const payload = payloadOf(row);
    await deps.repository.markSent(tx, id, agent.id, deps.now());
    await enqueue(tx, {
      channel: 'mail',
      payload: {
        ...damageReportMail(
          agent,
          sender,
          { subject: payload.schaden_subject, content: payload.schaden_content, contract: payload.vertrag },
          attachments,
          link,
        ),
        customerId: userId,
      },
    });
    return { id, status: 'eingegangen' as const };
  });
}

/** GET /api/schadensmeldung: the customer's reports, newest first, with status and number of files. */
export async function listDamageReports(deps: AdviserRequestsDeps, userId: number): Promise<DamageReport[]> {
  const rows = await deps.repository.list(userId, 'schadensmeldung');
  const attachments = await deps.attachments(
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const payload = payloadOf(row);
    return {
      id: row.id,
      schaden_subject: payload.schaden_subject,
      schaden_content: payload.schaden_content,
      vertrag_id: row.contractId,
      vertrag: payload.vertrag,
      status: isRequestStatus(row.status) ? row.status : 'eingegangen',
      erstellt_am: row.createdAt.toISOString(),
      gesendet_am: row.sentAt ? row.sentAt.toISOString() : null,
      dokumente: attachments.get(row.id)?.length ?? 0,
    };
  });
}
