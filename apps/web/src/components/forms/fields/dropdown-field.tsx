import type { FieldOption } from '@kundenportal/domain/forms/field-definition';
import { formTexts } from '@kundenportal/domain/texts/form';
import { controlProps, type FieldProps, FieldShell, valueProps } from './field-parts';

const optionList = (options: readonly FieldOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** A select behind a placeholder entry (value ''); with `optionGroups` the options stand under headings. */
export function DropdownField(props: FieldProps) {
  const { definition } = props;
  return (
    <FieldShell field={props}>
      <select ref={props.inputRef} {...controlProps(props)} {...valueProps(props)}>
        <option value="">{definition.placeholder ?? formTexts.choose}</option>
        {definition.optionGroups
          ? definition.optionGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {optionList(group.options)}
              </optgroup>
            ))
          : optionList(definition.options ?? [])}
      </select>
    </FieldShell>
  );
}
