import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Card } from '../../../components/ui/card';
import styles from '../bestandsuebertragung.module.css';

/**
 * The request's card: its heading takes the focus when the card opens in place of 'Verträge übertragen'
 * (`focusOnOpen`: not when the page is drawn again with a kept draft) and when 'Zurück' leads from the
 * summary to the choice, so the next element is the choice (the summary focuses its own heading).
 */
export function RequestCard({
  step,
  focusOnOpen,
  children,
}: {
  step: 'choose' | 'summary';
  focusOnOpen: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opening = useRef(true);
  useEffect(() => {
    const first = opening.current;
    opening.current = false;
    if (step === 'choose' && (!first || focusOnOpen)) heading.current?.focus();
  }, [step, focusOnOpen]);
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {texts.request.start}
      </h2>
      {children}
    </Card>
  );
}
