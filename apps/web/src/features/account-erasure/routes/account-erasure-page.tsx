import {
  accountErasureBodySchema,
  erasureDay,
} from '@kundenportal/domain/account-erasure/account-erasure-api';
import { accountErasureTexts as t } from '@kundenportal/domain/texts/account-erasure';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CurrentPasswordField } from '../../../components/ui/current-password-field';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { submitAndReset } from '../../../lib/submit-and-reset';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { useCancelErasure, useErasureState, useRequestErasure } from '../api/account-erasure-api';
import { ErasurePasskey } from '../components/erasure-passkey';
import { RetainedRecords } from '../components/retained-records';

/**
 * /app/MeinKonto/loeschen, "Konto löschen" (issue 32, Art. 17 DSGVO, ADR 239): the customer asks for the
 * erasure with the password (a dialog), sees the day it is due and may take it back until then; what a
 * retention duty keeps is listed before (ADR 245).
 */
export function AccountErasurePage() {
  const state = useErasureState();
  const cancel = useCancelErasure();
  const [asking, setAsking] = useState(false);
  const pending = state.data?.loeschung ?? null;

  return (
    <Page heading={routeTitleTexts.accountErasure} intro={t.intro}>
      {state.isError ? <LoadFailed text={t.loadError} onRetry={() => void state.refetch()} /> : null}
      {pending ? (
        <Notice variant="warning">
          <p>{t.pending(erasureDay(pending.faellig_am))}</p>
          <p>{t.pendingHint}</p>
          <Button onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {t.cancel}
          </Button>
        </Notice>
      ) : null}
      {!pending && cancel.isSuccess ? (
        <Notice variant="success" role="status">
          {t.cancelled}
        </Notice>
      ) : null}
      {state.data ? <RetainedRecords records={state.data.aufbewahrung} /> : null}
      {state.isSuccess && !pending ? (
        <div className={layout.actions}>
          <Button
            onClick={() => {
              cancel.reset();
              setAsking(true);
            }}
          >
            {t.request}
          </Button>
        </div>
      ) : null}
      <ConfirmErasureDialog open={asking} onClose={() => setAsking(false)} />
    </Page>
  );
}

function ConfirmErasureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm(
    { password: '' },
    { parse: (values) => fromSafeParse(accountErasureBodySchema.safeParse(values)) },
  );
  const request = useRequestErasure();
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = submitAndReset(form, request, { onDone: onClose });

  return (
    <Dialog open={open} title={t.confirmTitle} onClose={close}>
      <p>{t.confirmText}</p>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <CurrentPasswordField {...form.bind('password')} />
        <div className={layout.actions}>
          <Button type="button" variant="secondary" onClick={close}>
            {uiTexts.cancel}
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {t.confirm}
          </Button>
        </div>
      </form>
      <ErasurePasskey onDone={close} />
    </Dialog>
  );
}
