import { changePasswordSchema } from '@kundenportal/domain/account/account-schemas';
import { workspacePasswordTexts as texts } from '@kundenportal/domain/texts/workspace-password';
import { useMutation } from '@tanstack/react-query';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { submitAndReset } from '../../../lib/submit-and-reset';
import { toast } from '../../../lib/toast-store';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import styles from './adviser-password-change.module.css';
import { postAdviserChangePassword } from './password-api';

/**
 * "Passwort ändern" on "Mein Zugang": checked with the domain's schema of the customer's change (the
 * server's too), so the same policy and messages; the adviser's other devices are logged out.
 */
export function AdviserPasswordChange() {
  const form = useForm(
    { password: '', neues_passwort: '', password_new_confirmation: '' },
    { parse: (values) => fromSafeParse(changePasswordSchema.safeParse(values)) },
  );
  const change = useMutation({ mutationFn: postAdviserChangePassword });
  useUnsavedEdits(form.dirty);

  const onSubmit = submitAndReset(form, change, { onDone: () => toast.success(texts.changed) });

  return (
    <Card labelledBy="adviser-password">
      <h2 id="adviser-password" className={styles.heading}>
        {texts.changeHeading}
      </h2>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <Field
          {...form.bind('password')}
          label={texts.currentPassword}
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          {...form.bindNewPassword('neues_passwort', 'password_new_confirmation')}
          address="sie"
        />
        <Button type="submit" disabled={change.isPending}>
          {texts.changeButton}
        </Button>
      </form>
    </Card>
  );
}
