import { isFinalStatus } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type {
  AgencyTransfer,
  TransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast-store';
import styles from './board.module.css';
import { InsurerSettingsDialog } from './insurer-settings-form';
import { downloadLetter, postLetter, takeTransfer } from './transfers-api';

const texts = bestandsuebertragungTexts.workspace;

/**
 * One insurer's letter of a transfer (issue 29): download it (a GET without side effects), send it by
 * e-mail where the insurer's address for broker changes is known, or record — after a confirmation — that
 * the letter went by post (printed by anyone, any time); without any postal address the agency enters one first.
 */
export function InsurerLetter({
  transfer,
  versicherer,
  contracts,
}: {
  transfer: AgencyTransfer;
  versicherer: string;
  contracts: readonly TransferContract[];
}) {
  const queryClient = useQueryClient();
  const [confirmPost, setConfirmPost] = useState(false);
  const [busy, setBusy] = useState(false);
  const [addressOpen, setAddressOpen] = useState(false);
  const letter = transfer.letters.find((entry) => entry.versicherer === versicherer);
  // Once the insurer has decided on every contract, its letter has done its work.
  if (transfer.status !== 'beantragt' || !letter || contracts.every((c) => isFinalStatus(c.status)))
    return null;
  const unsent = contracts.some((contract) => contract.status === 'beantragt');

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  const download = () => run(() => downloadLetter(transfer.id, versicherer));

  const send = (weg: 'email' | 'post') =>
    run(async () => {
      const answer = await postLetter(transfer.id, { versicherer, weg });
      setConfirmPost(false);
      toast.success(
        weg === 'email' && letter.email ? texts.letterMailed(letter.email) : texts.letterPosted(versicherer),
      );
      await takeTransfer(queryClient, answer.transfer);
    });

  if (!letter.addressKnown)
    return (
      <div className={styles.letter}>
        <p className={styles.muted}>{texts.noAddress}</p>
        <Button variant="secondary" onClick={() => setAddressOpen(true)}>
          {texts.addAddress(versicherer)}
        </Button>
        {addressOpen ? (
          <InsurerSettingsDialog versicherer={versicherer} onClose={() => setAddressOpen(false)} />
        ) : null}
      </div>
    );

  return (
    <div className={styles.letter}>
      {unsent ? (
        <p className={styles.muted}>
          {letter.email ? texts.letterByMail(letter.email) : texts.noMailAddress}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          {texts.downloadLetter(versicherer)}
        </Button>
        {unsent && letter.email ? (
          <Button disabled={busy} onClick={() => void send('email')}>
            {texts.mailLetter(versicherer)}
          </Button>
        ) : null}
        {unsent ? (
          <Button
            variant={letter.email ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => setConfirmPost(true)}
          >
            {texts.postLetter(versicherer)}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={unsent && confirmPost}
        title={texts.postConfirm.title(versicherer)}
        confirmLabel={texts.postConfirm.confirm}
        pending={busy}
        onConfirm={() => void send('post')}
        onClose={() => setConfirmPost(false)}
      >
        <p>{texts.postConfirm.text(versicherer)}</p>
      </ConfirmDialog>
    </div>
  );
}
