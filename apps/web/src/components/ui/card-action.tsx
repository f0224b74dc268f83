import type { ReactNode } from 'react';
import list from './list.module.css';

/**
 * A card's small text action (open, edit, delete …: list.module.css's `.action`), its label naming the
 * entry it acts on; `danger` for a removal.
 */
export function CardAction({
  label,
  onClick,
  danger = false,
  disabled,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** The screen's own class, for its layout only (list.module.css). */
  className?: string;
  children: ReactNode;
}) {
  const classes = [list.action, danger ? list.danger : null, className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </button>
  );
}
