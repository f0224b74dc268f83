import type { MandateLevel } from '@kundenportal/domain/bestandsuebertragung/mandate';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import styles from '../bestandsuebertragung.module.css';
import type { ChoiceErrors, RequestDraft } from '../request-draft';
import { chosenPerson, type ForeignContract, groupByPerson, type HouseholdMember } from '../transfer-choices';
import { insurerLine } from './foreign-contracts';

/** A contract as a checkbox's label: its title, insurer and number. */
export const contractLabel = (contract: ForeignContract) => `${contract.title} – ${insurerLine(contract)}`;

/**
 * The request's first step: the contracts to hand over (checkboxes, grouped by person: one fieldset each,
 * the person's name its legend) and the mandate level (only those the agency offers, each with its
 * explanation); 'Weiter' checks both before the summary. A request is one person's (ADR 183): once a
 * contract is ticked, the other persons' groups are disabled and say why, until it is unticked.
 */
export function RequestChoose({
  contracts,
  persons,
  levels,
  draft,
  errors,
  onChange,
  onNext,
  onCancel,
}: {
  contracts: readonly ForeignContract[];
  persons: readonly HouseholdMember[];
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
  const onePerson = useId();
  const form = useRef<HTMLFormElement>(null);
  const groups = groupByPerson(contracts, persons);
  const chosen = chosenPerson(draft.contractIds, contracts);
  const chosenName = groups.find((group) => group.personId === chosen)?.name ?? '';
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
        aria-describedby={
          [groups.length > 1 ? onePerson : '', errors.contracts ? contractsError : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        aria-labelledby={contractsLegend}
      >
        <legend id={contractsLegend} className={styles.legend}>
          {texts.request.chooseContracts}
        </legend>
        {groups.length > 1 ? (
          <p id={onePerson} className={styles.note}>
            {texts.request.onePerson}
          </p>
        ) : null}
        {errors.contracts ? (
          <p id={contractsError} className={styles.error}>
            {errors.contracts}
          </p>
        ) : null}
        {groups.map((group) => {
          const blocked = chosen !== null && chosen !== group.personId;
          return (
            <PersonGroup key={group.personId} name={group.name} blocked={blocked ? chosenName : null}>
              {group.contracts.map((contract) => (
                <CheckboxField
                  key={contract.id}
                  label={contractLabel(contract)}
                  checked={draft.contractIds.includes(contract.id)}
                  disabled={blocked}
                  onChange={(event) => toggle(contract.id, event.target.checked)}
                />
              ))}
            </PersonGroup>
          );
        })}
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

/**
 * One person's contracts: a fieldset with the person's name as legend; disabled while another person's
 * contracts are chosen (`blocked`: that person's name), saying so.
 */
function PersonGroup({
  name,
  blocked,
  children,
}: {
  name: string;
  blocked: string | null;
  children: ReactNode;
}) {
  const why = useId();
  return (
    <fieldset
      className={styles.group}
      disabled={blocked !== null}
      aria-describedby={blocked ? why : undefined}
    >
      <legend className={styles.legend}>{name}</legend>
      {blocked ? (
        <p id={why} className={styles.muted}>
          {texts.request.otherPersonChosen(blocked)}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
