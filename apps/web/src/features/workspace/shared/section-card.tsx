import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import styles from './section-card.module.css';

/** The class of one entry of a SectionCard's list. */
export const sectionItemClass = styles.item;

/** One part of a workspace page: a card with its heading and list (`ol` when the order means something), or `empty`. */
export function SectionCard({
  id,
  title,
  empty,
  ordered = false,
  footer,
  children,
}: {
  id: string;
  title: string;
  /** Shown instead of the list when it has no entries (null: nothing yet, e.g. while loading). */
  empty: string | null;
  ordered?: boolean;
  /** Below the list: e.g. a form that adds to it. */
  footer?: ReactNode;
  children: ReactNode[];
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <Card labelledBy={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children.length === 0 ? (
        empty === null ? null : (
          <p>{empty}</p>
        )
      ) : (
        <List className={styles.list}>{children}</List>
      )}
      {footer}
    </Card>
  );
}
