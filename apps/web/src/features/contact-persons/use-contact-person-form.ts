import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { authorityContactFields } from '@kundenportal/domain/forms/catalogue/authority-contact';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { formatPhone } from '@kundenportal/domain/validation/phone';
import { type FormEvent, useCallback } from 'react';
import { toast } from '../../lib/toast-store';
import { useForm } from '../../lib/use-form';
import { type ContactPersonBody, useCreateContactPerson } from './api/create-contact-person';
import { useUpdateContactPerson } from './api/update-contact-person';

/** A contract of the household as the page names it (app/pages hands them in from the contracts feature). */
export type ContactPersonContract = { id: number; title: string };

/** The form's texts of a stored contact person: phone and fax as people read them, not in E.164. */
export function contactPersonFormValues(person: ContactPerson | null): FormValues {
  if (!person) return toFormValues(authorityContactFields);
  return toFormValues(authorityContactFields, {
    ...person,
    phone: formatPhone(person.phone),
    fax: person.fax ? formatPhone(person.fax) : null,
  });
}

/**
 * State and actions of the contact person form (`person` null: a new one) on the one form hook, with the
 * catalogue's authority/insurer contact: the domain's `parseForm` checks before sending (vorname, name,
 * phone and e-mail required, lengths, formats), a 422 goes to the fields it names. Every field is sent,
 * an emptied one as null, so an update clears it. The toast is the server's message.
 */
export function useContactPersonForm(person: ContactPerson | null, onSaved: () => void) {
  const parse = useCallback(
    (values: FormValues) => parseForm(authorityContactFields, values, { now: new Date() }),
    [],
  );
  const form = useForm(contactPersonFormValues(person), { parse });
  const create = useCreateContactPerson();
  const update = useUpdateContactPerson();
  const saving = create.isPending || update.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const values: ContactPersonBody | null = form.validate();
    if (!values) return;
    const handlers = {
      onSuccess: (saved: { message: string }) => {
        toast.success(saved.message);
        onSaved();
      },
      onError: (error: unknown) => form.showSubmitError(error),
    };
    if (person) update.mutate({ id: person.id, body: values }, handlers);
    else create.mutate(values, handlers);
  }

  return { form, definitions: authorityContactFields, saving, submit };
}
