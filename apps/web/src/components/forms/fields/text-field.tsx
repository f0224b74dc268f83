import { controlProps, type FieldProps, FieldShell, submitOnEnter, valueProps } from './field-parts';

/** One-line text: textfield, email, password and (native) time. */
export function TextField(props: FieldProps) {
  const { definition } = props;
  const type = definition.type;
  const inputType =
    type === 'email' ? 'email' : type === 'password' ? 'password' : type === 'time' ? 'time' : 'text';
  return (
    <FieldShell field={props}>
      <input
        ref={props.inputRef}
        {...controlProps(props)}
        type={inputType}
        inputMode={type === 'email' ? 'email' : undefined}
        autoComplete={type === 'password' ? 'current-password' : type === 'email' ? 'email' : undefined}
        autoCapitalize={type === 'email' ? 'none' : undefined}
        spellCheck={type === 'email' ? false : undefined}
        {...valueProps(props)}
        maxLength={definition.maxLength}
        placeholder={definition.placeholder}
        onKeyDown={submitOnEnter}
      />
    </FieldShell>
  );
}
