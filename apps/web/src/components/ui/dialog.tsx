import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the <dialog>, e.g. for a dialog with a sticky footer. */
  className?: string;
};

/**
 * A modal dialog on the native <dialog> element (focus trap, Escape and inert background come from
 * the browser). The app closes every open <dialog> on a route change (spec section 2).
 */
export function Dialog({ open, title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  // Closes the page asked for whose close event has not come yet (see onClose below).
  const pageCloses = useRef(0);
  const titleId = useId();

  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) {
      pageCloses.current += 1;
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={titleId}
      // A dialog opened inside this one (a sharing sheet) reports its own close through React's tree:
      // only this dialog's own close closes it. A close the page asked for (open false) is no answer:
      // its event comes later (Chromium: after the next Back had opened the dialog again, 35 ms on), and
      // then a late onClose would cancel the new question unseen. So each such close swallows one event;
      // only a close of the browser's own (Escape, or the route change closing every dialog) answers.
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (pageCloses.current > 0) {
          pageCloses.current -= 1;
          return;
        }
        if (openRef.current) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
