import { messages } from '@kundenportal/domain/texts/messages';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { bannerElementId, hideBanner, isBannerHidden } from '../../lib/hidden-banners';
import styles from './banner.module.css';
import { Button } from './button';
import { Notice } from './notice';

type BannerProps = {
  /** Names the banner for good: 'Nicht mehr anzeigen.' hides every banner of this id on this device. */
  id: string;
  title?: string;
  tone?: 'info' | 'warning';
  /** A string becomes a paragraph. */
  children: ReactNode;
};

/**
 * A hint on a page with the option 'Nicht mehr anzeigen.' (spec sections 2 and 4: the hidden flag is
 * stored persistently per banner id, here in local storage, so per device). The flag is read while
 * rendering, so a hidden banner never shows, not even for a frame (nor in a prerendered page: the boot
 * script takes it out, lib/hidden-banners.ts).
 */
export function Banner({ id, title, tone = 'info', children }: BannerProps) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const textId = useId();
  if (dismissed === id || isBannerHidden(id)) return null;

  const hide = (event: MouseEvent<HTMLButtonElement>) => {
    // The button leaves with the banner: the focus goes to the page's content, not to the document's body.
    if (document.activeElement === event.currentTarget) {
      event.currentTarget.closest<HTMLElement>('main')?.focus({ preventScroll: true });
    }
    hideBanner(id);
    setDismissed(id);
  };

  return (
    <Notice variant={tone} id={bannerElementId(id)}>
      <div id={textId} className={styles.text}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {typeof children === 'string' ? <p>{children}</p> : children}
      </div>
      <Button variant="link" aria-describedby={textId} onClick={hide}>
        {messages.bannerHide}
      </Button>
    </Notice>
  );
}
