import { workspaceAccessTexts as texts } from '@kundenportal/domain/texts/workspace-access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { browserSupportsPasskeys, isWebAuthnCancel } from '../../../lib/webauthn';
import styles from '../shared/list-page.module.css';
import { PageHead } from '../shared/page-head';
import { SectionCard, sectionItemClass } from '../shared/section-card';
import { AdviserPasswordChange } from './adviser-password-change';
import {
  type AdviserPasskey,
  adviserPasskeysQuery,
  deleteAdviserPasskey,
  registerAdviserPasskey,
} from './passkeys-api';

/**
 * `#/berater/zugang`: the adviser's passkeys (issue 14, the customers' passkey rules): add one for this
 * device, see when each was made and last used, remove one. The password stays valid.
 */
export function WorkspaceAccessPage() {
  const queryClient = useQueryClient();
  const passkeys = useQuery(adviserPasskeysQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adviserPasskeysQuery.queryKey });
  const add = useMutation({
    mutationFn: registerAdviserPasskey,
    onSuccess: () => toast.success(texts.added),
    onError: (error) => {
      if (!isWebAuthnCancel(error)) toast.error(texts.failed);
    },
    onSettled: refresh,
  });
  const supported = browserSupportsPasskeys();

  return (
    <>
      <PageHead
        heading={texts.heading}
        intro={texts.intro}
        loadError={passkeys.isError ? texts.loadError : null}
      />
      <SectionCard
        id="adviser-passkeys"
        title={texts.passkeysHeading}
        empty={passkeys.data ? texts.none : null}
        footer={
          <div className={styles.create}>
            {supported ? (
              <Button
                onClick={() => add.mutate()}
                disabled={add.isPending}
                aria-busy={add.isPending || undefined}
              >
                {texts.add}
              </Button>
            ) : (
              <p>{texts.unsupported}</p>
            )}
          </div>
        }
      >
        {(passkeys.data ?? []).map((passkey, index) => (
          <PasskeyItem
            key={passkey.id}
            passkey={passkey}
            name={texts.passkeyName(index + 1)}
            onRemoved={refresh}
          />
        ))}
      </SectionCard>
      <div className={styles.gap}>
        <AdviserPasswordChange />
      </div>
    </>
  );
}

function PasskeyItem({
  passkey,
  name,
  onRemoved,
}: {
  passkey: AdviserPasskey;
  name: string;
  onRemoved: () => Promise<void>;
}) {
  const remove = useMutation({
    mutationFn: () => deleteAdviserPasskey(passkey.id),
    onSuccess: () => toast.success(texts.removed),
    onSettled: onRemoved,
  });
  return (
    <li className={sectionItemClass}>
      <span className={styles.title}>{name}</span>
      <span className={styles.meta}>
        {`${texts.createdAt(formatDate(passkey.createdAt))} · ${
          passkey.lastUsedAt ? texts.lastUsed(formatDate(passkey.lastUsedAt)) : texts.neverUsed
        }`}
      </span>
      <Button
        variant="secondary"
        aria-label={texts.removeLabel(name)}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        {texts.remove}
      </Button>
    </li>
  );
}
