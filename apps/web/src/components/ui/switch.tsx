import type { ReactNode } from 'react';
import styles from './switch.module.css';

/**
 * An on/off switch (WAI-ARIA switch pattern): the whole row is one button with its label inside, a large
 * touch target; Space and Enter toggle it as a native button does.
 */
export function Switch({
  checked,
  onChange,
  children,
  describedBy,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      className={styles.switch}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span>{children}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}
