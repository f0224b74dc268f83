import type { Sitzung } from '@kundenportal/domain/devices/devices-api';
import { devicesTexts as t } from '@kundenportal/domain/texts/devices';
import { routeTitleTexts } from '@kundenportal/domain/texts/route-titles';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import list from '../../../components/ui/list.module.css';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useDevices, useEndDevice, useEndOtherDevices } from '../api/devices-api';
import styles from './devices-page.module.css';

/** What is being asked: one device to sign out, or every other one. */
type Question = { kind: 'one'; device: Sitzung } | { kind: 'others' } | null;

/**
 * /app/MeinKonto/geraete, "Angemeldete Geräte" (issue 32, ADR 213): every signed-in device with its first
 * and last use, this one marked; signing out one or every other after a question.
 */
export function DevicesPage() {
  const devices = useDevices();
  const endOne = useEndDevice();
  const endOthers = useEndOtherDevices();
  const [question, setQuestion] = useState<Question>(null);
  const close = () => setQuestion(null);

  const confirm = () => {
    if (question?.kind === 'one')
      endOne.mutate(question.device.id, { onSuccess: () => toast.success(t.ended), onSettled: close });
    if (question?.kind === 'others')
      endOthers.mutate(undefined, {
        onSuccess: ({ beendet }) => toast.success(t.othersEnded(beendet)),
        onSettled: close,
      });
  };

  return (
    <Page heading={routeTitleTexts.devices} intro={t.intro}>
      <Notice variant="info">{t.passwordNotice}</Notice>
      <LoadedList query={devices}>
        {(entries) => (
          <>
            <ul className={list.list}>
              {entries.map((device) => (
                <DeviceCard
                  key={device.id}
                  device={device}
                  onEnd={() => setQuestion({ kind: 'one', device })}
                />
              ))}
            </ul>
            <div className={styles.others}>
              {entries.some((device) => !device.aktuell) ? (
                <Button variant="secondary" block onClick={() => setQuestion({ kind: 'others' })}>
                  {t.endOthers}
                </Button>
              ) : (
                <p>{t.noOthers}</p>
              )}
            </div>
          </>
        )}
      </LoadedList>
      <ConfirmDialog
        open={question !== null}
        title={question?.kind === 'others' ? t.endOthersConfirmTitle : t.endConfirmTitle}
        confirmLabel={question?.kind === 'others' ? t.endOthers : t.end}
        pending={endOne.isPending || endOthers.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <p>{question?.kind === 'one' ? t.endConfirm(question.device.geraet) : t.endOthersConfirm}</p>
      </ConfirmDialog>
    </Page>
  );
}

function DeviceCard({ device, onEnd }: { device: Sitzung; onEnd: () => void }) {
  const headingId = `geraet-${device.id}`;
  return (
    <li className={list.card} aria-labelledby={headingId} data-current={device.aktuell || undefined}>
      <h2 className={styles.head} id={headingId}>
        {device.geraet}
        {device.aktuell ? <span className={styles.current}>{t.current}</span> : null}
      </h2>
      <p className={styles.times}>
        {t.createdAt} {formatDateTime(device.erstellt_am)}
        <br />
        {t.lastUsedAt} {formatDateTime(device.zuletzt_am)}
      </p>
      {device.aktuell ? null : (
        <button
          type="button"
          className={`${list.action} ${list.danger}`}
          aria-describedby={headingId}
          onClick={onEnd}
        >
          {t.end}
        </button>
      )}
    </li>
  );
}
