import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import { type Preset, type PresetValues, presetInputSchema } from '@kundenportal/domain/workspace/presets';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../lib/toast-store';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { presetsQuery, refreshAgencyLog } from '../shared/workspace-queries';
import { postPreset, putPreset } from './access-api';
import { PresetSwitches } from './preset-switches';
import styles from './presets.module.css';

const texts = workspacePresetTexts;
const presetNameInputSchema = presetInputSchema.pick({ name: true });

/**
 * A preset's name and switches; saving changes only the preset — customers it was applied to keep their
 * switches (ADR 041). `preset` null: a new one, starting from `start`.
 */
export function PresetEditor({
  preset,
  start,
  onDone,
}: {
  preset: Preset | null;
  start: PresetValues;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm(
    { name: preset?.name ?? '' },
    { parse: (values) => fromSafeParse(presetNameInputSchema.safeParse(values)) },
  );
  const [values, setValues] = useState<PresetValues>(preset?.values ?? start);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The editor opens below the list: the name field gets the focus, so it is in view and read out.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  const savedValues = JSON.stringify(preset?.values ?? start);
  useUnsavedEdits(form.dirty || JSON.stringify(values) !== savedValues);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.validate();
    if (!body || sending) return;
    setSending(true);
    try {
      const input = { name: body.name, values };
      const { vorlage } = preset ? await putPreset(preset.id, input) : await postPreset(input);
      await queryClient.invalidateQueries({ queryKey: presetsQuery.queryKey });
      void refreshAgencyLog(queryClient);
      toast.success(texts.saved(vorlage.name));
      onDone();
    } catch (error) {
      form.showSubmitError(error);
    } finally {
      setSending(false);
    }
  }

  const headingId = preset ? `preset-editor-${preset.id}` : 'preset-editor-new';
  return (
    <form
      ref={formRef}
      className={styles.presetEditor}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.presetEditorHeading}>
        {preset ? texts.editorHeading(preset.name) : texts.editorHeadingNew}
      </h3>
      <Field {...form.bind('name')} label={texts.name} autoComplete="off" required />
      <PresetSwitches values={values} onChange={setValues} />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {texts.save}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
