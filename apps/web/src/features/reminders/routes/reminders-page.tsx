import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { reminderTexts } from '@kundenportal/domain/texts/reminders';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import listStyles from '../../../components/ui/list.module.css';
import sections from '../../../components/ui/list-sections.module.css';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/get-reminders';
import { downloadReminderCalendar } from '../api/reminder-calendar';
import { CalendarFeed } from '../components/calendar-feed';
import { DeleteReminderDialog, ReminderFormDialog } from '../components/reminder-dialogs';
import { type ReminderAction, ReminderItem } from '../components/reminder-item';
import type { ReminderContract } from '../use-reminder-form';

type Editing = { reminder: Reminder | null } | null;

/**
 * /app/erinnerung (issue 10, needs wecker): the household's reminders by date, its own and its contracts'
 * — add, edit and delete (after a question) an own one, download it as a calendar file; a contract's
 * reminder leads to its contract. Below, the private calendar feed.
 * `contracts` are the household's contracts with their titles when the customer may list them
 * (vertrag_list; app/pages hands them in, features do not import each other); without them a
 * reminder's contract is named 'Vertrag' and the form offers no contract.
 */
export function RemindersPage({
  contracts,
  contractsPending = false,
}: {
  contracts?: readonly ReminderContract[];
  contractsPending?: boolean;
}) {
  const user = useCurrentUser();
  const reminders = useReminders();
  const remove = useDeleteReminder();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const listHeadingId = useId();
  const titles = useMemo(
    () => new Map((contracts ?? []).map((contract) => [contract.id, contract.title])),
    [contracts],
  );
  const canEditContract = user ? contractRights(user).edit : false;

  function onAction(action: ReminderAction, reminder: Reminder) {
    if (reminder.id === null) return;
    if (action === 'calendar') void downloadReminderCalendar(reminder.id).catch(() => {});
    else if (action === 'edit') setEditing({ reminder });
    else setDeleting(reminder);
  }

  function deleteReminder() {
    if (deleting?.id == null) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(reminderTexts.deleted);
      },
      // The API client has shown the error's text.
      onError: () => setDeleting(null),
    });
  }

  return (
    <Page heading={reminderTexts.heading} intro={reminderTexts.intro}>
      <div className={sections.topActions}>
        <Button block onClick={() => setEditing({ reminder: null })} disabled={contractsPending}>
          {reminderTexts.add}
        </Button>
      </div>

      <section className={sections.listSection} aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className={sections.sectionHeading}>
          {reminderTexts.listHeading}
        </h2>
        <LoadedList query={reminders} waiting={contractsPending}>
          {(list) => (
            <ul className={listStyles.list}>
              {list.map((reminder) => (
                <ReminderItem
                  key={reminder.id ?? `vertrag-${reminder.contract_id}`}
                  reminder={reminder}
                  contractTitle={
                    reminder.contract_id === null ? null : (titles.get(reminder.contract_id) ?? null)
                  }
                  canEditContract={canEditContract}
                  onAction={onAction}
                />
              ))}
            </ul>
          )}
        </LoadedList>
      </section>

      <CalendarFeed />

      <ReminderFormDialog
        open={editing !== null}
        reminder={editing?.reminder ?? null}
        contracts={contracts}
        onClose={() => setEditing(null)}
      />
      <DeleteReminderDialog
        reminder={deleting}
        pending={remove.isPending}
        onConfirm={deleteReminder}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
