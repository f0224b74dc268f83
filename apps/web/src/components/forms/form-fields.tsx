import { UNLIMITED_NUMBER } from '@kundenportal/domain/constants';
import {
  acceptsUnlimited,
  type FieldDefinition,
  isFieldRequired,
} from '@kundenportal/domain/forms/field-definition';
import { formTexts } from '@kundenportal/domain/forms/form-texts';
import { type FormValues, fieldDecimals, formatFieldNumber } from '@kundenportal/domain/forms/form-values';
import { householdTexts } from '@kundenportal/domain/texts/household-texts';
import { parseAmount } from '@kundenportal/domain/validation/amount';
import {
  formatDateDe,
  INVALID_DATE_DE,
  isIsoDate,
  parseDateDe,
} from '@kundenportal/domain/validation/date-bounds';
import { formatIban, ibanDetails, validateIban } from '@kundenportal/domain/validation/iban';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import fieldStyles from '../ui/field.module.css';
import styles from './form-fields.module.css';

/** 'input': the user changed the value (clears its error); 'format': the same value reformatted on blur. */
export type ChangeReason = 'input' | 'format';

export type FormFieldsProps = {
  definitions: readonly FieldDefinition[];
  values: Readonly<FormValues>;
  /** Field name → message (client or server); the input is marked invalid and described by it. */
  errors?: Readonly<Record<string, string | undefined>>;
  onChange: (name: string, value: string, reason: ChangeReason) => void;
  /** An error found when the user leaves a field (the IBAN check). */
  onFieldError?: (name: string, message: string) => void;
  /** A ref callback per field for its focusable control (focus on the first invalid field). */
  fieldRef?: (name: string) => (element: HTMLElement | null) => void;
  /** Every control disabled (config.person_edit false). */
  readOnly?: boolean;
  /** Prefix of the inputs' `name` attributes, e.g. 'adressen.0.'. */
  namePrefix?: string;
};

/**
 * Draws any list of field definitions (the 16 types of spec section 3) as accessible form controls:
 * a label for every input, required marks (conditional ones live), errors tied to their inputs,
 * German numbers, German dates (TT.MM.JJJJ), native time inputs, sliders, the 'unbegrenzt' toggle, IBAN formatting.
 * Values and errors come from the form that owns them (see use-field-form.ts); only a date field keeps
 * the text being typed, while its form value is the ISO date (or the unreadable text, for validation).
 */
export function FormFields({ definitions, values, ...rest }: FormFieldsProps) {
  return (
    <>
      {definitions.map((definition) => (
        <FormField
          key={definition.name}
          definition={definition}
          value={values[definition.name] ?? ''}
          required={isFieldRequired(definition, values)}
          {...rest}
        />
      ))}
    </>
  );
}

type FormFieldProps = Omit<FormFieldsProps, 'definitions' | 'values'> & {
  definition: FieldDefinition;
  value: string;
  required: boolean;
};

/** Enter in a one-line input submits its form (spec section 5), also where the browser would not. */
function submitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

const join = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function RequiredMark({ show }: { show: boolean }) {
  return show ? (
    <span className={styles.required} aria-hidden="true">
      {householdTexts.requiredMark}
    </span>
  ) : null;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={fieldStyles.error}>
      {error}
    </p>
  ) : null;
}

/** Label, control and error of one field. */
function Shell(props: {
  id: string;
  label: string;
  required: boolean;
  errorId: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={fieldStyles.field}>
      <div className={styles.labelRow}>
        <label className={fieldStyles.label} htmlFor={props.id}>
          {props.label}
        </label>
        <RequiredMark show={props.required} />
      </div>
      {props.children}
      <ErrorText id={props.errorId} error={props.error} />
    </div>
  );
}

