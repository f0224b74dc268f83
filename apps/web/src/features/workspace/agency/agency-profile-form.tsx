import { VERMITTLER_STATUSES } from '@kundenportal/domain/legal/public-legal';
import { imprintTexts } from '@kundenportal/domain/texts/imprint';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { type AgencyProfile, agencyProfileSchema } from '@kundenportal/domain/workspace/agency';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { emailInputProps, Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../lib/toast-store';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import styles from './agency.module.css';
import { keepAgency, putAgencyProfile } from './agency-api';

const texts = workspaceTexts.agency;
type TextField = Exclude<keyof AgencyProfile, 'anrede' | 'vermittlerstatus'>;
const FIELDS: { name: TextField; autoComplete?: string; inputMode?: 'tel' | 'numeric' }[] = [
  { name: 'vorname', autoComplete: 'given-name' },
  { name: 'name', autoComplete: 'family-name' },
  { name: 'firma', autoComplete: 'organization' },
  { name: 'phone', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'mobile', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'address', autoComplete: 'address-line1' },
  { name: 'addressnumber' },
  { name: 'streetcode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'registernummer' },
  { name: 'ihk' },
];

/** The agency's contact data as its customers see them on the adviser page. */
export function AgencyProfileForm({ saved }: { saved: AgencyProfile }) {
  const queryClient = useQueryClient();
  const form = useForm<keyof AgencyProfile, AgencyProfile>(saved, {
    parse: (values) => fromSafeParse(agencyProfileSchema.safeParse(values)),
  });
  const [sending, setSending] = useState(false);
  useUnsavedEdits(form.dirty);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.validate();
    if (!body || sending) return;
    setSending(true);
    try {
      const agency = await putAgencyProfile(body);
      keepAgency(queryClient, agency);
      form.reset(agency.profile);
      toast.success(texts.profileSaved);
    } catch (error) {
      form.showSubmitError(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.card} noValidate onSubmit={onSubmit} aria-labelledby="agency-profile">
      <h2 id="agency-profile" className={styles.sectionHeading}>
        {texts.profileHeading}
      </h2>
      <div className={styles.grid}>
        <SelectField
          label={texts.anrede}
          value={form.values.anrede}
          error={form.errors.anrede}
          ref={form.fieldRef<HTMLSelectElement>('anrede')}
          onChange={(event) => form.setValue('anrede', event.target.value)}
        >
          <option value="Herr">{texts.anreden.Herr}</option>
          <option value="Frau">{texts.anreden.Frau}</option>
        </SelectField>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            {...form.bind(field.name)}
            label={texts[field.name]}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
          />
        ))}
        <Field {...form.bind('email')} label={texts.email} {...emailInputProps} />
        <SelectField
          label={texts.vermittlerstatus}
          value={form.values.vermittlerstatus}
          error={form.errors.vermittlerstatus}
          ref={form.fieldRef<HTMLSelectElement>('vermittlerstatus')}
          onChange={(event) => form.setValue('vermittlerstatus', event.target.value)}
        >
          <option value="">{texts.vermittlerstatusNone}</option>
          {VERMITTLER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {imprintTexts.status[status]}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={sending}>
        {texts.saveProfile}
      </Button>
    </form>
  );
}
