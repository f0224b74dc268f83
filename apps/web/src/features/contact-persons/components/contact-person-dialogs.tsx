import {
  type ContactPerson,
  contactPersonName,
} from '@kundenportal/domain/contact-persons/contact-person-api';
import { contactPersonTexts } from '@kundenportal/domain/texts/contact-persons';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { FormFields } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';
import styles from '../routes/contact-persons.module.css';
import { useContactPersonForm } from '../use-contact-person-form';

/**
 * The form of a contact person in a modal (`person` null: a new one). The form is mounted while the modal
 * is open, so each opening starts from the contact person's values; the modal stays, so closing returns
 * the focus to its button.
 */
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
    <Dialog open={open} title={person ? contactPersonTexts.edit : contactPersonTexts.add} onClose={onClose}>
      {open ? <ContactPersonForm key={person?.id ?? 'new'} person={person} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ContactPersonForm({ person, onClose }: { person: ContactPerson | null; onClose: () => void }) {
  const { form, definitions, saving, submit } = useContactPersonForm(person, onClose);
  return (
    <>
      <p className={styles.note}>{householdTexts.requiredNote}</p>
      <form className={styles.dialogForm} noValidate onSubmit={submit}>
        <FormFields definitions={definitions} {...form.fieldsProps} />
        <div className={layout.actions}>
          <Button type="submit" disabled={saving}>
            {contactPersonTexts.save}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {uiTexts.cancel}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The question before deleting a contact person; 'Abbrechen' first, so the safe answer has the focus. */
export function DeleteContactPersonDialog(props: {
  person: ContactPerson | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.person !== null} title={contactPersonTexts.deleteTitle} onClose={props.onClose}>
      <p className={styles.dialogText}>
        {props.person ? contactPersonTexts.deleteText(contactPersonName(props.person)) : null}
      </p>
      <div className={layout.actions}>
        <Button variant="secondary" onClick={props.onClose}>
          {uiTexts.cancel}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.pending}>
          {contactPersonTexts.deleteConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
