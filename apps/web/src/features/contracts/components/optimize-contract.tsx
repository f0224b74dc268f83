import { OPTIMIZATION_NOTE_MAX_LENGTH } from '@kundenportal/domain/contracts/optimization';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import fieldStyles from '../../../components/ui/field.module.css';
import layout from '../../../components/ui/form-layout.module.css';
import { validationErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useRequestOptimization } from '../api/request-optimization';
import styles from '../routes/contracts.module.css';

/**
 * 'Vertrag optimieren lassen' (flag vertrag_optimieren): a note for the adviser in a modal, then
 * 'Der Berater wurde informiert.'. A 422 on the note shows at the field; others are the API client's toasts.
 */
export function OptimizeContract({ contractId }: { contractId: number }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useRequestOptimization(contractId);
  const id = useId();

  const send = () => {
    setError(undefined);
    mutation.mutate(note, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setNote('');
        setOpen(false);
      },
      onError: (failure) => setError(validationErrorsOf(failure)?.fields.nachricht),
    });
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {contractTexts.optimize}
      </h2>
      <p className={styles.explanation}>{contractTexts.optimizeIntro}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {contractTexts.optimize}
      </Button>
      <Dialog open={open} title={contractTexts.optimize} onClose={() => setOpen(false)}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${id}-note`}>
            {contractTexts.optimizeNote}
          </label>
          <textarea
            id={`${id}-note`}
            className={fieldStyles.input}
            rows={5}
            maxLength={OPTIMIZATION_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className={fieldStyles.error}>
              {error}
            </p>
          ) : null}
        </div>
        <div className={layout.actions}>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {uiTexts.cancel}
          </Button>
          <Button onClick={send} disabled={mutation.isPending}>
            {contractTexts.optimizeSend}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
