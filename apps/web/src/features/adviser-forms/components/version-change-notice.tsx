import type { FieldChange } from '@kundenportal/domain/adviser-forms/version-change';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { useEffect, useId, useRef } from 'react';
import { Notice } from '../../../components/ui/notice';
import styles from '../adviser-forms.module.css';

export type VersionChangeNoticeProps = {
  version: number;
  changes: readonly FieldChange[];
  proseChanged: boolean;
  /** The signature given before still stands (else the customer signs again). */
  signatureKept: boolean;
  /** Whether the form has a signature at all. */
  signs: boolean;
};

function changeText(change: FieldChange): string {
  switch (change.kind) {
    case 'added':
      return texts.changeAdded(change.title);
    case 'removed':
      return texts.changeRemoved(change.title);
    case 'changed':
      return change.dropped ? texts.changeDropped(change.title) : texts.changeChanged(change.title);
  }
}

/**
 * Issue 27: the lasting explanation after the adviser published a new version while the customer filled
 * in the form — what changed, what the customer must do again. It stays above the form until it is sent;
 * its heading takes the focus when it appears, so it is read out.
 */
export function VersionChangeNotice({
  version,
  changes,
  proseChanged,
  signatureKept,
  signs,
}: VersionChangeNoticeProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId}>
      <Notice variant="warning">
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.versionChangeTitle}>
          {texts.newVersionTitle}
        </h2>
        <p>{texts.newVersionIntro(version)}</p>
        <ul className={styles.versionChanges}>
          {proseChanged ? <li>{texts.proseChanged}</li> : null}
          {changes.map((change) => (
            <li key={`${change.kind}-${change.title}`}>{changeText(change)}</li>
          ))}
          {signs ? <li>{signatureKept ? texts.signatureKept : texts.signAgain}</li> : null}
        </ul>
      </Notice>
    </section>
  );
}
