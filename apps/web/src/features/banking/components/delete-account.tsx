import type { BankAccount } from '@kundenportal/domain/banking/api';
import { paths } from '@kundenportal/domain/routing/paths';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { dropDeleted } from '../../../lib/settle-delete';
import { toast } from '../../../lib/toast-store';
import { accountKey, useDeleteAccount } from '../api/bank-accounts-api';
import { formatIban } from '../banking-format';

/** 'Konto entfernen' after a confirmation; then back to the accounts. */
export function DeleteAccount({ account }: { account: BankAccount }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t.deleteAccount}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        pending={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(account.id, {
            onSuccess: () => {
              toast.success(t.deleted);
              setAsking(false);
              void navigate(paths.bankAccounts, { replace: true });
              dropDeleted(queryClient, accountKey(account.id));
            },
          })
        }
      >
        <p>{t.deleteText(formatIban(account.iban))}</p>
      </ConfirmDialog>
    </>
  );
}
