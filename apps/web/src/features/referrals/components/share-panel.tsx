import { referralTexts as texts } from '@kundenportal/domain/texts/referrals';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import fieldStyles from '../../../components/ui/field.module.css';
import { toast } from '../../../lib/toast-store';
import styles from '../referrals.module.css';
import { copyText, shareLinks, shareNatively } from '../share-links';

/**
 * The personal link with copy, share and WhatsApp (spec section 2): share opens the device's share dialog
 * where there is one, else a sheet with WhatsApp, e-mail and SMS links.
 */
export function SharePanel({ url, text }: { url: string; text: string }) {
  const inputId = useId();
  const [sheet, setSheet] = useState(false);
  const message = text || url;
  const links = shareLinks(message);

  async function copy() {
    if (await copyText(url)) toast.success(texts.linkCopied);
    else toast.error(texts.copyFailed);
  }

  async function share() {
    if (!(await shareNatively(message, url))) setSheet(true);
  }

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
      <div className={styles.actions}>
        <Button onClick={() => void copy()}>{texts.copy}</Button>
        <Button variant="secondary" onClick={() => void share()}>
          {texts.share}
        </Button>
        <a className={styles.whatsapp} href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          {texts.whatsapp}
        </a>
      </div>
      <Dialog open={sheet} title={texts.sheetTitle} onClose={() => setSheet(false)}>
        <ul className={styles.sheet}>
          <li>
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
              {texts.sheetWhatsapp}
            </a>
          </li>
          <li>
            <a href={links.email}>{texts.sheetEmail}</a>
          </li>
          <li>
            <a href={links.sms}>{texts.sheetSms}</a>
          </li>
        </ul>
        <Button variant="secondary" onClick={() => setSheet(false)}>
          {texts.close}
        </Button>
      </Dialog>
    </div>
  );
}
