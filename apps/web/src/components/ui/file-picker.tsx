import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type Ref, useId, useRef } from 'react';
import { Button } from './button';
import fieldStyles from './field.module.css';
import styles from './file-picker.module.css';

type FilePickerProps = {
  label: string;
  /** The button's text (default 'Datei auswählen'). */
  buttonText?: string;
  hint?: string;
  /** Message shown under the picker; marks it invalid. */
  error?: string;
  /** The chosen file's name (also one dropped elsewhere), or null. */
  fileName: string | null;
  accept?: string;
  disabled?: boolean;
  onPick: (file: File) => void;
  /** The button: where focus goes to ask for a file. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A file field in German. The browser's own file input speaks the browser's language ('Choose File',
 * 'No file chosen' in an English Chromium) and cannot be styled, so it stays hidden: a button opens it
 * (Tab, Enter, Space), and the chosen file's name, or that none is chosen, stands beside it and is read
 * out when it changes. The button's name is the field's label and its own text.
 */
export function FilePicker({
  label,
  buttonText = uiTexts.chooseFile,
  hint,
  error,
  fileName,
  accept,
  disabled,
  onPick,
  ref,
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const describedBy = [`${id}-name`, hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.picker} data-invalid={error ? true : undefined}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button
          ref={ref}
          id={`${id}-button`}
          variant="secondary"
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
        >
          {buttonText}
        </Button>
        <span id={`${id}-name`} className={styles.name} role="status">
          {fileName ? uiTexts.fileChosen(fileName) : uiTexts.noFileChosen}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so choosing the same file again is a change too.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </div>
  );
}
