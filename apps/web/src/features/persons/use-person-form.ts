import type { User } from '@kundenportal/domain/account/user';
import type { Person } from '@kundenportal/domain/household/person-api';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { personTexts } from '@kundenportal/domain/texts/person';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChangeReason } from '../../components/forms/form-fields';
import { useDraftKey } from '../../lib/form-drafts';
import { dropDeleted } from '../../lib/settle-delete';
import { toast } from '../../lib/toast-store';
import { useForm } from '../../lib/use-form';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { useCreatePerson } from './api/create-person';
import { useDeletePerson } from './api/delete-person';
import { personQuery } from './api/get-person';
import { useUpdatePerson } from './api/update-person';
import {
  type AddressEntry,
  type BankEntry,
  formFieldOf,
  type PersonLists,
  personFormValues,
  personLists,
  sentEntryIds,
  toPersonInput,
} from './person-form-state';

type ListChange<E> = (update: (list: E[]) => E[]) => void;

/**
 * State and actions of the person edit form (spec sections 2, 5 and 8) on the one form hook
 * (lib/use-form.ts): the person's own fields are the hook's, the address and bank connection lists
 * are kept beside it and share its errors ('adressen.<id>.<field>') and focus. Save checks everything
 * with the catalogue first; a 422 goes to the fields it names, by the index of the entry as sent.
 */
export function usePersonForm(person: Person | null, user: User) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readOnly = user.config.person_edit !== true;
  const form = useForm(personFormValues(person), { draft: useDraftKey(`person-${person?.id ?? 0}`) });
  const [lists, setLists] = useState(() => personLists(person));
  // The lists as last loaded or saved: the form is dirty while they or the fields differ.
  const [savedLists, setSavedLists] = useState(lists);
  const listsDirty = useMemo(() => JSON.stringify(lists) !== JSON.stringify(savedLists), [lists, savedLists]);
  const guard = useUnsavedChangesGuard(!readOnly && (form.dirty || listsDirty));
  const [confirmOpen, setConfirmOpen] = useState(false);
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const remove = useDeletePerson();
  const saving = create.isPending || update.isPending;

  const { clearError } = form;
  /** A list entry's field changed: a change by the user takes its error away. */
  const onEntryFieldChange = useCallback(
    (key: string, reason: ChangeReason) => {
      if (reason === 'input') clearError(key);
    },
    [clearError],
  );
  const changeAddresses: ListChange<AddressEntry> = (change) =>
    setLists((current) => ({ ...current, addresses: change(current.addresses) }));
  const changeBanks: ListChange<BankEntry> = (change) =>
    setLists((current) => ({ ...current, banks: change(current.banks) }));

  function saved(next: Person, text: string) {
    toast.success(text);
    queryClient.setQueryData(personQuery(next.id).queryKey, next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || saving) return;
    const input = toPersonInput(form.values, lists, new Date());
    if (!input.ok) {
      form.setErrors(input.errors);
      return;
    }
    const { addressIds, bankIds } = sentEntryIds(lists);
    const onError = (error: unknown) =>
      form.showSubmitError(error, { fieldOf: (field) => formFieldOf(field, addressIds, bankIds) });
    if (!person) {
      create.mutate(input.body, {
        onSuccess: (created) => {
          saved(created, personTexts.created);
          guard.allowLeaving();
          void navigate(href(paths.personEdit, { id: created.id }), { replace: true });
        },
        onError,
      });
      return;
    }
    update.mutate(
      { id: person.id, body: input.body },
      {
        onSuccess: (updated) => {
          saved(updated, personTexts.updated);
          const next: PersonLists = personLists(updated);
          form.reset(personFormValues(updated));
          setLists(next);
          setSavedLists(next);
        },
        onError,
      },
    );
  }

  function deletePerson() {
    if (!person) return;
    remove.mutate(person.id, {
      onSuccess: async () => {
        setConfirmOpen(false);
        toast.success(personTexts.deleted);
        guard.allowLeaving();
        await navigate(paths.personList);
        dropDeleted(queryClient, personQuery(person.id).queryKey);
      },
      // The API client has shown the error's text (spec section 8, "Person": a delete error shows it).
      onError: () => setConfirmOpen(false),
    });
  }

  return {
    form,
    lists,
    changeAddresses,
    changeBanks,
    onEntryFieldChange,
    readOnly,
    saving,
    submit,
    guard,
    confirmOpen,
    setConfirmOpen,
    deletePerson,
    deleting: remove.isPending,
  };
}

export type PersonFormState = ReturnType<typeof usePersonForm>;
