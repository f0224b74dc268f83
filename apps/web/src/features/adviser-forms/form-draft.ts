import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import type { FormTemplate } from '@kundenportal/domain/adviser-forms/form-template';
import { emptySignature } from '@kundenportal/domain/adviser-forms/signature-state';
import {
  carryFormValues,
  type FieldChange,
  type VersionCarry,
} from '@kundenportal/domain/adviser-forms/version-change';
import type { FormValues } from '@kundenportal/domain/forms/form-values';
import {
  draftValues,
  dropDraft,
  readDraftRecord,
  withoutSecrets,
  writeDraftRecord,
} from '../../lib/form-drafts';
import type { FormInput } from './use-form-signing';

/**
 * The input a form slide starts with instead of the prefilled values: carried over from a replaced
 * version (`carry`: the notice of what changed) or taken back from the page's draft (`restored`).
 */
export type Carried = { carry: VersionCarry | null; start: FormInput; restored: boolean };

/** The name of a form's draft for `useDraftKey` (per page visit and form key). */
export const adviserFormDraftName = (formKey: string) => `adviser-form:${formKey}`;

/** The notice of a version change carried over before the draft was written (it stays until sent). */
type StoredNotice = Pick<VersionCarry, 'changes' | 'proseChanged'>;

type StoredDraft = {
  version: number;
  template: FormTemplate;
  values: FormValues;
  notice: StoredNotice | null;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isChange = (value: unknown): value is FieldChange =>
  isObject(value) &&
  typeof value.title === 'string' &&
  (value.kind === 'added' ||
    value.kind === 'removed' ||
    (value.kind === 'changed' && typeof value.dropped === 'boolean'));

function readNotice(value: unknown): StoredNotice | null {
  if (!isObject(value) || typeof value.proseChanged !== 'boolean') return null;
  const { changes } = value;
  return Array.isArray(changes) && changes.every(isChange)
    ? { changes, proseChanged: value.proseChanged }
    : null;
}

function readStored(key: string): StoredDraft | null {
  const record = readDraftRecord(key);
  if (!isObject(record) || !Number.isInteger(record.version)) return null;
  const { template } = record;
  if (!isObject(template) || typeof template.title !== 'string' || !Array.isArray(template.blocks))
    return null;
  const values = draftValues(record.values);
  if (!values) return null;
  return {
    version: record.version as number,
    template: { title: template.title, blocks: template.blocks },
    values,
    notice: readNotice(record.notice),
  };
}

/**
 * Keeps the customer's values with the version and text they were typed for (issue 27, item 3), and
 * the notice of a version change already carried over. Never the signature: it is given again.
 */
export function keepAdviserFormDraft(
  key: string,
  detail: FormDetail,
  values: FormValues,
  carry: VersionCarry | null,
): void {
  const draft: StoredDraft = {
    version: detail.version,
    template: { title: detail.title, blocks: detail.blocks },
    values: withoutSecrets(values),
    notice: carry && { changes: carry.changes, proseChanged: carry.proseChanged },
  };
  writeDraftRecord(key, draft);
}

/**
 * The draft of this page visit as the start of `latest` (the version the page shows now), or null.
 * Values go to fields by name under the rules of a version change (ADR 037) whatever the version, so
 * a value never lands in a field it was not typed for; a draft of another version (or text) brings
 * the version notice. Without a signature, none is kept. A draft that cannot be read is dropped.
 */
export function restoreAdviserFormDraft(key: string, latest: FormDetail, now: Date): Carried | null {
  try {
    const draft = readStored(key);
    if (!draft) return null;
    const carry = carryFormValues(draft.template, latest, draft.values, latest.values, now);
    const same =
      draft.version === latest.version &&
      JSON.stringify(draft.template.blocks) === JSON.stringify(latest.blocks);
    const notice = same ? draft.notice : carry;
    return {
      carry: notice && { ...carry, ...notice, keepSignature: false },
      start: { values: carry.values, signature: emptySignature },
      restored: true,
    };
  } catch {
    dropDraft(key);
    return null;
  }
}
