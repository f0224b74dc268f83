import {
  type ContactPerson,
  contactPersonName,
} from '@kundenportal/domain/contact-persons/contact-person-api';
import { contactPersonTexts } from '@kundenportal/domain/texts/contact-persons';
import { DialogForm, FormDialog } from '../../../components/forms/dialog-form';
import { type ConfirmAnswers, ConfirmDialog } from '../../../components/ui/confirm-dialog';
import styles from '../routes/contact-persons.module.css';
import { useContactPersonForm } from '../use-contact-person-form';

/** The form of a contact person in a modal (`person` null: a new one), from the contact person's values. */
export function ContactPersonFormDialog({
  open,
  person,
  onClose,
}: {
  open: boolean;
  person: ContactPerson | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      title={person ? contactPersonTexts.edit : contactPersonTexts.add}
      onClose={onClose}
    >
      <ContactPersonForm key={person?.id ?? 'new'} person={person} onClose={onClose} />
    </FormDialog>
  );
}

function ContactPersonForm({ person, onClose }: { person: ContactPerson | null; onClose: () => void }) {
  const state = useContactPersonForm(person, onClose);
  return <DialogForm submitLabel={contactPersonTexts.save} state={state} onClose={onClose} />;
}

/** The question before deleting a contact person. */
export function DeleteContactPersonDialog({
  person,
  ...answers
}: ConfirmAnswers & { person: ContactPerson | null }) {
  const texts = contactPersonTexts;
  return (
    <ConfirmDialog
      open={person !== null}
      title={texts.deleteTitle}
      confirmLabel={texts.deleteConfirm}
      {...answers}
    >
      <p className={styles.dialogText}>{person ? texts.deleteText(contactPersonName(person)) : null}</p>
    </ConfirmDialog>
  );
}
