import { formatEuro } from '@kundenportal/domain/format/euro';
import { VOUCHER_TYPES, voucherName } from '@kundenportal/domain/referrals/vouchers';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import {
  type AgencyReferral,
  REFERRAL_TIERS_MAX,
  type ReferralTierRule,
  referralAmountText,
  referralCentsOf,
  referralTiersInputSchema,
} from '@kundenportal/domain/workspace/referrals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { formatDate, formatDateTime } from '../../../lib/format';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import { PageHead } from '../shared/page-head';
import { SectionCard, sectionItemClass } from '../shared/section-card';
import { refreshAgencyLog } from '../shared/workspace-queries';
import {
  agencyReferralsQuery,
  postConfirmReferral,
  postReferralPaid,
  putReferralTiers,
} from './referrals-api';
import styles from './referrals-page.module.css';

const texts = workspaceTexts.referrals;
const euros = (cents: number) => formatEuro(cents / 100);

/**
 * `#/berater/empfehlungen`: the agency's referral programme (issue 14) — its payout tiers and the
 * customers who signed up through a customer's link, to confirm and to record as paid.
 */
export function ReferralsPage() {
  const data = useQuery(agencyReferralsQuery);
  return (
    <>
      <PageHead
        heading={texts.heading}
        intro={texts.intro}
        loadError={data.isError ? texts.loadError : null}
      />
      {data.data ? <TiersForm key={JSON.stringify(data.data.tiers)} saved={data.data.tiers} /> : null}
      <SectionCard id="agency-referrals" title={texts.listHeading} empty={data.data ? texts.empty : null}>
        {(data.data?.referrals ?? []).map((referral) => (
          <ReferralEntry key={referral.id} referral={referral} />
        ))}
      </SectionCard>
    </>
  );
}

type TierRow = { key: number; minCount: string; value: string };
type TierErrors = Record<string, string>;

const tierRows = (saved: ReferralTierRule[]): TierRow[] =>
  saved.map((tier, index) => ({
    key: index,
    minCount: String(tier.minCount),
    value: referralAmountText(tier.valueCents),
  }));
/** What the adviser has entered, without the rows' keys (a row removed and added again is no change). */
const entered = (rows: TierRow[]) => JSON.stringify(rows.map(({ minCount, value }) => [minCount, value]));

