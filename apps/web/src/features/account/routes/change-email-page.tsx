import { changeEmailSchema } from '@kundenportal/domain/account/account-schemas';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useEffect, useRef, useState } from 'react';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import { CurrentPasswordField } from '../../../components/ui/current-password-field';
import { emailInputProps, Field } from '../../../components/ui/field';
import layout from '../../../components/ui/form-layout.module.css';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/current-user';
import { submitAndReset } from '../../../lib/submit-and-reset';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { useChangeEmail } from '../api/change-email';

/**
 * /app/MeinKonto/email (issue 3): the new address and the current password (re-authentication) →
 * POST /api/email/change. The change takes effect only when the link mailed to the new address is
 * opened (/intro/email/{code}); until then the page says where the link went.
 */
export function ChangeEmailPage() {
  const user = useCurrentUser();
  const form = useForm(
    { email: '', password: '' },
    { parse: (values) => fromSafeParse(changeEmailSchema.safeParse(values)) },
  );
  const change = useChangeEmail();
  // Every field starts empty: anything typed is a change to ask about before leaving.
  const guard = useUnsavedChangesGuard(form.dirty);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sentTo) noteRef.current?.focus();
  }, [sentTo]);

  const onSubmit = submitAndReset(form, change, {
    onSend: () => setSentTo(null),
    onDone: (body) => setSentTo(body.email),
  });

  return (
    <Page heading={uiTexts.changeEmailHeading}>
      {user?.email ? (
        <p className={layout.detail}>
          <span className={layout.detailLabel}>{uiTexts.currentEmail}</span>
          <strong>{user.email}</strong>
        </p>
      ) : null}
      {sentTo ? (
        <p ref={noteRef} tabIndex={-1} role="status" className={layout.note}>
          {uiTexts.changeEmailSent(sentTo)}
        </p>
      ) : null}
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <Field
          {...form.bind('email')}
          label={uiTexts.newEmailLabel}
          {...emailInputProps}
          autoComplete="email"
          required
        />
        <CurrentPasswordField {...form.bind('password')} />
        <Button type="submit" block disabled={change.isPending}>
          {uiTexts.changeEmailSubmit}
        </Button>
      </form>
      <UnsavedChangesDialog guard={guard} />
    </Page>
  );
}
