import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { daysLeft } from '@kundenportal/domain/contracts/deadlines';
import { isOneOff, monthlyPremium } from '@kundenportal/domain/contracts/premium';
import { KF_ENDE_OPTIONS } from '@kundenportal/domain/forms/catalogue/contract';
import { ZAHLUNGSWEISE_OPTIONS } from '@kundenportal/domain/forms/catalogue/shared-options';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { formatDate, formatEuro } from '../../lib/format';

/** How the contracts screens word a contract's money and dates (German formats, spec section 9). */

const labelOf = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === String(value))?.label ?? null;

/** The premium as entered with its rhythm: '12,50 € monatlich', '79,00 € einmalig'; '' without an amount. */
export function premiumText(contract: Pick<Contract, 'beitrag' | 'zahlungsweise'>): string {
  if (contract.beitrag === null) return '';
  const amount = formatEuro(contract.beitrag);
  const rhythm = labelOf(ZAHLUNGSWEISE_OPTIONS, contract.zahlungsweise);
  return rhythm ? contractTexts.premiumWithRhythm(amount, rhythm) : amount;
}

/** '≈ 8,33 € / Monat' for a premium paid less often than monthly; '' for monthly, one-off or none. */
export function monthlyShareText(contract: Pick<Contract, 'beitrag' | 'zahlungsweise'>): string {
  if (contract.zahlungsweise === 12 || isOneOff(contract)) return '';
  const monthly = monthlyPremium(contract);
  return monthly === null ? '' : contractTexts.monthlyShare(formatEuro(monthly));
}

/** Euro of whole cents. */
export const centsText = (cents: number) => formatEuro(cents / 100);

/** 'kündbar bis 30.09.2025' and 'noch 12 Tage', or null without a deadline. */
export function deadlineTexts(contract: Pick<Contract, 'kuendbar_bis'>, today: string) {
  if (!contract.kuendbar_bis) return null;
  return {
    date: formatDate(contract.kuendbar_bis),
    until: contractTexts.cancellableUntil(formatDate(contract.kuendbar_bis)),
    left: contractTexts.daysLeft(Math.max(0, daysLeft(today, contract.kuendbar_bis))),
  };
}

/** '3 Monate' of a value and unit, or '' when either is missing. */
export function periodText(value: number | null, unit: string | null): string {
  return value === null || unit === null ? '' : contractTexts.period(value, unit);
}

/** '3 Monate zum Laufzeitende'. */
export function noticeText(contract: Pick<Contract, 'kf_wert' | 'kf_einheit' | 'kf_ende'>): string {
  const period = periodText(contract.kf_wert, contract.kf_einheit);
  if (!period) return '';
  return [period, labelOf(KF_ENDE_OPTIONS, contract.kf_ende ?? 'laufzeitende')].filter(Boolean).join(' ');
}
