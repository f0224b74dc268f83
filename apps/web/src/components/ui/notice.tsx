import type { AriaRole, ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeVariant = 'info' | 'warning' | 'success' | 'error';

/**
 * The role each kind gets unless told otherwise: a note for information and warnings that are part of
 * the page, a status for a success, an alert for an error (read out at once).
 */
const defaultRoles: Record<NoticeVariant, AriaRole> = {
  info: 'note',
  warning: 'note',
  success: 'status',
  error: 'alert',
};

/** Icon paths (24 × 24): i in a circle, ! in a triangle, a tick, a cross. */
const iconPaths: Record<NoticeVariant, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7 12 10.6 15.6 7 17 8.4 13.4 12 17 15.6Z',
};

type NoticeProps = {
  variant: NoticeVariant;
  children: ReactNode;
  /** Overrides the variant's role (e.g. 'status' for an info that appears after an action). */
  role?: AriaRole;
  id?: string;
};

/**
 * A note on a page in one of four kinds. The kind shows as colour, bar and icon; `data-variant` names it
 * for styles and tests. Not a toast: it stays where it is.
 */
export function Notice({ variant, children, role, id }: NoticeProps) {
  return (
    <div id={id} className={styles.notice} data-variant={variant} role={role ?? defaultRoles[variant]}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={iconPaths[variant]} />
      </svg>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
