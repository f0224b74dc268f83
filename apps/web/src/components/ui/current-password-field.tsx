import { PASSWORD_INPUT_MAX_LENGTH } from '@kundenportal/domain/constants';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { ComponentProps } from 'react';
import { Field } from './field';

/** The customer's current password, asked before a change of the e-mail address or the password. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof Field>, 'label'>) {
  return (
    <Field
      {...props}
      label={uiTexts.currentPasswordLabel}
      type="password"
      autoComplete="current-password"
      required
      maxLength={PASSWORD_INPUT_MAX_LENGTH}
    />
  );
}
