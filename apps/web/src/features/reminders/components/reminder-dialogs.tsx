import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { reminderTexts } from '@kundenportal/domain/texts/reminders';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { FormFields } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';
import { formatDate } from '../../../lib/format';
import styles from '../routes/reminders.module.css';
import { type ReminderContract, useReminderForm } from '../use-reminder-form';

/**
 * The form of an own reminder in a modal (`reminder` null: a new one): date from tomorrow, message,
 * optionally a contract of the household. The form is mounted while the modal is open, so each opening
 * starts from the reminder's values; the modal stays, so closing returns the focus to its button.
 */
export function ReminderFormDialog({
  open,
  reminder,
  contracts,
  onClose,
}: {
  open: boolean;
  reminder: Reminder | null;
  contracts: readonly ReminderContract[] | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={reminder ? reminderTexts.editHeading : reminderTexts.newHeading}
      onClose={onClose}
    >
      {open ? (
        <ReminderForm
          key={reminder?.id ?? 'new'}
          reminder={reminder}
          contracts={contracts}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ReminderForm({
  reminder,
  contracts,
  onClose,
}: {
  reminder: Reminder | null;
  contracts: readonly ReminderContract[] | undefined;
  onClose: () => void;
}) {
  const { form, definitions, saving, submit } = useReminderForm(reminder, contracts, onClose);
  return (
    <>
      <p className={styles.note}>{householdTexts.requiredNote}</p>
      <form className={styles.dialogForm} noValidate onSubmit={submit}>
        <FormFields definitions={definitions} {...form.fieldsProps} />
        <div className={layout.actions}>
          <Button type="submit" disabled={saving}>
            {reminderTexts.save}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {uiTexts.cancel}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The question before deleting an own reminder; 'Abbrechen' first, so the safe answer has the focus. */
export function DeleteReminderDialog(props: {
  reminder: Reminder | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.reminder !== null} title={reminderTexts.deleteTitle} onClose={props.onClose}>
      <p className={styles.dialogText}>
        {props.reminder ? reminderTexts.deleteText(formatDate(props.reminder.datum)) : null}
      </p>
      {props.reminder ? <p className={styles.quote}>{props.reminder.e_massage}</p> : null}
      <div className={layout.actions}>
        <Button variant="secondary" onClick={props.onClose}>
          {uiTexts.cancel}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.pending}>
          {reminderTexts.deleteConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
