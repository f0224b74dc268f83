import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { householdTexts } from '@kundenportal/domain/texts/household';
import type { FormEventHandler, ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
import { SubmitActions } from '../ui/submit-actions';
import styles from './dialog-form.module.css';
import { FormFields, type FormFieldsProps } from './form-fields';

/**
 * A modal whose form is mounted while it is open, so each opening starts from fresh values; the modal
 * stays, so closing returns the focus to its button.
 */
export function FormDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose}>
      {props.open ? props.children : null}
    </Dialog>
  );
}

/** What a modal's catalogue form needs of its form hook. */
export type DialogFormState = {
  form: { fieldsProps: Omit<FormFieldsProps, 'definitions'> };
  definitions: readonly FieldDefinition[];
  saving: boolean;
  submit: FormEventHandler<HTMLFormElement>;
};

/** A modal's form: the note on required fields, the catalogue's fields, then the submit button and 'Abbrechen'. */
export function DialogForm({
  submitLabel,
  state,
  onClose,
}: {
  submitLabel: string;
  state: DialogFormState;
  onClose: () => void;
}) {
  return (
    <>
      <p className={styles.note}>{householdTexts.requiredNote}</p>
      <form noValidate onSubmit={state.submit}>
        <FormFields definitions={state.definitions} {...state.form.fieldsProps} />
        <SubmitActions label={submitLabel} pending={state.saving} onCancel={onClose} />
      </form>
    </>
  );
}
