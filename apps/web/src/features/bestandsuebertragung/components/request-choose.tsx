import type { MandateLevel } from '@kundenportal/domain/bestandsuebertragung/mandate';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import styles from '../bestandsuebertragung.module.css';
import type { ChoiceErrors, RequestDraft } from '../request-draft';
import type { ForeignContract } from '../transfer-choices';
import { insurerLine } from './foreign-contracts';

/** A contract as a checkbox's label: its title, insurer and number. */
export const contractLabel = (contract: ForeignContract) => `${contract.title} – ${insurerLine(contract)}`;

/**
 * The request's first step: the contracts to hand over (checkboxes) and the mandate level (only those the
 * agency offers, each with its explanation); 'Weiter' checks both before the summary.
 */
export function RequestChoose({
  contracts,
  levels,
  draft,
  errors,
  onChange,
  onNext,
  onCancel,
}: {
  contracts: readonly ForeignContract[];
  levels: readonly MandateLevel[];
  draft: RequestDraft;
  errors: ChoiceErrors;
  onChange: (draft: RequestDraft) => void;
  onNext: () => void;
  onCancel: () => void;
}) {
  const contractsLegend = useId();
  const contractsError = useId();
  const levelError = useId();
  const explanation = useId();
  const form = useRef<HTMLFormElement>(null);
  // A refused 'Weiter' leads to what is missing: the first contract's box, else the first level.
  useEffect(() => {
    const group = errors.contracts ? 'checkbox' : errors.level ? 'radio' : null;
    if (group) form.current?.querySelector<HTMLInputElement>(`input[type="${group}"]`)?.focus();
  }, [errors]);

  function toggle(id: number, checked: boolean) {
    const others = draft.contractIds.filter((chosen) => chosen !== id);
    onChange({ ...draft, contractIds: checked ? [...others, id] : others });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNext();
  }

  return (
    <form ref={form} noValidate onSubmit={submit}>
      <fieldset
        className={styles.group}
        aria-describedby={errors.contracts ? contractsError : undefined}
        aria-labelledby={contractsLegend}
      >
        <legend id={contractsLegend} className={styles.legend}>
          {texts.request.chooseContracts}
        </legend>
        {errors.contracts ? (
          <p id={contractsError} className={styles.error}>
            {errors.contracts}
          </p>
        ) : null}
        {contracts.map((contract) => (
          <CheckboxField
            key={contract.id}
            label={contractLabel(contract)}
            checked={draft.contractIds.includes(contract.id)}
            onChange={(event) => toggle(contract.id, event.target.checked)}
          />
        ))}
      </fieldset>
      <fieldset className={styles.group} aria-describedby={errors.level ? levelError : undefined}>
        <legend className={styles.legend}>{texts.request.chooseLevel}</legend>
        {errors.level ? (
          <p id={levelError} className={styles.error}>
            {errors.level}
          </p>
        ) : null}
        {levels.map((level) => (
          <div key={level} className={styles.level}>
            <label className={styles.levelOption}>
              <input
                type="radio"
                name="level"
                value={level}
                checked={draft.level === level}
                aria-describedby={`${explanation}-${level}`}
                onChange={() => onChange({ ...draft, level })}
              />
              <span>{texts.levels[level].label}</span>
            </label>
            <p id={`${explanation}-${level}`} className={styles.explanation}>
              {texts.levels[level].explanation}
            </p>
          </div>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" block>
          {texts.request.next}
        </Button>
        <Button variant="secondary" block onClick={onCancel}>
          {uiTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
