import { referralTexts } from '@kundenportal/domain/texts/referrals';

/** The sharing sheet's links when the device has no share dialog (Web Share API). */
export function shareLinks(text: string, subject: string = referralTexts.shareTitle) {
  const body = encodeURIComponent(text);
  return {
    whatsapp: `https://wa.me/?text=${body}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${body}`,
    sms: `sms:?&body=${body}`,
  };
}

/**
 * Shares through the device's share dialog when it has one (phones, some desktops); answers false when it
 * has none, so the page opens its sharing sheet (WhatsApp, e-mail, SMS). A cancelled dialog counts as shared.
 */
export async function shareNatively(
  text: string,
  url: string,
  title: string = referralTexts.shareTitle,
): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  const data = { title, text, url };
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return false;
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return true;
    return false;
  }
  return true;
}

/** Copies the link: the Clipboard API, else the selected text and the old copy command. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand?.('copy') ?? false;
    area.remove();
    return done;
  }
}
