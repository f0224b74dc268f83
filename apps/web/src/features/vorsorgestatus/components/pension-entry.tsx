import { vorsorgestatusTexts as texts } from '@kundenportal/domain/texts/vorsorgestatus';
import type { VorsorgeInputBody } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import type { PersonPensionAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import type { FormEvent } from 'react';
import { FormFields } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { useDraftKey } from '../../../lib/form-drafts';
import { useForm } from '../../../lib/use-form';
import { entryDefinitions, entryValues, type PersonFigures, parseEntry } from '../entry-form';
import styles from '../vorsorgestatus.module.css';

/**
 * A person's entry: the net income and the wished pension (saved with the person), the Renteninformation's
 * figures or the Entgeltpunkte, the start age (the Regelaltersgrenze unless chosen) and the inflation.
 * Checked before sending with the domain's rules; the server's 422 goes to the fields.
 */
export function PensionEntry({
  status,
  figures,
  figuresReadOnly = false,
  saving,
  onSave,
}: {
  status: PersonPensionAnswer;
  figures: PersonFigures;
  /** Without config.person_edit the person's figures are shown, not changed. */
  figuresReadOnly?: boolean;
  saving: boolean;
  onSave: (
    figures: PersonFigures | null,
    body: VorsorgeInputBody,
    handlers: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}) {
  const definitions = entryDefinitions(status.regelaltersgrenze_monate);
  const draft = useDraftKey(`vorsorgestatus-${status.personId}`);
  const form = useForm(entryValues(status, figures), { draft });
  const { entry, page } = texts;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = parseEntry(form.values, status.regelaltersgrenze_monate);
    if (!parsed.ok) {
      form.setErrors(parsed.errors);
      return;
    }
    const changed =
      !figuresReadOnly &&
      (parsed.figures.einkuenfte_gesamt_netto_mtl !== figures.einkuenfte_gesamt_netto_mtl ||
        parsed.figures.wunsch_altersrente_mtl !== figures.wunsch_altersrente_mtl);
    const saved = form.values;
    onSave(changed ? parsed.figures : null, parsed.body, {
      onSuccess: () => form.reset(saved),
      onError: (error) => form.showSubmitError(error),
    });
  }

  return (
    <form className={styles.entry} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend>{page.inputsHeading}</legend>
        <FormFields definitions={definitions.person} {...form.fieldsProps} readOnly={figuresReadOnly} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{page.statutoryHeading}</legend>
        <p className={styles.hint}>{entry.hint}</p>
        <FormFields definitions={definitions.statutory.slice(0, 3)} {...form.fieldsProps} />
        <p className={styles.hint}>{entry.withoutInformation}</p>
        <FormFields definitions={definitions.statutory.slice(3)} {...form.fieldsProps} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{page.assumptionsHeading}</legend>
        <FormFields definitions={definitions.assumptions} {...form.fieldsProps} />
      </fieldset>
      <Button type="submit" disabled={saving}>
        {entry.save}
      </Button>
    </form>
  );
}
