import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';

/** A sign-up page's buttons: its submit and, from page 2 on, 'Zurück'. */
export function SignupStepActions(props: { submitLabel: string; busy: boolean; onBack?: () => void }) {
  return (
    <div className={layout.actions}>
      <Button type="submit" disabled={props.busy}>
        {props.submitLabel}
      </Button>
      {props.onBack ? (
        <Button variant="secondary" onClick={props.onBack}>
          {uiTexts.back}
        </Button>
      ) : null}
    </div>
  );
}