function FormField(props: FormFieldProps) {
  const { definition, value, required, errors, onChange, onFieldError, fieldRef, readOnly, namePrefix } =
    props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const unitId = `${id}-unit`;
  const labelId = `${id}-label`;
  const name = definition.name;
  const error = errors?.[name] || undefined;
  const inputName = `${namePrefix ?? ''}${name}`;
  const ref = fieldRef?.(name);
  const change = (next: string) => onChange(name, next, 'input');
  // The value typed before 'unbegrenzt' was switched on, restored when it is switched off again.
  const beforeUnlimited = useRef('');

  const common = {
    id,
    name: inputName,
    disabled: readOnly,
    className: fieldStyles.input,
    'aria-invalid': error ? true : undefined,
  } as const;

  switch (definition.type) {
    case 'hidden':
      return <input type="hidden" name={inputName} value={value} />;

    case 'checkbox':
      return (
        <div className={styles.checkbox}>
          <div className={styles.checkboxRow}>
            <input
              ref={ref}
              id={id}
              name={inputName}
              type="checkbox"
              className={styles.checkboxInput}
              checked={value === '1'}
              disabled={readOnly}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={join(error && errorId)}
              onChange={(event) => change(event.target.checked ? '1' : '0')}
            />
            <label className={styles.checkboxLabel} htmlFor={id}>
              {definition.title}
            </label>
            <RequiredMark show={required} />
          </div>
          <ErrorText id={errorId} error={error} />
        </div>
      );

    case 'radio':
    case 'radio_switch_toggle': {
      const options = definition.options ?? [];
      const focusIndex = Math.max(
        options.findIndex((option) => option.value === value),
        0,
      );
      return (
        <div
          className={styles.group}
          role="radiogroup"
          aria-labelledby={labelId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={join(error && errorId)}
          aria-disabled={readOnly || undefined}
        >
          <span id={labelId} className={`${fieldStyles.label} ${styles.legend}`}>
            {definition.title}
            <RequiredMark show={required} />
          </span>
          <div className={definition.type === 'radio_switch_toggle' ? styles.switch : styles.options}>
            {options.map((option, index) => (
              <label key={option.value} className={styles.option}>
                <input
                  ref={index === focusIndex ? ref : undefined}
                  type="radio"
                  name={`${inputName}-${id}`}
                  value={option.value}
                  checked={value === option.value}
                  disabled={readOnly}
                  onChange={() => change(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
          <ErrorText id={errorId} error={error} />
        </div>
      );
    }

    case 'dropdown':
      return (
        <Shell id={id} label={definition.title} required={required} errorId={errorId} error={error}>
          <select
            ref={ref}
            {...common}
            value={value}
            required={required}
            aria-describedby={join(error && errorId)}
            onChange={(event) => change(event.target.value)}
          >
            <option value="">{definition.placeholder ?? formTexts.choose}</option>
            {(definition.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Shell>
      );

    case 'textarea':
      return (
        <Shell id={id} label={definition.title} required={required} errorId={errorId} error={error}>
          <textarea
            ref={ref}
            {...common}
            className={`${fieldStyles.input} ${styles.textarea}`}
            rows={4}
            value={value}
            maxLength={definition.maxLength}
            placeholder={definition.placeholder}
            required={required}
            aria-describedby={join(error && errorId)}
            onChange={(event) => change(event.target.value)}
          />
        </Shell>
      );

    case 'date':
      return (
        <Shell id={id} label={definition.title} required={required} errorId={errorId} error={error}>
          <DateInput
            inputRef={ref}
            common={common}
            definition={definition}
            value={value}
            required={required}
            hintId={hintId}
            errorId={error ? errorId : undefined}
            onChange={change}
            onFieldError={(message) => onFieldError?.(name, message)}
          />
        </Shell>
      );

    case 'numfield':
    case 'numfield_hasrange':
    case 'numfield_unbegrenzt':
    case 'range': {
      const slider = definition.type === 'numfield_hasrange' || definition.type === 'range';
      const unlimitedAllowed = acceptsUnlimited(definition);
      const unlimited = unlimitedAllowed && value.trim() === String(UNLIMITED_NUMBER);
      const parsed = value.trim() ? parseAmount(value, 20) : null;
      const min = typeof definition.min === 'number' ? definition.min : 0;
      const max = typeof definition.max === 'number' ? definition.max : 100;
      const sliderValue = parsed?.ok ? Math.min(Math.max(parsed.value, min), max) : min;
      const formatOnBlur = () => {
        const result = value.trim() ? parseAmount(value, fieldDecimals(definition)) : null;
        if (!result?.ok) return;
        const formatted = formatFieldNumber(definition, result.value);
        if (formatted !== value) onChange(name, formatted, 'format');
      };
      return (
        <Shell id={id} label={definition.title} required={required} errorId={errorId} error={error}>
          <div className={styles.numberRow}>
            <input
              ref={ref}
              {...common}
              className={`${fieldStyles.input} ${styles.number}`}
              type="text"
              inputMode={fieldDecimals(definition) === 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={unlimited ? formTexts.unlimited : value}
              disabled={readOnly || unlimited}
              placeholder={definition.placeholder}
              required={required}
              aria-describedby={join(definition.unit && unitId, error && errorId)}
              onChange={(event) => change(event.target.value)}
              onBlur={formatOnBlur}
              onKeyDown={submitOnEnter}
            />
            {definition.unit ? (
              <span id={unitId} className={styles.unit}>
                {definition.unit}
              </span>
            ) : null}
            {unlimitedAllowed ? (
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={unlimited}
                  className={styles.checkboxInput}
                  checked={unlimited}
                  disabled={readOnly}
                  aria-label={householdTexts.unlimitedToggle(definition.title)}
                  onChange={(event) => {
                    if (event.target.checked) {
                      beforeUnlimited.current = value;
                      change(String(UNLIMITED_NUMBER));
                    } else {
                      change(beforeUnlimited.current);
                    }
                  }}
                />
                <span>{formTexts.unlimited}</span>
              </label>
            ) : null}
          </div>
          {slider ? (
            <input
              type="range"
              className={styles.slider}
              min={min}
              max={max}
              step={definition.step ?? 1}
              value={sliderValue}
              disabled={readOnly}
              aria-label={householdTexts.slider(definition.title)}
              aria-valuetext={`${formatFieldNumber(definition, sliderValue)}${definition.unit ? ` ${definition.unit}` : ''}`}
              onChange={(event) => change(formatFieldNumber(definition, Number(event.target.value)))}
            />
          ) : null}
        </Shell>
      );
    }

    case 'iban': {
      const details = value.trim() ? ibanDetails(value) : null;
      return (
        <Shell id={id} label={definition.title} required={required} errorId={errorId} error={error}>
          <input
            ref={ref}
            {...common}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={value}
            required={required}
            aria-describedby={join(details && hintId, error && errorId)}
            onChange={(event) => change(event.target.value)}
            onBlur={() => {
              if (!value.trim()) return;
              const formatted = formatIban(value);
              if (formatted !== value) onChange(name, formatted, 'format');
              const result = validateIban(value, { required });
              if (!result.ok) onFieldError?.(name, result.message);
            }}
            onKeyDown={submitOnEnter}
          />
          {details ? (
            <p id={hintId} className={fieldStyles.hint}>
              {householdTexts.ibanDetails(details.countryName, details.bankleitzahl)}
            </p>
          ) : null}
        </Shell>
      );
    }

    default: {
      // textfield, email, password, time
      const type = definition.type;
      const inputType =
        type === 'email' ? 'email' : type === 'password' ? 'password' : type === 'time' ? 'time' : 'text';
      return (
        <Shell id={id} label={definition.title} required={required} errorId={errorId} error={error}>
          <input
            ref={ref}
            {...common}
            type={inputType}
            inputMode={type === 'email' ? 'email' : undefined}
            autoComplete={type === 'password' ? 'current-password' : type === 'email' ? 'email' : undefined}
            autoCapitalize={type === 'email' ? 'none' : undefined}
            spellCheck={type === 'email' ? false : undefined}
            value={value}
            maxLength={definition.maxLength}
            placeholder={definition.placeholder}
            required={required}
            aria-describedby={join(error && errorId)}
            onChange={(event) => change(event.target.value)}
            onKeyDown={submitOnEnter}
          />
        </Shell>
      );
    }
  }
}

/** A stored form value as the text of a date field: ISO dates as 'DD.MM.YYYY', anything else as it is. */
const dateText = (value: string) => (isIsoDate(value) ? formatDateDe(value) : value);

/**
 * What a date field hands to the form for its text: the ISO date of a German date ('' when empty),
 * an ISO date pasted as it is (parseForm would take it anyway), else the text, which parseForm rejects.
 */
function readDate(text: string): { date: boolean; value: string } {
  const parsed = parseDateDe(text);
  if (parsed.ok) return { date: parsed.iso !== '', value: parsed.iso };
  const trimmed = text.trim();
  return isIsoDate(trimmed) ? { date: true, value: trimmed } : { date: false, value: text };
}

/** Birth dates get the browser's 'bday' autofill; other dates none (no suggestions of past entries). */
const isBirthDate = (definition: FieldDefinition) => /geburt/i.test(definition.name);

/**
 * A date typed the German way (spec section 9: TT.MM.JJJJ whatever the browser's locale; a native
 * date input would show the OS format). The field keeps what is typed; the form gets the ISO date
 * when the text is a real date ('' when empty), else the text itself, which `parseForm` then reports
 * (leaving the field says at once that it is no date). An ISO date pasted in is taken too.
 * Bounds ('today', 'morgen', ISO) are checked by the domain's checkDate and named in a hint.
 */
function DateInput(props: {
  inputRef: Ref<HTMLInputElement> | undefined;
  /** id, name, disabled, class and aria-invalid, as every other field has them. */
  common: {
    id: string;
    name: string;
    disabled: boolean | undefined;
    className: string | undefined;
    'aria-invalid': true | undefined;
  };
  definition: FieldDefinition;
  value: string;
  required: boolean;
  hintId: string;
  errorId: string | undefined;
  onChange: (value: string) => void;
  onFieldError: (message: string) => void;
}) {
  const { definition, value } = props;
  // The text typed and the form value it gave: shown while the form still holds that value; a value
  // set from outside (loaded, reset) is shown formatted instead.
  const [draft, setDraft] = useState(() => ({ text: dateText(value), value }));
  const text = draft.value === value ? draft.text : dateText(value);
  const min = typeof definition.min === 'string' ? definition.min : undefined;
  const max = typeof definition.max === 'string' ? definition.max : undefined;
  const hint = formTexts.dateBounds(min, max);
  return (
    <>
      <input
        ref={props.inputRef}
        {...props.common}
        type="text"
        inputMode="numeric"
        autoComplete={isBirthDate(definition) ? 'bday' : 'off'}
        placeholder={formTexts.datePlaceholder}
        value={text}
        required={props.required}
        aria-describedby={join(hint && props.hintId, props.errorId)}
        onChange={(event) => {
          const typed = event.target.value;
          const next = readDate(typed).value;
          setDraft({ text: typed, value: next });
          props.onChange(next);
        }}
        onBlur={() => {
          const read = readDate(text);
          if (read.date) setDraft({ text: formatDateDe(read.value), value: read.value });
          else if (read.value.trim() !== '') props.onFieldError(INVALID_DATE_DE);
        }}
        onKeyDown={submitOnEnter}
      />
      {hint ? (
        <p id={props.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
