import type { SignupField } from '@kundenportal/domain/account/signup-wizard';
import { SMS_CODE_LENGTH } from '@kundenportal/domain/constants';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { parseMobile } from '@kundenportal/domain/validation/phone';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import layout from '../../../components/ui/form-layout.module.css';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import type { Form } from '../../../lib/use-form';
import { LegalConsents } from './legal-consents';
import { SignupStepActions } from './signup-step-actions';

/**
 * Sign-up page 3 (spec section 4): the SMS code (with 'Nummer ändern' and resend), the password with
 * its guide and confirmation, and the consents to the terms and the privacy text (each opens the text).
 */
export function SignupCodeStep(props: {
  form: Form<SignupField>;
  busy: boolean;
  onChangeNumber: () => void;
  onResendCode: () => void;
  onOpenText: (key: LegalDocumentKey) => void;
  onBack: () => void;
}) {
  const { form, busy } = props;
  const { values, errors } = form;
  const phoneShown = parseMobile(values.phone, values.country);

  return (
    <>
      <p className={layout.intro}>
        {uiTexts.signupIntro3(phoneShown.ok ? phoneShown.e164 : values.phone.trim())}
      </p>
      <div className={layout.links}>
        <Button variant="link" onClick={props.onChangeNumber}>
          {uiTexts.changeNumber}
        </Button>
        <Button variant="link" onClick={props.onResendCode} disabled={busy}>
          {uiTexts.resendSmsCode}
        </Button>
      </div>
      <Field
        ref={form.fieldRef('token')}
        label={uiTexts.smsCodeLabel}
        hint={uiTexts.smsCodeHint}
        name="token"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={SMS_CODE_LENGTH}
        required
        value={values.token}
        error={errors.token}
        onChange={(event) => form.setValue('token', event.target.value.replace(/\s/g, ''))}
      />
      <NewPasswordFields
        {...form.bindNewPassword('password', 'password_confirmation')}
        passwordLabel={uiTexts.signupPasswordLabel}
      />
      <LegalConsents form={form} onOpenText={props.onOpenText} />
      <SignupStepActions submitLabel={uiTexts.createAccount} busy={busy} onBack={props.onBack} />
    </>
  );
}
