import { contractAnswerBody } from '@kundenportal/domain/bestandsuebertragung/contract-answer';
import { contractStatusLabel } from '@kundenportal/domain/bestandsuebertragung/notices';
import {
  nextStatuses,
  type SettableContractStatus,
} from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type {
  AgencyTransfer,
  TransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { formTexts } from '@kundenportal/domain/texts/form';
import { isoDateIn, parseDateDe } from '@kundenportal/domain/validation/date-bounds';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import fieldStyles from '../../../components/ui/field.module.css';
import { SelectField } from '../../../components/ui/select-field';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import styles from './board.module.css';
import { type ContractAnswerBody, putContractAnswer, takeTransfer } from './transfers-api';

const texts = bestandsuebertragungTexts.workspace;

type Errors = Partial<Record<'status' | 'datum' | 'notiz', string>>;

/** The date's label: the broker's start, the data's arrival (Datenauskunft), or the step's day. */
function dateLabel(status: SettableContractStatus, level: AgencyTransfer['level']): string {
  return status === 'bestaetigt' && level === 'datenauskunft'
    ? texts.dateLabels.dataReceived
    : texts.dateLabels[status];
}

/**
 * The body the form sends, checked first by the domain's rules of the route (contract-answer.ts, the
 * transfer's level, the contract's last day and today in Berlin): the same messages at the same fields.
 * Undefined fields are left out; a date typed the German way is sent as 'YYYY-MM-DD'.
 */
export function checkAnswer(
  values: { status: SettableContractStatus; datum: string; notiz: string },
  transfer: Pick<AgencyTransfer, 'level'>,
  contract: Pick<TransferContract, 'datum' | 'gesendetAm'>,
  now: Date,
): { ok: true; body: ContractAnswerBody } | { ok: false; errors: Errors } {
  const date = parseDateDe(values.datum);
  if (!date.ok) return { ok: false, errors: { datum: texts.dateDeInvalid } };
  const body: ContractAnswerBody = {
    status: values.status,
    ...(date.iso ? { datum: date.iso } : {}),
    ...(values.notiz.trim() ? { notiz: values.notiz } : {}),
  };
  const state = {
    level: transfer.level,
    today: isoDateIn(now),
    lastDatum: contract.datum,
    gesendetAm: contract.gesendetAm,
  };
  const checked = contractAnswerBody(() => state).safeParse(body);
  if (checked.success) return { ok: true, body };
  const errors: Errors = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof Errors;
    if (field in { status: 1, datum: 1, notiz: 1 }) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Records the insurer's answer to one contract (issue 29): bestätigt with the day the broker looks after it
 * from, abgelehnt with the reason, Rückfrage with the query (or the letter sent again). What was typed
 * stays on a refusal; the field says why.
 */
export function AnswerForm({
  transfer,
  contract,
  onDone,
  onSaved,
}: {
  transfer: AgencyTransfer;
  contract: TransferContract;
  /** Closes the form. */
  onDone: () => void;
  /** The save succeeded (before the board shows the new state). */
  onSaved: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const options = nextStatuses(contract.status);
  const [status, setStatus] = useState<SettableContractStatus>(
    options.includes('bestaetigt') ? 'bestaetigt' : (options[0] ?? 'gesendet'),
  );
  const [datum, setDatum] = useState('');
  const [notiz, setNotiz] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  useUnsavedEdits(datum !== '' || notiz !== '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAnswer({ status, datum, notiz }, transfer, contract, new Date());
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSending(true);
    try {
      const answer = await putContractAnswer(transfer.id, contract.contractId, checked.body);
      setDatum('');
      setNotiz('');
      toast.success(texts.saved);
      onSaved();
      onDone();
      await takeTransfer(queryClient, answer.transfer);
    } catch (failure) {
      setErrors(
        takeServerErrors(failure, (field) =>
          field in { status: 1, datum: 1, notiz: 1 } ? field : undefined,
        ),
      );
    } finally {
      setSending(false);
    }
  }

  const noteError = errors.notiz;
  return (
    <form
      className={styles.answer}
      noValidate
      onSubmit={onSubmit}
      aria-label={texts.answerFor(contract.nummer)}
    >
      <SelectField
        label={texts.answerStatus}
        value={status}
        error={errors.status}
        onChange={(event) => setStatus(event.target.value as SettableContractStatus)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {contractStatusLabel(option)}
          </option>
        ))}
      </SelectField>
      <Field
        label={dateLabel(status, transfer.level)}
        hint={formTexts.datePlaceholder}
        inputMode="numeric"
        autoComplete="off"
        value={datum}
        error={errors.datum}
        onChange={(event) => setDatum(event.target.value)}
      />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-note`}>
          {texts.noteLabels[status]}
        </label>
        <textarea
          id={`${id}-note`}
          className={`${fieldStyles.input} ${styles.note}`}
          rows={3}
          value={notiz}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-hint ${id}-note-error` : `${id}-note-hint`}
          onChange={(event) => setNotiz(event.target.value)}
        />
        <p id={`${id}-note-hint`} className={fieldStyles.hint}>
          {texts.noteVisible}
        </p>
        {noteError ? (
          <p id={`${id}-note-error`} className={fieldStyles.error}>
            {noteError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={sending}>
        {texts.save}
      </Button>
    </form>
  );
}
