import { paymentsTotal, shownAmount, sortPayments } from '@kundenportal/domain/referrals/payouts';
import type { ReferralPayment } from '@kundenportal/domain/referrals/referral-api';
import { type VoucherType, voucherDisplay } from '@kundenportal/domain/referrals/vouchers';
import { referralTexts as texts } from '@kundenportal/domain/texts/referrals';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate, formatEuro } from '../../../lib/format';
import styles from '../referrals.module.css';

/**
 * The payouts history (spec sections 2 and 9): each payout as amount plus bonus, newest first, with its
 * voucher shown the spec's way (amazon dark and paypal yellow as a card, others grey without), and the total.
 */
export function PayoutsDialog({
  payments,
  voucherTypes,
  onClose,
}: {
  payments: readonly ReferralPayment[];
  voucherTypes: readonly VoucherType[];
  onClose: () => void;
}) {
  const sorted = sortPayments(payments);
  return (
    <Dialog open title={texts.payoutsTitle} onClose={onClose}>
      {sorted.length === 0 ? <p>{texts.payoutsEmpty}</p> : null}
      <ul className={styles.payouts}>
        {sorted.map((payment) => {
          const voucher = voucherTypes.find((type) => type.type === payment.voucherType);
          const display = voucher?.display ?? voucherDisplay(payment.voucherType);
          const name = `${payment.interessent.vorname} ${payment.interessent.name}`.trim();
          return (
            <li
              key={`${payment.paidAt}-${name}`}
              className={`${styles.payout} ${display.card ? styles.card : ''} ${styles[display.background] ?? ''}`}
              data-voucher={payment.voucherType}
            >
              <span className={styles.voucherName}>{voucher?.displayName ?? payment.voucherType}</span>
              <strong className={styles.amount}>{formatEuro(shownAmount(payment))}</strong>
              {payment.bonus > 0 ? <span>{texts.bonus(formatEuro(payment.bonus))}</span> : null}
              <span>{texts.payoutFor(name)}</span>
              <span>{texts.paidOn(formatDate(payment.paidAt))}</span>
            </li>
          );
        })}
      </ul>
      {sorted.length > 0 ? (
        <p className={styles.total}>{texts.payoutsTotal(formatEuro(paymentsTotal(sorted)))}</p>
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        {texts.close}
      </Button>
    </Dialog>
  );
}
