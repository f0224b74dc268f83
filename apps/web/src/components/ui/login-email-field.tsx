import type { ComponentProps } from 'react';
import { emailInputProps, Field } from './field';

/** The e-mail address that names an account when signing in or asking for a reset link. */
export function LoginEmailField(props: ComponentProps<typeof Field>) {
  return <Field {...props} {...emailInputProps} autoComplete="username" required />;
}
