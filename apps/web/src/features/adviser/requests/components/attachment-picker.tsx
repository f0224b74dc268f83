import { ALLOWED_UPLOAD_EXTENSIONS } from '@kundenportal/domain/documents/upload-rules';
import { adviserRequestTexts as texts } from '@kundenportal/domain/texts/adviser-requests';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useId, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { CardAction } from '../../../../components/ui/card-action';
import fieldStyles from '../../../../components/ui/field.module.css';
import list from '../../../../components/ui/list.module.css';
import { Notice } from '../../../../components/ui/notice';
import { formatFileSize } from '../../../../lib/format';
import styles from '../requests.module.css';

/**
 * Images of any kind offer the camera on phones; the extensions are the upload rules' (spec section 9),
 * checked again when a file is added (a phone's HEIC photo is refused with the spec's message).
 */
const ACCEPT = ['image/*', ...ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

/**
 * Photos and documents for a damage report: a button opens the file chooser (several at once); the
 * chosen files are listed with their size and a remove button; refused ones (type, 25 MB) are named in
 * an alert. Nothing is uploaded here: the form sends them with the report.
 */
export function AttachmentPicker({
  files,
  refused,
  disabled,
  onAdd,
  onRemove,
  onDismissRefused,
}: {
  files: readonly File[];
  refused: readonly string[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  onDismissRefused: () => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  const remove = (index: number) => {
    onRemove(index);
    // The removed button is gone: the focus goes back to where files are added.
    addButton.current?.focus();
  };

  return (
    <fieldset className={`${fieldStyles.field} ${styles.attachments}`}>
      <legend className={fieldStyles.label}>{texts.attachmentsLabel}</legend>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {texts.attachmentsHint}
      </p>
      <div>
        <Button
          ref={addButton}
          variant="secondary"
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onClick={() => picker.current?.click()}
        >
          {texts.addFiles}
        </Button>
      </div>
      <input
        ref={picker}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        aria-label={texts.addFiles}
        data-testid="damage-file-input"
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {refused.length > 0 ? (
        <Notice variant="error">
          <p>{texts.refusedHeading}</p>
          <ul className={styles.messages}>
            {refused.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <Button variant="link" onClick={onDismissRefused}>
            {uiTexts.close}
          </Button>
        </Notice>
      ) : null}
      {files.length > 0 ? (
        <ul className={`${list.list} ${styles.files}`} aria-label={texts.chosenFiles}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share name and size; the position is what tells them apart.
            <li key={`${index}-${file.name}`} className={`${list.card} ${styles.file}`}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <CardAction
                label={texts.removeFile(file.name)}
                onClick={() => remove(index)}
                danger
                disabled={disabled}
              >
                {texts.remove}
              </CardAction>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
