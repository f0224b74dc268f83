import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Button } from './button';
import layout from './form-layout.module.css';

/** A modal form's buttons: submit (waiting while `pending`), then 'Abbrechen'. */
export function SubmitActions(props: { label: string; pending?: boolean; onCancel: () => void }) {
  return (
    <div className={layout.actions}>
      <Button type="submit" disabled={props.pending}>
        {props.label}
      </Button>
      <Button variant="secondary" onClick={props.onCancel}>
        {uiTexts.cancel}
      </Button>
    </div>
  );
}
