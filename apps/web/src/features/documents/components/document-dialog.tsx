import { type DocumentCategory, directoryPath } from '@kundenportal/domain/documents/categories';
import { documentNameProblem } from '@kundenportal/domain/documents/document-api';
import { fileExtension } from '@kundenportal/domain/documents/upload-rules';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitActions } from '../../../components/ui/submit-actions';
import styles from './documents.module.css';

export type DocumentPlacement = { name: string; directory: string; ownerId: number | null };

type Props = {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The current or chosen file name; its extension stays (the server refuses another). */
  fileName: string;
  directory: string;
  categories: readonly DocumentCategory[];
  /** The upload modal of the documents page needs a directory (spec section 5); a person's does not. */
  requireDirectory: boolean;
  /** Whom the document belongs to, when the customer chooses (the documents page). */
  owners?: { id: number; name: string }[];
  ownerId?: number | null;
  /** Field errors from the server ('original_filename', 'directory'). */
  serverErrors?: Record<string, string>;
  pending?: boolean;
  onConfirm: (placement: DocumentPlacement) => void;
  onCancel: () => void;
};

function splitName(fileName: string): { base: string; extension: string } {
  const extension = fileExtension(fileName);
  if (!extension) return { base: fileName, extension: '' };
  return { base: fileName.slice(0, fileName.length - extension.length - 1), extension };
}

/**
 * The rename/choose-directory modal (spec sections 2 and 5) for a new upload and for an existing file:
 * a non-empty name (the extension is shown and kept) and a folder of main and sub directory.
 */
export function DocumentDialog(props: Props) {
  const { base: initialBase, extension } = splitName(props.fileName);
  const [initialMain = '', initialSub = ''] = props.directory ? props.directory.split('/') : [];
  const [base, setBase] = useState(initialBase);
  const [main, setMain] = useState(initialMain);
  const [sub, setSub] = useState(initialSub);
  const [ownerId, setOwnerId] = useState(props.ownerId ?? props.owners?.[0]?.id ?? null);
  const [errors, setErrors] = useState<{ name?: string; directory?: string }>({});
  const extensionId = useId();
  const subDirectories = props.categories.find((category) => category.name === main)?.directories ?? [];

  const fullName = (value: string) => (extension ? `${value.trim()}.${extension}` : value.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = base.trim() === '' ? documentTexts.nameRequired : documentNameProblem(fullName(base));
    const directoryMissing = (props.requireDirectory || main !== '') && (main === '' || sub === '');
    const next = {
      name: nameProblem ?? undefined,
      directory: directoryMissing ? documentTexts.directoryRequired : undefined,
    };
    setErrors(next);
    if (next.name || next.directory) return;
    props.onConfirm({
      name: fullName(base),
      directory: main && sub ? directoryPath(main, sub) : '',
      ownerId,
    });
  };

  return (
    <Dialog open={props.open} title={props.title} onClose={props.onCancel}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <div className={styles.nameRow}>
          <Field
            label={documentTexts.nameLabel}
            value={base}
            onChange={(event) => setBase(event.target.value)}
            error={errors.name ?? props.serverErrors?.original_filename}
            autoComplete="off"
            required
            className={styles.nameField}
            describedBy={extension ? extensionId : undefined}
          />
          {extension ? (
            <span id={extensionId} className={styles.extension}>
              .{extension}
            </span>
          ) : null}
        </div>
        {props.owners && props.owners.length > 1 ? (
          <SelectField
            label={documentTexts.ownerLabel}
            value={ownerId ?? ''}
            onChange={(event) => setOwnerId(Number(event.target.value))}
          >
            {props.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={documentTexts.mainDirectoryLabel}
          value={main}
          onChange={(event) => {
            setMain(event.target.value);
            setSub('');
          }}
          error={errors.directory ?? props.serverErrors?.directory}
          required={props.requireDirectory}
        >
          <option value="">
            {props.requireDirectory ? documentTexts.chooseDirectory : documentTexts.noDirectory}
          </option>
          {props.categories.map((category) => (
            <option key={category.name} value={category.name}>
              {category.name}
            </option>
          ))}
        </SelectField>
        {main ? (
          <SelectField
            label={documentTexts.subDirectoryLabel}
            value={sub}
            onChange={(event) => setSub(event.target.value)}
            required
          >
            <option value="">{documentTexts.chooseDirectory}</option>
            {subDirectories.map((directory) => (
              <option key={directory} value={directory}>
                {directory}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SubmitActions label={props.confirmLabel} pending={props.pending} onCancel={props.onCancel} />
      </form>
    </Dialog>
  );
}
