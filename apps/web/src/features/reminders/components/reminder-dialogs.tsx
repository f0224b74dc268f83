import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { reminderTexts } from '@kundenportal/domain/texts/reminders';
import { DialogForm, FormDialog } from '../../../components/forms/dialog-form';
import { type ConfirmAnswers, ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format';
import styles from '../routes/reminders.module.css';
import { type ReminderContract, useReminderForm } from '../use-reminder-form';

/**
 * The form of an own reminder in a modal (`reminder` null: a new one): date from tomorrow, message,
 * optionally a contract of the household.
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
    <FormDialog
      open={open}
      title={reminder ? reminderTexts.editHeading : reminderTexts.newHeading}
      onClose={onClose}
    >
      <ReminderForm key={reminder?.id ?? 'new'} reminder={reminder} contracts={contracts} onClose={onClose} />
    </FormDialog>
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
  const state = useReminderForm(reminder, contracts, onClose);
  return <DialogForm submitLabel={reminderTexts.save} state={state} onClose={onClose} />;
}

/** The question before deleting an own reminder, with its message. */
export function DeleteReminderDialog({
  reminder,
  ...answers
}: ConfirmAnswers & { reminder: Reminder | null }) {
  const texts = reminderTexts;
  return (
    <ConfirmDialog
      open={reminder !== null}
      title={texts.deleteTitle}
      confirmLabel={texts.deleteConfirm}
      {...answers}
    >
      <p className={styles.dialogText}>{reminder ? texts.deleteText(formatDate(reminder.datum)) : null}</p>
      {reminder ? <p className={styles.quote}>{reminder.e_massage}</p> : null}
    </ConfirmDialog>
  );
}
