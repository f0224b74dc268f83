import { PASSWORD_INPUT_MAX_LENGTH } from '@kundenportal/domain/constants';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { ComponentProps } from 'react';
import { Field } from './field';

/** A password the account has now (signing in, confirming a change): the browser may fill it in. */
export function ExistingPasswordField(props: ComponentProps<typeof Field>) {
  return <Field {...props} type="password" autoComplete="current-password" required />;
}

/** The customer's current password, asked before a change of the e-mail address or the password. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof Field>, 'label'>) {
  return (
    <ExistingPasswordField
      {...props}
      label={uiTexts.currentPasswordLabel}
      maxLength={PASSWORD_INPUT_MAX_LENGTH}
    />
  );
}
