import type { User } from '@kundenportal/domain/account/user';
import { addressFields } from '@kundenportal/domain/forms/catalogue/address';
import { bankConnectionFields } from '@kundenportal/domain/forms/catalogue/bank-connection';
import { personEditFields } from '@kundenportal/domain/forms/catalogue/person';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import { type FormErrors, parseForm } from '@kundenportal/domain/forms/validate-form';
import {
  addressListRules,
  bankConnectionListRules,
  type MainEntry,
} from '@kundenportal/domain/household/main-entry';
import {
  type BankConnection,
  type Person,
  type PersonAddress,
  type PersonInput,
  personTexts,
} from '@kundenportal/domain/household/person-api';
import { parsePersonValues } from '@kundenportal/domain/household/person-input';
import {
  addressList,
  bankConnectionList,
  type PersonList,
  toListEntryInput,
} from '@kundenportal/domain/household/person-lists';
import { canDeletePerson } from '@kundenportal/domain/household/person-rules';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { householdTexts } from '@kundenportal/domain/texts/household-texts';
import { messages } from '@kundenportal/domain/texts/messages';
import { uiTexts } from '@kundenportal/domain/texts/ui-texts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type ChangeReason, FormFields } from '../../../components/forms/form-fields';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { useFocusAfterRender } from '../../../components/forms/use-field-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { useCurrentUser } from '../../../lib/current-user';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { useCreatePerson } from '../api/create-person';
import { useDeletePerson } from '../api/delete-person';
import { personQuery, usePerson } from '../api/get-person';
import { useUpdatePerson } from '../api/update-person';
import { EntryListEditor, entryErrorKey, type FormEntry } from '../components/entry-list-editor';
import { personSections } from '../person-sections';
import styles from './persons.module.css';

type AddressEntry = FormEntry<'hauptadresse', PersonAddress>;
type BankEntry = FormEntry<'used', BankConnection>;
type Errors = Record<string, string | undefined>;

const ADDRESSES = 'adressen';
const BANK_CONNECTIONS = 'bankverbindungen';

type FormState = { person: FormValues; addresses: AddressEntry[]; banks: BankEntry[] };

/** The form's texts for a loaded person (or the defaults for a new one: gender m). */
function initialState(person: Person | null): FormState {
  if (!person) return { person: toFormValues(personEditFields), addresses: [], banks: [] };
  const { details, adressen, bankverbindungen, ...top } = person;
  return {
    person: toFormValues(personEditFields, { ...details, ...top }),
    addresses: addressListRules.normalise(
      adressen.map((address) => ({
        id: address.id,
        hauptadresse: address.hauptadresse,
        values: toFormValues(addressFields, address),
        original: address,
      })),
    ),
    banks: bankConnectionListRules.normalise(
      bankverbindungen.map((bank) => ({
        id: bank.id,
        used: bank.used,
        values: toFormValues(bankConnectionFields, bank),
        original: bank,
      })),
    ),
  };
}

/**
 * /app/person/edit/{id}, id 0 = a new person (spec section 2): every person field of the catalogue
 * in sections, the address and bank connection lists, save, delete. With config.person_edit off the
 * whole form is read-only.
 */
export function PersonEditPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : Number.NaN;
  const user = useCurrentUser();
  const query = usePerson(Number.isNaN(id) ? -1 : id);
  const isNew = id === 0;

  const heading = isNew
    ? householdTexts.newPersonHeading
    : user?.config.person_edit
      ? householdTexts.editPersonHeading
      : householdTexts.viewPersonHeading;

  let content: ReactNode;
  if (Number.isNaN(id) || (!isNew && query.isError)) {
    content = (
      <>
        <Notice variant="error">{householdTexts.personNotFound}</Notice>
        <Link to={paths.personList}>{householdTexts.backToList}</Link>
      </>
    );
  } else if (isNew && user && user.config.person_edit !== true) {
    // Nothing to show: adding a person needs config.person_edit (the server refuses it too).
    content = (
      <>
        <Notice variant="warning">{messages.notPermitted}</Notice>
        <Link to={paths.personList}>{householdTexts.backToList}</Link>
      </>
    );
  } else if (!user || (!isNew && !query.data)) {
    content = <Spinner />;
  } else {
    content = <PersonForm key={id} person={isNew ? null : (query.data ?? null)} user={user} />;
  }

  return (
    <div className={layout.page}>
      <h1 className={layout.heading} tabIndex={-1}>
        {heading}
      </h1>
      {content}
    </div>
  );
}

