import { formTexts } from '@kundenportal/domain/texts/form';
import { controlProps, describedBy, type FieldProps, FieldShell } from './field-parts';

/** A select behind a placeholder entry (value ''). */
export function DropdownField(props: FieldProps) {
  const { definition } = props;
  return (
    <FieldShell field={props}>
      <select
        ref={props.inputRef}
        {...controlProps(props)}
        value={props.value}
        required={props.required}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{definition.placeholder ?? formTexts.choose}</option>
        {(definition.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
