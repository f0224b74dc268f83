import { changePasswordSchema } from '@kundenportal/domain/account/account-schemas';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import { CurrentPasswordField } from '../../../components/ui/current-password-field';
import layout from '../../../components/ui/form-layout.module.css';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { Page } from '../../../components/ui/page';
import { submitAndReset } from '../../../lib/submit-and-reset';
import { toast } from '../../../lib/toast-store';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { useChangePassword } from '../api/change-password';

/**
 * /app/MeinKonto/passwort (spec sections 2 and 7): the current password, the new one with the guide
 * and its confirmation → POST /api/password/change → 'Die Änderungen wurden gespeichert.'. Field
 * names are the API's, so a 422's entries land at their fields.
 */
export function ChangePasswordPage() {
  const form = useForm(
    { password: '', neues_passwort: '', password_new_confirmation: '' },
    { parse: (values) => fromSafeParse(changePasswordSchema.safeParse(values)) },
  );
  const change = useChangePassword();
  // Every field starts empty: anything typed is a change to ask about before leaving.
  const guard = useUnsavedChangesGuard(form.dirty);

  const onSubmit = submitAndReset(form, change, { onDone: () => toast.success(accountTexts.changesSaved) });

  return (
    <Page heading={uiTexts.changePasswordHeading}>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <CurrentPasswordField {...form.bind('password')} />
        <NewPasswordFields
          {...form.bindNewPassword('neues_passwort', 'password_new_confirmation')}
          passwordName="neues_passwort"
          confirmationName="password_new_confirmation"
          confirmationLabel={uiTexts.newPasswordConfirmLabel}
        />
        <Button type="submit" block disabled={change.isPending}>
          {uiTexts.save}
        </Button>
      </form>
      <UnsavedChangesDialog guard={guard} />
    </Page>
  );
}
