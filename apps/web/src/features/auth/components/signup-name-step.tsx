import type { SignupField } from '@kundenportal/domain/account/signup-wizard';
import { NAME_MAX_LENGTH } from '@kundenportal/domain/constants';
import { paths } from '@kundenportal/domain/routing/paths';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Link } from 'react-router';
import { emailInputProps, Field } from '../../../components/ui/field';
import layout from '../../../components/ui/form-layout.module.css';
import type { Form } from '../../../lib/use-form';
import { SignupStepActions } from './signup-step-actions';

/** Sign-up page 1 (spec section 4): first name, last name and e-mail. */
export function SignupNameStep({ form, busy }: { form: Form<SignupField>; busy: boolean }) {
  return (
    <>
      <p className={layout.intro}>{uiTexts.signupIntro1}</p>
      <Field
        {...form.bind('firstname')}
        label={uiTexts.firstnameLabel}
        autoComplete="given-name"
        required
        maxLength={NAME_MAX_LENGTH}
      />
      <Field
        {...form.bind('lastname')}
        label={uiTexts.lastnameLabel}
        autoComplete="family-name"
        required
        maxLength={NAME_MAX_LENGTH}
      />
      <Field
        {...form.bind('email')}
        label={uiTexts.emailLabel}
        {...emailInputProps}
        autoComplete="email"
        required
      />
      <SignupStepActions submitLabel={uiTexts.next} busy={busy} />
      <p className={layout.step}>
        <Link to={paths.login}>{uiTexts.backToLogin}</Link>
      </p>
    </>
  );
}
