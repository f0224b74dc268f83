import { changePasswordSchema } from '@kundenportal/domain/account/account-schemas';
import { workspacePasswordTexts as texts } from '@kundenportal/domain/texts/workspace-password';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { toast } from '../../../lib/toast-store';
import { useForm, zodFieldErrors } from '../../../lib/use-form';
import styles from './adviser-password-change.module.css';
import { postAdviserChangePassword } from './password-api';

/** "Passwort ändern" on "Mein Zugang": the customers' policy; the adviser's other devices are logged out. */
export function AdviserPasswordChange() {
  const form = useForm({ password: '', neues_passwort: '', password_new_confirmation: '' });
  const change = useMutation({ mutationFn: postAdviserChangePassword });
  useUnsavedEdits(form.dirty);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const result = changePasswordSchema.safeParse(form.values);
    if (form.setErrors(zodFieldErrors(result)) || !result.success) return;
    change.mutate(result.data, {
      onSuccess: () => {
        toast.success(texts.changed);
        form.reset();
      },
      onError: (error) => form.showSubmitError(error),
    });
  }

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
