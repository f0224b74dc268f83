import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Card } from '../../../components/ui/card';
import styles from '../bestandsuebertragung.module.css';

/**
 * The request's card: its heading takes the focus when the card opens in place of 'Verträge übertragen'
 * (`focusOnOpen`: not when the page is drawn again with a kept draft), so the next element is the choice.
 */
export function RequestCard({ focusOnOpen, children }: { focusOnOpen: boolean; children: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useRef(focusOnOpen);
  useEffect(() => {
    if (focus.current) heading.current?.focus();
  }, []);
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {texts.request.start}
      </h2>
      {children}
    </Card>
  );
}
