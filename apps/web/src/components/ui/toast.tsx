import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type Toast } from '../../lib/toast-store';
import styles from './toast.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const isError = toast.kind === 'error';
  return (
    // A tap anywhere on the toast dismisses it (spec section 9); keyboard users have the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the close button inside is the keyboard path.
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region that a tap dismisses.
    <div
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={`${styles.toast} ${styles[toast.kind]}`}
      onClick={() => dismissToast(toast.id)}
    >
      <p className={styles.text}>
        {toast.title ? <strong className={styles.title}>{toast.title} </strong> : null}
        {toast.text}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={uiTexts.closeToast}
        onClick={(event) => {
          event.stopPropagation();
          dismissToast(toast.id);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** The toasts at the top of the screen, full width (spec section 9). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  return (
    <section aria-label={uiTexts.notifications} className={styles.toaster}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
