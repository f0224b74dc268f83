import {
  type FormTemplate,
  inputDefinitions,
  signField,
} from '@kundenportal/domain/adviser-forms/form-template';
import {
  emptySignature,
  signatureFieldProblem,
  signatureReducer,
} from '@kundenportal/domain/adviser-forms/signature-state';
import { formDefaults } from '@kundenportal/domain/forms/form-values';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { workspaceFormTexts as texts } from '@kundenportal/domain/texts/workspace-forms';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { type FormEvent, useCallback, useId, useMemo, useReducer, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useForm } from '../../../lib/use-form';
import styles from '../adviser-forms.module.css';
import { TemplateBlocks } from './template-blocks';

/**
 * A template as the customer will fill it in (the workspace's editor shows it next to the markdown): the
 * same blocks, fields and signature as the form page, checked by the same rules with "Eingaben prüfen";
 * nothing is sent anywhere. Remount it (key) when the template changes.
 */
export function TemplatePreview({ template, signer }: { template: FormTemplate; signer: string }) {
  const inputs = useMemo(() => inputDefinitions(template), [template]);
  const sign = useMemo(() => signField(template), [template]);
  const parse = useCallback(
    (values: Record<string, string>) => parseForm(inputs, values, { now: new Date() }),
    [inputs],
  );
  const form = useForm<string, Record<string, NormalisedValue>>(formDefaults(inputs), { parse });
  const [signature, dispatch] = useReducer(signatureReducer, emptySignature);
  const [valid, setValid] = useState(false);
  const signId = useId();

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = parse(form.values);
    const errors: Record<string, string> = result.ok ? {} : { ...result.errors };
    const signProblem = signatureFieldProblem(sign, signature);
    if (sign && signProblem) errors[sign.name] = signProblem;
    setValid(!form.setErrors(errors));
  };

  return (
    <form className={styles.form} noValidate onSubmit={check} onChange={() => setValid(false)}>
      <TemplateBlocks
        blocks={template.blocks}
        fieldsProps={form.fieldsProps}
        signature={{
          id: signId,
          state: signature,
          onEvent: (event) => {
            dispatch(event);
            setValid(false);
            if (event.type === 'accept' && sign) form.clearError(sign.name);
          },
          error: form.errors[sign?.name ?? ''],
          inputRef: sign ? form.fieldRef(sign.name) : undefined,
        }}
        signer={signer}
        today={isoDateIn(new Date())}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {texts.check}
        </Button>
        <p role="status" className={styles.checked}>
          {valid ? texts.checked : ''}
        </p>
      </div>
    </form>
  );
}
