import { accountErasurePasskeyTexts as t } from '@kundenportal/domain/texts/account-erasure-passkey';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { browserSupportsPasskeys, isWebAuthnCancel } from '../../../lib/webauthn';
import { NoPasskeyError, useRequestErasureWithPasskey } from '../api/account-erasure-api';

const problemOf = (error: Error) =>
  error instanceof NoPasskeyError ? t.none : isWebAuthnCancel(error) ? t.cancelled : t.failed;

/** In the erasure's dialog, beside the password: confirming with a passkey instead (ADR 246). */
export function ErasurePasskey({ onDone }: { onDone: () => void }) {
  const confirm = useRequestErasureWithPasskey();
  if (!browserSupportsPasskeys()) return null;
  return (
    <div>
      <p>{t.or}</p>
      <Button
        type="button"
        variant="secondary"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(undefined, { onSuccess: onDone })}
      >
        {t.confirm}
      </Button>
      {confirm.error ? <Notice variant="error">{problemOf(confirm.error)}</Notice> : null}
    </div>
  );
}
