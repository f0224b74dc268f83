import { PASSWORD_INPUT_MAX_LENGTH } from '@kundenportal/domain/constants';
import { passwordTexts } from '@kundenportal/domain/texts/password';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type Ref, useId, useState } from 'react';
import { Field } from './field';
import { PasswordGuide } from './password-guide';

type NewPasswordFieldsProps = {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordError?: string;
  confirmationError?: string;
  passwordRef?: Ref<HTMLInputElement>;
  confirmationRef?: Ref<HTMLInputElement>;
  passwordLabel?: string;
  confirmationLabel?: string;
  passwordName?: string;
  confirmationName?: string;
  /** 'sie' in the adviser workspace (the guide's wording). */
  address?: 'du' | 'sie';
};

/**
 * A new password with the live guide and its confirmation (spec section 5). The confirmation says
 * 'Die Passwörter stimmen nicht überein.' as soon as it cannot match any more: once it is as long
 * as the password, or when the user leaves it. Errors passed in (from submit or the server) win.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  confirmationError,
  passwordRef,
  confirmationRef,
  passwordLabel = uiTexts.newPasswordLabel,
  confirmationLabel = uiTexts.passwordConfirmLabel,
  passwordName = 'password',
  confirmationName = 'password_confirmation',
  address = 'du',
}: NewPasswordFieldsProps) {
  const guideId = useId();
  const [confirmationLeft, setConfirmationLeft] = useState(false);
  const mismatch =
    confirmation !== '' &&
    confirmation !== password &&
    (confirmationLeft || confirmation.length >= password.length);
  return (
    <>
      <Field
        ref={passwordRef}
        label={passwordLabel}
        name={passwordName}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        value={password}
        error={passwordError}
        describedBy={guideId}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordGuide id={guideId} password={password} refused={passwordError} address={address} />
      <Field
        ref={confirmationRef}
        label={confirmationLabel}
        name={confirmationName}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        value={confirmation}
        error={confirmationError ?? (mismatch ? passwordTexts.mismatch : undefined)}
        onChange={(event) => onConfirmationChange(event.target.value)}
        onBlur={() => setConfirmationLeft(true)}
      />
    </>
  );
}
