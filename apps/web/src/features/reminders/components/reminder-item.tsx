import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { calendarTexts } from '@kundenportal/domain/texts/calendar';
import { reminderTexts } from '@kundenportal/domain/texts/reminders';
import { Link } from 'react-router';
import { CardAction } from '../../../components/ui/card-action';
import list from '../../../components/ui/list.module.css';
import { formatDate } from '../../../lib/format';
import styles from '../routes/reminders.module.css';

export type ReminderAction = 'calendar' | 'edit' | 'delete';

/**
 * One reminder: the date, the message (as text: it is the customer's), the contract it belongs to and
 * 'verschickt' once its mail went out. An own reminder has its calendar file, edit and delete; a
 * contract's reminder leads to its contract's form (with vertrag_edit), where it is changed.
 */
export function ReminderItem({
  reminder,
  contractTitle,
  canEditContract,
  onAction,
}: {
  reminder: Reminder;
  /** The contract's title, or null when it is not known (no vertrag_list): then it is 'Vertrag'. */
  contractTitle: string | null;
  canEditContract: boolean;
  onAction: (action: ReminderAction, reminder: Reminder) => void;
}) {
  const date = formatDate(reminder.datum);
  const own = reminder.quelle === 'eigene';
  const contractLine =
    reminder.contract_id === null
      ? null
      : own
        ? contractTitle
          ? reminderTexts.forContract(contractTitle)
          : reminderTexts.contract
        : contractTitle
          ? reminderTexts.fromContractTitle(contractTitle)
          : reminderTexts.fromContract;
  return (
    <li
      className={styles.item}
      data-quelle={reminder.quelle}
      data-sent={reminder.gesendet_am ? true : undefined}
    >
      <div className={styles.itemHead}>
        <p className={styles.date}>{date}</p>
        {reminder.gesendet_am ? <span className={styles.sentBadge}>{reminderTexts.sent}</span> : null}
      </div>
      <p className={styles.message}>{reminder.e_massage}</p>
      {contractLine ? <p className={styles.contract}>{contractLine}</p> : null}
      {own && reminder.id !== null ? (
        <div className={styles.actions}>
          <CardAction
            label={calendarTexts.downloadReminderOf(date)}
            onClick={() => onAction('calendar', reminder)}
          >
            {calendarTexts.downloadReminder}
          </CardAction>
          <CardAction label={reminderTexts.editOf(date)} onClick={() => onAction('edit', reminder)}>
            {reminderTexts.edit}
          </CardAction>
          <CardAction
            label={reminderTexts.removeOf(date)}
            onClick={() => onAction('delete', reminder)}
            danger
          >
            {reminderTexts.remove}
          </CardAction>
        </div>
      ) : !own && reminder.contract_id !== null && canEditContract ? (
        <div className={styles.actions}>
          <Link className={list.action} to={href(paths.contractEdit, { id: reminder.contract_id })}>
            {reminderTexts.editInContract}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