function TiersForm({ saved }: { saved: ReferralTierRule[] }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<TierRow[]>(() => tierRows(saved));
  // What the server has: the page's tiers, or what was just saved (before the reload shows it).
  const [stored, setStored] = useState(() => entered(tierRows(saved)));
  useUnsavedEdits(entered(rows) !== stored);
  const [nextKey, setNextKey] = useState(saved.length);
  const [errors, setErrors] = useState<TierErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (key: number, field: 'minCount' | 'value', value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: TierErrors = {};
    const tiers = rows.map((row, index) => {
      const amount = referralCentsOf(row.value);
      if (!amount.ok) found[`tiers.${index}.valueCents`] = amount.message;
      return {
        minCount: /^\d+$/.test(row.minCount.trim()) ? Number(row.minCount) : Number.NaN,
        valueCents: amount.ok ? amount.cents : 0,
      };
    });
    const checked = referralTiersInputSchema.safeParse({ tiers });
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await putReferralTiers(tiers);
      setStored(entered(rows));
      toast.success(texts.tiersSaved);
      void refreshAgencyLog(queryClient);
      await queryClient.invalidateQueries({ queryKey: agencyReferralsQuery.queryKey });
    } catch (failure) {
      setErrors(takeServerErrors(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.tiers} noValidate onSubmit={onSubmit} aria-labelledby="tiers-heading">
      <h2 id="tiers-heading" className={styles.sectionHeading}>
        {texts.tiersHeading}
      </h2>
      <p className={styles.muted}>{rows.length ? texts.tiersIntro : texts.noTiers}</p>
      {errors.tiers ? (
        <p role="alert" className={styles.error}>
          {errors.tiers}
        </p>
      ) : null}
      <ol className={styles.tierList}>
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className={styles.tierRow}>
              <legend className={styles.legend}>{texts.tierLabel(index + 1)}</legend>
              <Field
                label={texts.minCount}
                inputMode="numeric"
                value={row.minCount}
                error={errors[`tiers.${index}.minCount`]}
                onChange={(event) => change(row.key, 'minCount', event.target.value)}
              />
              <Field
                label={texts.value}
                inputMode="decimal"
                value={row.value}
                error={errors[`tiers.${index}.valueCents`]}
                onChange={(event) => change(row.key, 'value', event.target.value)}
              />
              <Button
                variant="link"
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                {texts.removeTier(index + 1)}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={rows.length >= REFERRAL_TIERS_MAX}
          onClick={() => {
            setRows((current) => [...current, { key: nextKey, minCount: '', value: '' }]);
            setNextKey(nextKey + 1);
          }}
        >
          {texts.addTier}
        </Button>
        <Button type="submit" disabled={saving}>
          {texts.saveTiers}
        </Button>
      </div>
    </form>
  );
}

function ReferralEntry({ referral }: { referral: AgencyReferral }) {
  const { payment } = referral;
  const status = payment?.paidAt ? 'ausgezahlt' : referral.status;
  return (
    <li className={`${sectionItemClass} ${styles.referral}`}>
      <div className={styles.who}>
        <strong>{referral.referred.name}</strong>
        <span className={styles.muted}>{referral.referred.email}</span>
        <span>{`${texts.recommendedBy} ${referral.referrer.name} · ${formatDateTime(referral.createdAt)}`}</span>
        <span className={styles.status}>{texts.statuses[status]}</span>
        {payment ? (
          <span>
            {texts.payment(euros(payment.amountCents + payment.bonusCents), voucherName(payment.voucherType))}
            {payment.paidAt ? ` · ${texts.paidAt(formatDate(payment.paidAt))}` : ''}
          </span>
        ) : null}
      </div>
      {referral.status === 'registriert' ? <ConfirmForm referral={referral} /> : null}
      {payment && !payment.paidAt ? <PayButton referral={referral} /> : null}
    </li>
  );
}

function ConfirmForm({ referral }: { referral: AgencyReferral }) {
  const queryClient = useQueryClient();
  const [voucherType, setVoucherType] = useState(VOUCHER_TYPES[0]?.type ?? '');
  const [bonus, setBonus] = useState('');
  useUnsavedEdits(voucherType !== (VOUCHER_TYPES[0]?.type ?? '') || bonus !== '');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = bonus.trim() ? referralCentsOf(bonus) : ({ ok: true, cents: 0 } as const);
    if (!amount.ok) return setError(amount.message);
    setError(undefined);
    setSending(true);
    try {
      await postConfirmReferral(referral.id, {
        voucherType,
        ...(amount.cents ? { bonusCents: amount.cents } : {}),
      });
      toast.success(texts.confirmed);
      await queryClient.invalidateQueries({ queryKey: agencyReferralsQuery.queryKey });
    } catch (failure) {
      setError(takeServerErrors(failure).bonusCents);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.confirm} noValidate onSubmit={onSubmit}>
      <SelectField
        label={texts.voucher}
        value={voucherType}
        onChange={(event) => setVoucherType(event.target.value)}
      >
        {VOUCHER_TYPES.map((voucher) => (
          <option key={voucher.type} value={voucher.type}>
            {voucher.displayName}
          </option>
        ))}
      </SelectField>
      <Field
        label={texts.bonus}
        inputMode="decimal"
        value={bonus}
        error={error}
        onChange={(event) => setBonus(event.target.value)}
      />
      <Button type="submit" aria-label={texts.confirmLabel(referral.referred.name)} disabled={sending}>
        {texts.confirm}
      </Button>
    </form>
  );
}

/** Records the payout after a question (issue 27): it mails the referrer at once and cannot be undone. */
function PayButton({ referral }: { referral: AgencyReferral }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  async function pay() {
    setSending(true);
    try {
      await postReferralPaid(referral.id);
      setAsking(false);
      toast.success(texts.paid);
      await queryClient.invalidateQueries({ queryKey: agencyReferralsQuery.queryKey });
    } catch {
      // The API client has shown why.
    } finally {
      setSending(false);
    }
  }
  return (
    <>
      <Button
        variant="secondary"
        aria-label={texts.payLabel(referral.referred.name)}
        disabled={sending}
        onClick={() => setAsking(true)}
      >
        {texts.pay}
      </Button>
      {asking ? (
        <Dialog open title={texts.payTitle} onClose={() => setAsking(false)}>
          <p>{texts.payQuestion(referral.referred.name)}</p>
          <div className={styles.dialogActions}>
            <Button disabled={sending} onClick={() => void pay()}>
              {texts.payConfirm}
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => setAsking(false)}>
              {uiTexts.cancel}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
