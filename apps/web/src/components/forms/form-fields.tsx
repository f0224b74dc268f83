import type { FieldDefinition, FieldType } from '@kundenportal/domain/forms/field-definition';
import { isFieldRequired } from '@kundenportal/domain/forms/field-definition';
import type { FormValues } from '@kundenportal/domain/forms/form-values';
import { type ComponentType, useId } from 'react';
import { CheckboxField } from './fields/checkbox-field';
import { DateField } from './fields/date-field';
import { DropdownField } from './fields/dropdown-field';
import type { FieldProps } from './fields/field-parts';
import { IbanField } from './fields/iban-field';
import { NumberField } from './fields/number-field';
import { RadioField } from './fields/radio-field';
import { TextField } from './fields/text-field';
import { TextareaField } from './fields/textarea-field';

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
  /** These fields' controls disabled (a provided contract's adviser fields, issue 31). */
  lockedFields?: readonly string[];
  /** Prefix of the inputs' `name` attributes, e.g. 'adressen.0.'. */
  namePrefix?: string;
  /**
   * A field drawn by another control than its type's, by field name (the insurer combobox of a
   * contract). The control gets the same props, so label, errors and focus work as for any field.
   */
  controls?: Readonly<Record<string, ComponentType<FieldProps>>>;
};

function HiddenField({ name, value }: FieldProps) {
  return <input type="hidden" name={name} value={value} />;
}

/** The component drawing each of the 16 field types of spec section 3 (one file each in fields/). */
const fieldComponents: Readonly<Record<FieldType, ComponentType<FieldProps>>> = {
  textfield: TextField,
  email: TextField,
  password: TextField,
  time: TextField,
  textarea: TextareaField,
  numfield: NumberField,
  numfield_hasrange: NumberField,
  numfield_unbegrenzt: NumberField,
  range: NumberField,
  checkbox: CheckboxField,
  date: DateField,
  dropdown: DropdownField,
  radio: RadioField,
  radio_switch_toggle: RadioField,
  hidden: HiddenField,
  iban: IbanField,
};

/**
 * Draws any list of field definitions (the 16 types of spec section 3) as accessible form controls:
 * a label for every input, required marks (conditional ones live), errors tied to their inputs,
 * German numbers, German dates (TT.MM.JJJJ), native time inputs, sliders, the 'unbegrenzt' toggle, IBAN formatting.
 * Values and errors come from the form that owns them (lib/use-form.ts); only a date field keeps
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

/** One field: its ids and callbacks bound to its name, drawn by the component of its type. */
function FormField({
  definition,
  errors,
  onChange,
  onFieldError,
  fieldRef,
  namePrefix,
  controls,
  lockedFields,
  ...rest
}: FormFieldProps) {
  const id = useId();
  const name = definition.name;
  const Field = controls?.[name] ?? fieldComponents[definition.type];
  return (
    <Field
      {...rest}
      readOnly={rest.readOnly || lockedFields?.includes(name)}
      definition={definition}
      id={id}
      name={`${namePrefix ?? ''}${name}`}
      error={errors?.[name] || undefined}
      inputRef={fieldRef?.(name)}
      onChange={(next) => onChange(name, next, 'input')}
      onFormat={(next) => onChange(name, next, 'format')}
      onFieldError={(message) => onFieldError?.(name, message)}
    />
  );
}
