import type { User } from '@kundenportal/domain/account/user';
import type { Person } from '@kundenportal/domain/household/person-api';
import { addressList, bankConnectionList } from '@kundenportal/domain/household/person-lists';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { Link } from 'react-router';
import { FormFields } from '../../../components/forms/form-fields';
import { FormSection } from '../../../components/forms/form-section';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import { Notice } from '../../../components/ui/notice';
import { personSections } from '../person-sections';
import styles from '../routes/persons.module.css';
import { usePersonForm } from '../use-person-form';
import { EntryListEditor } from './entry-list-editor';
import { PersonDeleteAction, PersonDeleteDialog } from './person-delete';

const addressTexts = {
  heading: householdTexts.addressesHeading,
  entry: householdTexts.address,
  add: householdTexts.addAddress,
  main: householdTexts.mainAddress,
  makeMain: householdTexts.makeMainAddress,
  remove: householdTexts.removeAddress,
  empty: householdTexts.noAddresses,
};

const bankConnectionTexts = {
  heading: householdTexts.bankConnectionsHeading,
  entry: householdTexts.bankConnection,
  add: householdTexts.addBankConnection,
  main: householdTexts.mainBankConnection,
  makeMain: householdTexts.makeMainBankConnection,
  remove: householdTexts.removeBankConnection,
  empty: householdTexts.noBankConnections,
};

/**
 * Every person field of the catalogue in sections, the address and bank connection lists, save and
 * delete (`person` null: a new person). With config.person_edit off the whole form is read-only.
 */
export function PersonForm({ person, user }: { person: Person | null; user: User }) {
  const state = usePersonForm(person, user);
  const { form, readOnly } = state;
  const listProps = {
    errors: form.errors,
    onFieldChange: state.onEntryFieldChange,
    onFieldError: form.setFieldError,
    fieldRef: form.fieldRef,
    readOnly,
  };

  return (
    <>
      {readOnly ? (
        <Notice variant="info">{householdTexts.readOnlyNote}</Notice>
      ) : (
        <p className={styles.explanation}>{householdTexts.requiredNote}</p>
      )}
      <form className={layout.form} noValidate onSubmit={state.submit}>
        {personSections.map((section) => (
          <FormSection key={section.title} title={section.title}>
            <FormFields definitions={section.definitions} {...form.fieldsProps} readOnly={readOnly} />
          </FormSection>
        ))}
        <EntryListEditor
          spec={addressList}
          list={state.lists.addresses}
          onListChange={state.changeAddresses}
          texts={addressTexts}
          {...listProps}
        />
        <EntryListEditor
          spec={bankConnectionList}
          list={state.lists.banks}
          onListChange={state.changeBanks}
          texts={bankConnectionTexts}
          {...listProps}
        />
        <div className={layout.actions}>
          {readOnly ? null : (
            <Button type="submit" block disabled={state.saving}>
              {householdTexts.savePerson}
            </Button>
          )}
          {readOnly || !person ? null : (
            <PersonDeleteAction person={person} user={user} onDelete={() => state.setConfirmOpen(true)} />
          )}
        </div>
        <div className={layout.links}>
          <Link to={paths.personList}>{householdTexts.backToList}</Link>
          {person ? (
            <Link to={href(paths.personMail, { id: person.id })}>{householdTexts.contactData}</Link>
          ) : null}
        </div>
      </form>
      {person && !readOnly ? (
        <PersonDeleteDialog
          person={person}
          user={user}
          open={state.confirmOpen}
          pending={state.deleting}
          onConfirm={state.deletePerson}
          onClose={() => state.setConfirmOpen(false)}
        />
      ) : null}
      <UnsavedChangesDialog guard={state.guard} />
    </>
  );
}
