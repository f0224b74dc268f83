import type { User } from '@kundenportal/domain/account/user';
import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { ADVISER_OWNED_CONTRACT_FIELDS } from '@kundenportal/domain/contracts/provided-contract';
import { paths } from '@kundenportal/domain/routing/paths';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FormFields } from '../../../components/forms/form-fields';
import { FormSection } from '../../../components/forms/form-section';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import { contractSections } from '../contract-sections';
import styles from '../routes/contracts.module.css';
import { useContractForm } from '../use-contract-form';
import { DeleteContractDialog, DuplicateDialog } from './contract-dialogs';
import { InsurerField } from './insurer-field';

const controls = { gesellschaft: InsurerField };

/**
 * The contract form (`contract` null: a new one): the assignment fields and the catalogue in
 * sections, the periods as fieldsets, the insurer as a combobox; save (after the duplicate question)
 * and, for a saved contract, delete.
 */
export function ContractForm({ contract, user }: { contract: Contract | null; user: User }) {
  const state = useContractForm(contract, user);
  const { form } = state;
  const sparte = form.values.sparte;
  const sections = useMemo(() => contractSections(state.definitions, sparte), [state.definitions, sparte]);
  // A provided contract's facts are the adviser's (issue 31): shown, not editable; the server refuses them too.
  const provided = contract?.bereitgestellt_am ? ADVISER_OWNED_CONTRACT_FIELDS : undefined;
  const fieldsProps = { ...form.fieldsProps, controls, lockedFields: provided };

  return (
    <>
      {provided ? <p className={styles.explanation}>{freigabenTexts.providedHint}</p> : null}
      <p className={styles.explanation}>{householdTexts.requiredNote}</p>
      <form className={layout.form} noValidate onSubmit={state.submit}>
        {sections.map((section) => (
          <FormSection key={section.title} title={section.title}>
            {section.parts.map((part, index) =>
              part.kind === 'note' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed layout.
                <p key={index} className={styles.explanation}>
                  {part.text}
                </p>
              ) : part.kind === 'fields' ? (
                <FormFields key={part.definitions[0]?.name} definitions={part.definitions} {...fieldsProps} />
              ) : (
                <fieldset key={part.legend} className={styles.periodGroup}>
                  <legend className={styles.periodLegend}>{part.legend}</legend>
                  <div className={styles.periodFields}>
                    <FormFields definitions={part.definitions} {...fieldsProps} />
                  </div>
                </fieldset>
              ),
            )}
          </FormSection>
        ))}
        <div className={layout.actions}>
          <Button type="submit" block disabled={state.saving}>
            {contractTexts.save}
          </Button>
          {contract && state.rights.edit && !provided ? (
            <Button variant="secondary" block onClick={() => state.setConfirmDelete(true)}>
              {contractTexts.delete}
            </Button>
          ) : null}
        </div>
        {state.rights.list ? (
          <div className={`${layout.links} ${styles.formLinks}`}>
            <Link to={paths.contractList}>{contractTexts.backToList}</Link>
          </div>
        ) : null}
      </form>
      <DuplicateDialog
        duplicate={state.duplicate}
        pending={state.saving}
        onConfirm={state.saveAnyway}
        onClose={state.cancelDuplicate}
      />
      {contract ? (
        <DeleteContractDialog
          contract={contract}
          open={state.confirmDelete}
          pending={state.deleting}
          onConfirm={state.deleteContract}
          onClose={() => state.setConfirmDelete(false)}
        />
      ) : null}
      <UnsavedChangesDialog guard={state.guard} />
    </>
  );
}
