import type { User } from '@kundenportal/domain/account/user';
import { type Betreuung, betreuungOptionsFor } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { type Contract, contractFormValues } from '@kundenportal/domain/contracts/contract-api';
import {
  type ContractValues,
  contractAssignmentFields,
  parseContractValues,
} from '@kundenportal/domain/contracts/contract-input';
import { type ContractPreset, contractPresetOf } from '@kundenportal/domain/contracts/contract-preset';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { findDuplicate } from '@kundenportal/domain/contracts/duplicates';
import { contractFields } from '@kundenportal/domain/forms/catalogue/contract';
import type { FieldDefinition, FieldOption } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { returnTarget } from '@kundenportal/domain/routing/return-to';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isFeatureOn } from '../../lib/feature-flags';
import { useDraftKey } from '../../lib/form-drafts';
import { dropDeleted } from '../../lib/settle-delete';
import { toast } from '../../lib/toast-store';
import { useForm } from '../../lib/use-form';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { useCreateContract } from './api/create-contract';
import { useDeleteContract } from './api/delete-contract';
import { contractQuery } from './api/get-contract';
import { useContracts } from './api/get-contracts';
import { useUpdateContract } from './api/update-contract';
import { householdPersons, personOptions } from './household';

/**
 * The form's fields: whom and what (persons of the household, Sparten) and the catalogue. Who looks after
 * the contract offers the customer's choices, and 'Dein Berater' only where it is stored (ADR 155).
 */
export function contractDefinitions(
  persons: readonly FieldOption[],
  storedBetreuung: Betreuung | null = null,
): FieldDefinition[] {
  const catalogue = contractFields.map((definition) =>
    definition.name === 'betreuung'
      ? { ...definition, options: betreuungOptionsFor(storedBetreuung) }
      : definition,
  );
  return [...contractAssignmentFields(persons), ...catalogue];
}

/**
 * The texts a form starts from: the contract's (its entered deadline), or the defaults and the main person,
 * with what the address presets for a new one (a person of the household only; issue 30's
 * "Habe ich schon woanders").
 */
export function contractInitialValues(
  definitions: readonly FieldDefinition[],
  contract: Contract | null,
  mainPersonId: number | undefined,
  preset: ContractPreset = {},
  personIds: readonly number[] = [],
): FormValues {
  if (contract) return toFormValues(definitions, contractFormValues(contract));
  const personId =
    preset.personId !== undefined && personIds.includes(preset.personId) ? preset.personId : mainPersonId;
  return toFormValues(definitions, {
    person_id: personId ?? null,
    ...(preset.sparte ? { sparte: preset.sparte } : {}),
    ...(preset.betreuung ? { betreuung: preset.betreuung } : {}),
  });
}

/**
 * State and actions of the contract form (issue 10) on the one form hook (lib/use-form.ts): the
 * domain's `parseContractValues` checks before sending (the server runs the same), a 422 goes to the
 * fields it names; before a save a contract with the same insurer and number in the loaded list is
 * asked about (feature flag `contract_duplicate_check`, spec section 6); delete asks first.
 */
export function useContractForm(contract: Contract | null, user: User) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const rights = contractRights(user);
  const persons = useMemo(() => householdPersons(user), [user]);
  const options = useMemo(() => personOptions(persons), [persons]);
  const storedBetreuung = contract?.betreuung ?? null;
  const definitions = useMemo(
    () => contractDefinitions(options, storedBetreuung),
    [options, storedBetreuung],
  );
  const mainPersonId = persons.find((person) => person.isMain)?.id ?? persons[0]?.id;
  const storedMemoryDatum = contract?.memory_datum ?? null;
  const parse = useCallback(
    (values: FormValues) =>
      parseContractValues(values, { now: new Date(), persons: options, storedMemoryDatum, storedBetreuung }),
    [options, storedMemoryDatum, storedBetreuung],
  );
  const draft = useDraftKey(`contract-${contract?.id ?? 0}`);
  const preset = contract ? {} : contractPresetOf(search);
  const personIds = persons.map((person) => person.id);
  const form = useForm(contractInitialValues(definitions, contract, mainPersonId, preset, personIds), {
    parse,
    draft,
  });
  const guard = useUnsavedChangesGuard(form.dirty);
  const household = useContracts(rights.list);
  const [duplicate, setDuplicate] = useState<{ of: Contract; values: ContractValues } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateContract();
  const update = useUpdateContract();
  const remove = useDeleteContract();
  const saving = create.isPending || update.isPending;

  function save(values: ContractValues) {
    setDuplicate(null);
    const onError = (error: unknown) => form.showSubmitError(error);
    if (!contract) {
      create.mutate(values, {
        onSuccess: (created) => {
          toast.success(contractTexts.created);
          queryClient.setQueryData(contractQuery(created.id).queryKey, created);
          guard.allowLeaving();
          // A page that led here to add a contract (?zurueck=, issue 29's Bestandsübertragung) gets it back.
          const back = returnTarget(search)?.path;
          const next = rights.view ? href(paths.contractView, { id: created.id }) : paths.contractList;
          void navigate(back ?? next, { replace: true });
        },
        onError,
      });
      return;
    }
    update.mutate(
      { id: contract.id, body: values },
      {
        onSuccess: (updated) => {
          toast.success(accountTexts.changesSaved);
          queryClient.setQueryData(contractQuery(updated.id).queryKey, updated);
          form.reset(contractInitialValues(definitions, updated, mainPersonId));
        },
        onError,
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const values = form.validate();
    if (!values) return;
    const of = isFeatureOn('contract_duplicate_check')
      ? findDuplicate({ id: contract?.id, ...values }, household.data ?? [])
      : undefined;
    if (of) setDuplicate({ of, values });
    else save(values);
  }

  function deleteContract() {
    if (!contract) return;
    remove.mutate(contract.id, {
      onSuccess: async () => {
        setConfirmDelete(false);
        toast.success(contractTexts.deleted);
        guard.allowLeaving();
        await navigate(paths.contractList);
        dropDeleted(queryClient, contractQuery(contract.id).queryKey);
      },
      // The API client has shown the error's text.
      onError: () => setConfirmDelete(false),
    });
  }

  return {
    form,
    definitions,
    rights,
    saving,
    submit,
    guard,
    duplicate: duplicate?.of ?? null,
    saveAnyway: () => {
      if (duplicate) save(duplicate.values);
    },
    cancelDuplicate: () => setDuplicate(null),
    confirmDelete,
    setConfirmDelete,
    deleteContract,
    deleting: remove.isPending,
  };
}

export type ContractFormState = ReturnType<typeof useContractForm>;
