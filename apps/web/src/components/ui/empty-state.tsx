import { messages } from '@kundenportal/domain/texts/messages';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** Shown when a list or page has nothing to show; default text of spec section 2. */
export function EmptyState({
  text = messages.emptyState,
  children,
}: {
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
