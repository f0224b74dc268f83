import { forgotRequestErrorText } from '@kundenportal/domain/account/account-errors';
import { emailFieldError } from '@kundenportal/domain/auth/login-rules';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';
import { LoginEmailField } from '../../../components/ui/login-email-field';
import { SubmitActions } from '../../../components/ui/submit-actions';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { useForgotPasswordRequest } from '../api/forgot-password-request';

type ForgotState = { kind: 'form' } | { kind: 'sent' } | { kind: 'error'; text: string };

/**
 * The forgot-password modal (spec sections 2, 4 and 8): asks for the e-mail and requests a reset
 * link; then shows the sent state, or the error state with the text for `fehler_art`. The sent text
 * is the same whether an account exists or not (no account enumeration).
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  initialEmail = '',
}: {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}) {
  const request = useForgotPasswordRequest();
  const [state, setState] = useState<ForgotState>({ kind: 'form' });
  const form = useForm({ email: initialEmail });
  const { focus } = form;
  const messageRef = useRef<HTMLParagraphElement>(null);

  // The form's content is replaced: focus follows to the message, or back to the e-mail.
  useEffect(() => {
    if (state.kind === 'form') focus('email');
    else messageRef.current?.focus();
  }, [state.kind, focus]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const email = form.values.email;
    if (form.setErrors({ email: emailFieldError(email) })) return;
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: (response) =>
          setState(
            response.send === true
              ? { kind: 'sent' }
              : { kind: 'error', text: forgotRequestErrorText(200, response) },
          ),
        onError: (failure) =>
          setState({
            kind: 'error',
            text:
              failure instanceof ApiError
                ? forgotRequestErrorText(failure.status, failure.body)
                : forgotRequestErrorText(undefined, {}),
          }),
      },
    );
  }

  return (
    <Dialog open={open} title={uiTexts.forgotPasswordHeading} onClose={onClose}>
      {state.kind === 'form' ? (
        <form noValidate onSubmit={onSubmit}>
          <p className={layout.intro}>{uiTexts.forgotPasswordIntro}</p>
          <LoginEmailField {...form.bind('email')} label={uiTexts.emailLabel} />
          <SubmitActions
            label={uiTexts.forgotPasswordSubmit}
            pending={request.isPending}
            onCancel={onClose}
          />
        </form>
      ) : (
        <>
          <p
            ref={messageRef}
            tabIndex={-1}
            role={state.kind === 'error' ? 'alert' : 'status'}
            className={state.kind === 'error' ? layout.errorNote : layout.note}
          >
            {state.kind === 'error' ? state.text : uiTexts.forgotPasswordSent}
          </p>
          <div className={layout.actions}>
            {state.kind === 'error' ? (
              <Button onClick={() => setState({ kind: 'form' })}>{uiTexts.retry}</Button>
            ) : null}
            <Button variant={state.kind === 'error' ? 'secondary' : 'primary'} onClick={onClose}>
              {uiTexts.close}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
