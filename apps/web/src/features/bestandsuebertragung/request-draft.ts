import { isMandateLevel, type MandateLevel } from '@kundenportal/domain/bestandsuebertragung/mandate';
import {
  type TransferRequest,
  transferRequestSchema,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { dropDraft, readDraftRecord, writeDraftRecord } from '../../lib/form-drafts';

/** The request as far as it got: its step, the contracts ticked and the level chosen. */
export type RequestDraft = {
  step: 'choose' | 'summary';
  contractIds: number[];
  level: MandateLevel | null;
};

/** The problems of the first step, by what they concern. */
export type ChoiceErrors = { contracts?: string; level?: string };

/**
 * The first step checked with the domain's body schema (the server checks the same): at least one
 * contract, a level. Only contracts still offered count (one taken into a transfer meanwhile drops out).
 */
export function checkChoice(
  draft: RequestDraft,
  offered: readonly { id: number }[],
): { ok: true; body: TransferRequest } | { ok: false; errors: ChoiceErrors } {
  const contractIds = draft.contractIds.filter((id) => offered.some((contract) => contract.id === id));
  const result = transferRequestSchema.safeParse({ contractIds, level: draft.level ?? undefined });
  if (result.success) return { ok: true, body: result.data };
  const errors: ChoiceErrors = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'contractIds') errors.contracts ??= issue.message;
    else if (issue.path[0] === 'level') errors.level ??= texts.levelInvalid;
  }
  return { ok: false, errors };
}

/** A draft read back from the page visit's storage (after an error inside the page), or null. */
export function readRequestDraft(key: string): RequestDraft | null {
  const record = readDraftRecord(key);
  if (!record || typeof record !== 'object') return null;
  const { step, contractIds, level } = record as Record<string, unknown>;
  if (step !== 'choose' && step !== 'summary') return null;
  if (!Array.isArray(contractIds) || !contractIds.every((id) => Number.isInteger(id))) return null;
  return { step, contractIds: contractIds as number[], level: isMandateLevel(level) ? level : null };
}

export function keepRequestDraft(key: string, draft: RequestDraft | null): void {
  if (draft) writeDraftRecord(key, draft);
  else dropDraft(key);
}
