import type { ReactNode } from 'react';
import styles from './card.module.css';

/** A surface that groups content on a page. */
export function Card({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <section className={styles.card} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
