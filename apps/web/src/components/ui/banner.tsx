import { messages } from '@kundenportal/domain/texts/messages';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { readJson, writeJson } from '../../lib/storage';
import styles from './banner.module.css';
import { Button } from './button';
import { Notice } from './notice';

/** Local storage key of the hidden banners: a list of banner ids. */
const HIDDEN_KEY = 'banners.hidden';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** The ids of the banners hidden on this device; anything else stored under the key counts as none. */
function hiddenBanners(): string[] {
  return readJson(HIDDEN_KEY, isIdList) ?? [];
}

export function isBannerHidden(id: string): boolean {
  return hiddenBanners().includes(id);
}

export function hideBanner(id: string): void {
  const hidden = hiddenBanners();
  if (!hidden.includes(id)) writeJson(HIDDEN_KEY, [...hidden, id]);
}

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
 * rendering, so a hidden banner never shows, not even for a frame.
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
    <Notice variant={tone}>
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