function PersonForm({ person, user }: { person: Person | null; user: User }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = user.config.person_edit === true;
  const readOnly = !canEdit;
  const [state, setState] = useState(() => initialState(person));
  // The state as last loaded or saved: the form is dirty while it differs (then leaving asks first).
  const [saved, setSaved] = useState(state);
  const dirty = useMemo(
    () => !readOnly && JSON.stringify(state) !== JSON.stringify(saved),
    [readOnly, state, saved],
  );
  const guard = useUnsavedChangesGuard(dirty);
  const [errors, setErrors] = useState<Errors>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfterRender();
  const explanationId = useId();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const remove = useDeletePerson();
  const saving = create.isPending || update.isPending;

  const clearError = useCallback((key: string, reason: ChangeReason) => {
    if (reason !== 'input') return;
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);
  const setError = useCallback((key: string, message: string) => {
    setErrors((current) => ({ ...current, [key]: message }));
  }, []);

  /** Shows errors and, after the render, focuses the first invalid field on the screen. */
  function showErrors(next: Errors) {
    setErrors(next);
    focusLater(() => formRef.current?.querySelector<HTMLElement>(firstInvalidSelector));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || saving) return;
    const now = new Date();
    const found: Errors = {};
    const collect = (errorsOf: FormErrors, key: (field: string) => string) => {
      for (const [field, message] of Object.entries(errorsOf)) found[key(field)] = message;
    };
    const parsedPerson = parsePersonValues(state.person, now);
    if (!parsedPerson.ok) collect(parsedPerson.errors, (field) => field);
    const entriesInput = <F extends string, V>(
      list: PersonList<F, V>,
      entries: readonly (MainEntry<F> & {
        values: FormValues;
        original?: Readonly<Record<string, unknown>>;
      })[],
    ) =>
      entries.map((entry) => {
        if (entry.del) return toListEntryInput(list, entry, entry.original ?? {});
        const parsed = parseForm(list.fields, entry.values, { now });
        if (!parsed.ok) collect(parsed.errors, (field) => entryErrorKey(list.name, entry.id, field));
        return toListEntryInput(list, entry, parsed.ok ? parsed.values : {});
      });
    const adressen = entriesInput(addressList, state.addresses);
    const bankverbindungen = entriesInput(bankConnectionList, state.banks);
    if (!parsedPerson.ok || Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    const body: PersonInput = { ...parsedPerson.values, adressen, bankverbindungen };

    // 422 entries of list items name the index in the list as sent: map them back to entry ids
    // (null for an entry marked deleted: it is not on the screen, so its message becomes a toast).
    const sentAddressIds = state.addresses.map((entry) => (entry.del ? null : entry.id));
    const sentBankIds = state.banks.map((entry) => (entry.del ? null : entry.id));
    const onError = (error: unknown) => {
      const fields = takeServerErrors(error, (serverField) =>
        formFieldOf(serverField, sentAddressIds, sentBankIds),
      );
      if (Object.keys(fields).length > 0) showErrors(fields);
    };

    if (!person) {
      create.mutate(body, {
        onSuccess: (created) => {
          toast.success(personTexts.created);
          queryClient.setQueryData(personQuery(created.id).queryKey, created);
          guard.allowLeaving();
          void navigate(href(paths.personEdit, { id: created.id }), { replace: true });
        },
        onError,
      });
    } else {
      update.mutate(
        { id: person.id, body },
        {
          onSuccess: (updated) => {
            toast.success(personTexts.updated);
            queryClient.setQueryData(personQuery(updated.id).queryKey, updated);
            const next = initialState(updated);
            setState(next);
            setSaved(next);
            setErrors({});
          },
          onError,
        },
      );
    }
  }

  function onDelete() {
    if (!person) return;
    remove.mutate(person.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast.success(personTexts.deleted);
        guard.allowLeaving();
        void navigate(paths.personList);
      },
      // The API client has shown the error's text (spec section 8, "Person": a delete error shows it).
      onError: () => setConfirmOpen(false),
    });
  }

  const setPersonValue = (name: string, value: string, reason: ChangeReason) => {
    setState((current) => ({ ...current, person: { ...current.person, [name]: value } }));
    clearError(name, reason);
  };

  const mainPersonId = person?.is_main ? person.id : user.HauptPerson?.id;
  const deletable = person ? canDeletePerson(person, mainPersonId) : false;
  const name = person ? `${person.firstname} ${person.lastname}`.trim() : '';
  const notDeletableReason = !person
    ? ''
    : person.is_main || (mainPersonId != null && String(mainPersonId) === String(person.id))
      ? personTexts.mainNotDeletable
      : personTexts.releasedNotDeletable;

  return (
    <>
      {readOnly ? (
        <Notice variant="info">{householdTexts.readOnlyNote}</Notice>
      ) : (
        <p className={styles.explanation}>{householdTexts.requiredNote}</p>
      )}
      <form ref={formRef} className={layout.form} noValidate onSubmit={onSubmit}>
        {personSections.map((section) => (
          <PersonSection key={section.title} title={section.title}>
            <FormFields
              definitions={section.definitions}
              values={state.person}
              errors={errors}
              readOnly={readOnly}
              onChange={setPersonValue}
              onFieldError={setError}
            />
          </PersonSection>
        ))}
        <EntryListEditor
          prefix={ADDRESSES}
          rules={addressListRules}
          definitions={addressFields}
          list={state.addresses}
          onListChange={(change) =>
            setState((current) => ({ ...current, addresses: change(current.addresses) }))
          }
          errors={errors}
          onFieldChange={clearError}
          onFieldError={setError}
          readOnly={readOnly}
          texts={{
            heading: householdTexts.addressesHeading,
            entry: householdTexts.address,
            add: householdTexts.addAddress,
            main: householdTexts.mainAddress,
            makeMain: householdTexts.makeMainAddress,
            remove: householdTexts.removeAddress,
            empty: householdTexts.noAddresses,
          }}
        />
        <EntryListEditor
          prefix={BANK_CONNECTIONS}
          rules={bankConnectionListRules}
          definitions={bankConnectionFields}
          list={state.banks}
          onListChange={(change) => setState((current) => ({ ...current, banks: change(current.banks) }))}
          errors={errors}
          onFieldChange={clearError}
          onFieldError={setError}
          readOnly={readOnly}
          texts={{
            heading: householdTexts.bankConnectionsHeading,
            entry: householdTexts.bankConnection,
            add: householdTexts.addBankConnection,
            main: householdTexts.mainBankConnection,
            makeMain: householdTexts.makeMainBankConnection,
            remove: householdTexts.removeBankConnection,
            empty: householdTexts.noBankConnections,
          }}
        />
        <div className={layout.actions}>
          {readOnly ? null : (
            <Button type="submit" block disabled={saving}>
              {householdTexts.savePerson}
            </Button>
          )}
          {readOnly || !person ? null : deletable ? (
            <Button variant="secondary" block onClick={() => setConfirmOpen(true)}>
              {householdTexts.deletePerson}
            </Button>
          ) : (
            <div>
              <Button variant="secondary" block disabled aria-describedby={explanationId}>
                {householdTexts.deletePerson}
              </Button>
              <p id={explanationId} className={styles.explanation}>
                {notDeletableReason}
              </p>
            </div>
          )}
        </div>
        <div className={layout.links}>
          <Link to={paths.personList}>{householdTexts.backToList}</Link>
          {person ? (
            <Link to={href(paths.personMail, { id: person.id })}>{householdTexts.contactData}</Link>
          ) : null}
        </div>
      </form>
      {person && deletable && !readOnly ? (
        <Dialog
          open={confirmOpen}
          title={householdTexts.deleteConfirmHeading}
          onClose={() => setConfirmOpen(false)}
        >
          <p>{householdTexts.deleteConfirmText(name)}</p>
          <div className={layout.actions}>
            <Button onClick={onDelete} disabled={remove.isPending}>
              {householdTexts.deleteConfirm}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
              {uiTexts.cancel}
            </Button>
          </div>
        </Dialog>
      ) : null}
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}

