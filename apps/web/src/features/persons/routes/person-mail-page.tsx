import { personMailFields } from '@kundenportal/domain/forms/catalogue/person-mail';
import { toFormValues } from '@kundenportal/domain/forms/form-values';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { paths } from '@kundenportal/domain/routing/paths';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FormFields } from '../../../components/forms/form-fields';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { personQuery, usePerson } from '../api/get-person';
import { useUpdatePersonMail } from '../api/update-person-mail';

/**
 * /app/person/mail/{id}: the person's contact data (e-mail, phone, mobile) and the consent to be
 * contacted through them → PUT /api/persons/mail/{id}. The spec names the screen without showing it;
 * the design is docs/decisions/007-person-mail-screen.md. Read-only without config.person_edit (the
 * server refuses the call then, like every person write).
 */
export function PersonMailPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const query = usePerson(id);
  const user = useCurrentUser();

  return (
    <Page heading={householdTexts.mailHeading}>
      {id === 0 || query.isError ? (
        <>
          <Notice variant="error">{householdTexts.personNotFound}</Notice>
          <Link to={paths.personList}>{householdTexts.backToList}</Link>
        </>
      ) : query.data && user ? (
        <PersonMailForm key={id} person={query.data} readOnly={user.config.person_edit !== true} />
      ) : (
        <Spinner />
      )}
    </Page>
  );
}

/** The catalogue's rules for the contact data, checked when saving. */
const parseMailForm = (values: Record<string, string>) =>
  parseForm(personMailFields, values, { now: new Date() });

function PersonMailForm({ person, readOnly }: { person: Person; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm(toFormValues(personMailFields, person), { parse: parseMailForm });
  const save = useUpdatePersonMail();
  const guard = useUnsavedChangesGuard(!readOnly && form.dirty);
  const name = `${person.firstname} ${person.lastname}`.trim();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    const values = form.validate();
    if (!values) return;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    save.mutate(
      {
        id: person.id,
        body: {
          email: text(values.email),
          phone: text(values.phone),
          mobil: text(values.mobil),
          kontakt_einwilligung: values.kontakt_einwilligung === '1' ? '1' : '0',
        },
      },
      {
        onSuccess: (updated) => {
          toast.success(householdTexts.mailSaved);
          queryClient.setQueryData(personQuery(updated.id).queryKey, updated);
          form.reset(toFormValues(personMailFields, updated));
        },
        onError: (error) => form.showSubmitError(error),
      },
    );
  }

  return (
    <>
      <p className={layout.intro}>{householdTexts.mailIntro(name)}</p>
      {readOnly ? <Notice variant="info">{householdTexts.readOnlyNote}</Notice> : null}
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <FormFields definitions={personMailFields} {...form.fieldsProps} readOnly={readOnly} />
        {readOnly ? null : (
          <div className={layout.actions}>
            <Button type="submit" block disabled={save.isPending}>
              {householdTexts.mailSave}
            </Button>
          </div>
        )}
        <div className={layout.links}>
          <Link to={paths.personList}>{householdTexts.backToList}</Link>
        </div>
      </form>
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}
