import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import { type Invitation, invitationInputSchema } from '@kundenportal/domain/workspace/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { emailInputProps, Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { SectionCard, sectionItemClass } from '../shared/section-card';
import { presetsQuery } from '../shared/workspace-queries';
import { invitationsQuery, postInvitation, postInvitationAgain } from './invitations-api';
import styles from './invitations-page.module.css';

const texts = workspaceTexts.invitations;

/**
 * `#/berater/einladungen`: invite a customer by e-mail (the account and its activation mail, as the admin
 * command `invite` makes them) and the agency's invitations not yet activated, each to send again.
 */
export function InvitationsPage() {
  const queryClient = useQueryClient();
  const form = useForm(
    { email: '', firstName: '', lastName: '' },
    { parse: (values) => fromSafeParse(invitationInputSchema.safeParse(values)) },
  );
  const invite = useMutation({ mutationFn: postInvitation });
  const pending = useQuery(invitationsQuery);
  const presets = useQuery(presetsQuery);
  const [presetId, setPresetId] = useState<number | null>(null);
  // The agency's default preset until the adviser picks another (ADR 041).
  const defaultPreset = presets.data?.vorlagen.find((preset) => preset.isDefault);
  const chosenPreset = presets.data?.vorlagen.find((preset) => preset.id === presetId) ?? defaultPreset;
  useUnsavedEdits(form.dirty || chosenPreset !== defaultPreset);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const body = form.validate();
    if (!body) return;
    invite.mutate(chosenPreset ? { ...body, presetId: chosenPreset.id } : body, {
      onSuccess: async ({ einladung }) => {
        toast.success(texts.sent(einladung.email));
        form.reset();
        setPresetId(null);
        await queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey });
      },
      onError: (error) => form.showSubmitError(error),
    });
  }

  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {texts.heading}
      </h1>
      <p className={styles.intro}>{texts.intro}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <Field {...form.bind('email')} label={texts.email} {...emailInputProps} required />
        <div className={styles.names}>
          <Field {...form.bind('firstName')} label={texts.firstName} autoComplete="off" required />
          <Field {...form.bind('lastName')} label={texts.lastName} autoComplete="off" required />
        </div>
        {chosenPreset ? (
          <SelectField
            label={workspacePresetTexts.invitationLabel}
            value={chosenPreset.id}
            aria-describedby="invitation-preset-hint"
            onChange={(event) => setPresetId(Number(event.target.value))}
          >
            {presets.data?.vorlagen.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {chosenPreset ? (
          <p id="invitation-preset-hint" className={styles.presetHint}>
            {workspacePresetTexts.invitationHint}
          </p>
        ) : null}
        <Button type="submit" disabled={invite.isPending}>
          {texts.send}
        </Button>
      </form>
      {pending.isError ? <p role="alert">{texts.loadError}</p> : null}
      <SectionCard
        id="pending-invitations"
        title={texts.pendingHeading}
        empty={pending.data ? texts.noPending : null}
      >
        {(pending.data?.einladungen ?? []).map((invitation) => (
          <PendingInvitation key={invitation.customerId} invitation={invitation} />
        ))}
      </SectionCard>
    </>
  );
}

function PendingInvitation({ invitation }: { invitation: Invitation }) {
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: () => postInvitationAgain(invitation.customerId),
    onSuccess: async ({ einladung }) => {
      toast.success(texts.resent(einladung.email));
      await queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey });
    },
  });
  const name = `${invitation.firstName} ${invitation.lastName}`.trim() || invitation.email;
  return (
    <li className={`${sectionItemClass} ${styles.invitation}`}>
      <div className={styles.who}>
        <span className={styles.name}>{name}</span>
        <span className={styles.email}>{invitation.email}</span>
        <span className={styles.meta}>
          {`${texts.invitedAt} ${formatDateTime(invitation.invitedAt)} · `}
          {invitation.expired ? (
            <span className={styles.expired}>{texts.expired}</span>
          ) : (
            `${texts.validUntil} ${formatDateTime(invitation.expiresAt)}`
          )}
        </span>
      </div>
      <Button
        variant="secondary"
        aria-label={texts.resendLabel(name)}
        disabled={again.isPending}
        onClick={() => again.mutate()}
      >
        {texts.resend}
      </Button>
    </li>
  );
}