/** The focusable control of an invalid field: an input itself, or the first radio of an invalid group. */
const firstInvalidSelector = [
  'input[aria-invalid="true"]',
  'select[aria-invalid="true"]',
  'textarea[aria-invalid="true"]',
  '[role="radiogroup"][aria-invalid="true"] input',
].join(', ');

function PersonSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const LIST_ENTRY = /^(adressen|bankverbindungen)\.(\d+)\.(.+)$/;

/**
 * The form's error key for a 422 entry's field: person fields as they are (also 'details.<field>'),
 * 'adressen.<index>.<field>' and 'bankverbindungen.<index>.<field>' by the index in the list as sent.
 * Anything the form does not show returns undefined (and becomes a toast).
 */
export function formFieldOf(
  serverField: string,
  addressIds: readonly (number | string | null)[],
  bankIds: readonly (number | string | null)[],
): string | undefined {
  const entry = LIST_ENTRY.exec(serverField);
  if (entry) {
    const [, list, index, field = ''] = entry;
    const ids = list === ADDRESSES ? addressIds : bankIds;
    const definitions = list === ADDRESSES ? addressFields : bankConnectionFields;
    const id = ids[Number(index)];
    if (id === undefined || id === null || !definitions.some((definition) => definition.name === field))
      return undefined;
    return entryErrorKey(list ?? '', id, field);
  }
  const name = serverField.startsWith('details.') ? serverField.slice('details.'.length) : serverField;
  return personEditFields.some((definition) => definition.name === name) ? name : undefined;
}
