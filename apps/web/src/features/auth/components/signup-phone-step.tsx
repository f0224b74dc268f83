import type { SignupField } from '@kundenportal/domain/account/signup-wizard';
import { PHONE_INPUT_MAX_LENGTH } from '@kundenportal/domain/constants';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { phoneCountryOptions } from '@kundenportal/domain/validation/phone';
import { useMemo } from 'react';
import { Field } from '../../../components/ui/field';
import layout from '../../../components/ui/form-layout.module.css';
import { SelectField } from '../../../components/ui/select-field';
import type { Form } from '../../../lib/use-form';
import { SignupStepActions } from './signup-step-actions';

/** Sign-up page 2 (spec section 4): the mobile number with its country (preferred countries first). */
export function SignupPhoneStep(props: { form: Form<SignupField>; busy: boolean; onBack: () => void }) {
  const { form } = props;
  const countries = useMemo(() => phoneCountryOptions(), []);
  const countryOptions = (preferred: boolean) =>
    countries
      .filter((country) => country.preferred === preferred)
      .map((country) => (
        <option key={country.code} value={country.code}>
          {`${country.name} (${country.callingCode})`}
        </option>
      ));

  return (
    <>
      <p className={layout.intro}>{uiTexts.signupIntro2}</p>
      <SelectField
        ref={form.fieldRef('country')}
        label={uiTexts.countryLabel}
        name="country"
        autoComplete="tel-country-code"
        value={form.values.country}
        error={form.errors.country}
        onChange={(event) => {
          form.setValue('country', event.target.value);
          // The number is read in the chosen country: its error may no longer hold.
          form.clearError('phone');
        }}
      >
        <optgroup label={uiTexts.preferredCountries}>{countryOptions(true)}</optgroup>
        <optgroup label={uiTexts.allCountries}>{countryOptions(false)}</optgroup>
      </SelectField>
      <Field
        {...form.bind('phone')}
        label={uiTexts.phoneLabel}
        hint={uiTexts.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        maxLength={PHONE_INPUT_MAX_LENGTH}
      />
      <SignupStepActions submitLabel={uiTexts.sendSmsCode} busy={props.busy} onBack={props.onBack} />
    </>
  );
}
