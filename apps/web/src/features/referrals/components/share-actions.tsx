import { referralTexts as texts } from '@kundenportal/domain/texts/referrals';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast-store';
import styles from '../referrals.module.css';
import { copyText, shareLinks, shareNatively } from '../share-links';

type ShareActionsProps = {
  /** What is shared: the message (with its link), the link, the share dialog's title and the mail subject. */
  message: string;
  url: string;
  title?: string;
  subject?: string;
  /** What 'copy' puts on the clipboard, its button label and the toast that confirms it. */
  copy: { text: string; label: string; done: string };
};

/**
 * Copy, share and WhatsApp (spec section 2): share opens the device's share dialog where there is one, else
 * a sheet with WhatsApp, e-mail and SMS links. The referral page's link and the recommend-app dialog share
 * this way.
 */
export function ShareActions({ message, url, title, subject, copy }: ShareActionsProps) {
  const [sheet, setSheet] = useState(false);
  const links = shareLinks(message, subject);

  async function copyToClipboard() {
    if (await copyText(copy.text)) toast.success(copy.done);
    else toast.error(texts.copyFailed);
  }

  async function share() {
    if (!(await shareNatively(message, url, title))) setSheet(true);
  }

  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => void copyToClipboard()}>{copy.label}</Button>
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
    </>
  );
}
