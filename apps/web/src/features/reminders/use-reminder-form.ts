import type { FieldDefinition, FieldOption } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import {
  CONTRACT_ID_FIELD,
  parseReminderValues,
  type Reminder,
  reminderInputFields,
} from '@kundenportal/domain/reminders/reminder-api';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { reminderTexts } from '@kundenportal/domain/texts/reminders';
import { type FormEvent, useCallback, useMemo } from 'react';
import { toast } from '../../lib/toast-store';
import { useForm } from '../../lib/use-form';
import { type ReminderBody, useCreateReminder } from './api/create-reminder';
import { useUpdateReminder } from './api/update-reminder';

/** A contract of the household as the reminders page names it (the page in app/pages hands them in). */
export type ReminderContract = { id: number; title: string };

/** The contracts as choices of the `contract_id` dropdown, in German order of their titles. */
export function contractOptions(contracts: readonly ReminderContract[] | undefined): FieldOption[] {
  return [...(contracts ?? [])]
    .sort((a, b) => a.title.localeCompare(b.title, 'de'))
    .map((contract) => ({ value: String(contract.id), label: contract.title }));
}

/**
 * The form's fields: date and message of the catalogue and, when the customer may see the household's
 * contracts (`contracts` given), the optional contract ('ohne Vertrag' as the empty choice).
 */
export function reminderDefinitions(
  options: readonly FieldOption[],
  withContract: boolean,
): FieldDefinition[] {
  return reminderInputFields(options)
    .filter((definition) => withContract || definition.name !== CONTRACT_ID_FIELD)
    .map((definition) =>
      definition.name === CONTRACT_ID_FIELD
        ? { ...definition, placeholder: reminderTexts.noContract }
        : definition,
    );
}

/**
 * State and actions of the reminder form (an own reminder; `reminder` null: a new one) on the one form
 * hook: the domain's `parseReminderValues` checks before sending (date from tomorrow — an unchanged
 * date that has passed is kept —, message, a contract of the household), a 422 goes to the fields it
 * names. Without the contracts (no vertrag_list) the contract is not sent, so a PUT keeps it.
 */
export function useReminderForm(
  reminder: Reminder | null,
  contracts: readonly ReminderContract[] | undefined,
  onSaved: () => void,
) {
  const withContract = contracts !== undefined;
  const options = useMemo(() => contractOptions(contracts), [contracts]);
  const definitions = useMemo(() => reminderDefinitions(options, withContract), [options, withContract]);
  const storedDatum = reminder?.datum ?? null;
  const parse = useCallback(
    (values: FormValues) => parseReminderValues(values, { now: new Date(), contracts: options, storedDatum }),
    [options, storedDatum],
  );
  const form = useForm(toFormValues(definitions, reminder ?? {}), { parse });
  const create = useCreateReminder();
  const update = useUpdateReminder();
  const saving = create.isPending || update.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const values = form.validate();
    if (!values) return;
    const body: ReminderBody = withContract ? values : { datum: values.datum, e_massage: values.e_massage };
    const onError = (error: unknown) => form.showSubmitError(error);
    if (reminder?.id) {
      update.mutate(
        { id: reminder.id, body },
        {
          onSuccess: () => {
            toast.success(accountTexts.changesSaved);
            onSaved();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast.success(reminderTexts.created);
        onSaved();
      },
      onError,
    });
  }

  return { form, definitions, saving, submit };
}
