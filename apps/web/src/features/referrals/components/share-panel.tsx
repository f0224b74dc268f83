import { referralTexts as texts } from '@kundenportal/domain/texts/referrals';
import { useId } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import styles from '../referrals.module.css';
import { ShareActions } from './share-actions';

/** The personal link with copy, share and WhatsApp (spec section 2), on the referral page's last step. */
export function SharePanel({ url, text }: { url: string; text: string }) {
  const inputId = useId();
  return (
    <div className={styles.share}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {texts.linkLabel}
      </label>
      <input
        id={inputId}
        className={`${fieldStyles.input} ${styles.link}`}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <ShareActions
        message={text || url}
        url={url}
        copy={{ text: url, label: texts.copy, done: texts.linkCopied }}
      />
    </div>
  );
}
