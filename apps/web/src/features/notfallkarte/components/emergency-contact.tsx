import { notfallkontaktSchema } from '@kundenportal/domain/notfallkarte/notfallkontakt';
import { notfallkarteTexts } from '@kundenportal/domain/texts/notfallkarte';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import layout from '../../../components/ui/form-layout.module.css';
import list from '../../../components/ui/list.module.css';
import { Spinner } from '../../../components/ui/loader';
import { toast } from '../../../lib/toast-store';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { useEmergencyContact, useSaveEmergencyContact } from '../api/notfallkarte-api';

const t = notfallkarteTexts.contact;

/** The customer's emergency contact on the card: shown with a way to change or remove it, else the form. */
export function EmergencyContact({ callLink }: { callLink: (number: string) => ReactNode }) {
  const contact = useEmergencyContact();
  const save = useSaveEmergencyContact();
  const [editing, setEditing] = useState(false);
  if (contact.isPending) return <Spinner />;
  const stored = contact.data?.notfallkontakt ?? null;
  if (stored && !editing)
    return (
      <div className={list.card}>
        <p>
          {stored.name}: {callLink(stored.telefon)}
        </p>
        <div className={layout.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t.change}
          </Button>
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => save.mutate(null, { onSuccess: () => toast.success(t.removed) })}
          >
            {t.remove}
          </Button>
        </div>
      </div>
    );
  return (
    <ContactForm
      initial={stored ?? { name: '', telefon: '' }}
      isNew={!stored}
      save={save}
      onSaved={() => {
        setEditing(false);
        toast.success(t.saved);
      }}
    />
  );
}

function ContactForm({
  initial,
  isNew,
  save,
  onSaved,
}: {
  initial: { name: string; telefon: string };
  isNew: boolean;
  save: ReturnType<typeof useSaveEmergencyContact>;
  onSaved: () => void;
}) {
  const form = useForm(initial, { parse: (values) => fromSafeParse(notfallkontaktSchema.safeParse(values)) });
  return (
    <form
      className={layout.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const body = form.validate();
        if (!body) return;
        save.mutate(body, { onSuccess: onSaved, onError: (error) => form.showSubmitError(error) });
      }}
    >
      {isNew ? <p>{t.none}</p> : null}
      <Field label={t.name} autoComplete="off" {...form.bind('name')} />
      <Field label={t.phone} type="tel" autoComplete="off" {...form.bind('telefon')} />
      <Button type="submit" disabled={save.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
