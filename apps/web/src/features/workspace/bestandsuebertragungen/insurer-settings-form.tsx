import {
  type AgencyInsurerSettings,
  agencyInsurerSettingsSchema,
} from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import {
  type InsurerSettingsItem,
  NO_INSURER_SETTINGS,
} from '@kundenportal/domain/bestandsuebertragung/letter-api';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { emailInputProps, Field } from '../../../components/ui/field';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import styles from './board.module.css';
import { insurerSettingsQuery, putInsurerSettings } from './insurer-settings-api';
import { agencyTransfersQuery } from './transfers-api';

const texts = bestandsuebertragungTexts.workspace.insurerSettings;
const FIELDS = ['vermittlernummer', 'strasse', 'plz', 'ort', 'email', 'schadenhotline'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/** The insurers table's entry of an insurer, with where it comes from; or that it has none. */
export function KnownAddress({ item }: { item: InsurerSettingsItem | undefined }) {
  const entry = item?.entry;
  if (!entry) return <p className={styles.muted}>{texts.noAddress}</p>;
  return (
    <div className={styles.known}>
      <p className={styles.label}>{texts.knownAddress}</p>
      <p>
        {entry.strasse}
        <br />
        {`${entry.plz} ${entry.ort}`}
        {entry.email ? (
          <>
            <br />
            {entry.email}
          </>
        ) : null}
      </p>
      <p className={styles.muted}>
        {`${texts.source}: `}
        <a href={entry.quelle} target="_blank" rel="noopener noreferrer">
          {entry.quelle}
        </a>
      </p>
    </div>
  );
}

/**
 * The agency's settings for one insurer (issue 29): its intermediary number there and, over the table's,
 * an address or e-mail of its own. Checked with the domain's schema first; a refusal keeps what was typed.
 */
export function InsurerSettingsForm({
  versicherer,
  item,
  onSaved,
}: {
  versicherer: string;
  item: InsurerSettingsItem | undefined;
  onSaved?: () => void;
}) {
  const queryClient = useQueryClient();
  const saved = item?.settings ?? NO_INSURER_SETTINGS;
  const [values, setValues] = useState<AgencyInsurerSettings>(saved);
  const [stored, setStored] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  useUnsavedEdits(FIELDS.some((field) => values[field] !== stored[field]));

  const field = (name: (typeof FIELDS)[number]) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = agencyInsurerSettingsSchema.safeParse(values);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0] ?? '') as keyof Errors;
        if ((FIELDS as readonly string[]).includes(name)) found[name] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    setSending(true);
    try {
      await putInsurerSettings(versicherer, checked.data);
      setStored(values);
      toast.success(texts.saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: insurerSettingsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: agencyTransfersQuery.queryKey }),
      ]);
      onSaved?.();
    } catch (failure) {
      setErrors(
        takeServerErrors(failure, (name) =>
          (FIELDS as readonly string[]).includes(name) ? name : undefined,
        ),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className={styles.settings}>
      <p className={styles.muted}>{texts.intro}</p>
      <KnownAddress item={item} />
      <Field label={bestandsuebertragungTexts.workspace.intermediaryNumber} {...field('vermittlernummer')} />
      <Field label={texts.street} autoComplete="off" {...field('strasse')} />
      <div className={styles.postcodeRow}>
        <Field label={texts.postcode} inputMode="numeric" autoComplete="off" {...field('plz')} />
        <Field label={texts.town} autoComplete="off" {...field('ort')} />
      </div>
      <Field label={texts.email} {...emailInputProps} autoComplete="off" {...field('email')} />
      <Field label={texts.hotline} type="tel" autoComplete="off" {...field('schadenhotline')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {bestandsuebertragungTexts.workspace.save}
        </Button>
        {onSaved ? (
          <Button variant="secondary" onClick={onSaved}>
            {uiTexts.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** From the board, for a letter without an address: the insurer's settings in a dialog. */
export function InsurerSettingsDialog({
  versicherer,
  onClose,
}: {
  versicherer: string;
  onClose: () => void;
}) {
  const insurers = useQuery(insurerSettingsQuery);
  const item = insurers.data?.find((entry) => entry.versicherer === versicherer);
  return (
    <Dialog open title={`${texts.heading}: ${versicherer}`} onClose={onClose}>
      {insurers.data ? <InsurerSettingsForm versicherer={versicherer} item={item} onSaved={onClose} /> : null}
    </Dialog>
  );
}
