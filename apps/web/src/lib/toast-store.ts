import { LOGIN_ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@kundenportal/domain/constants';

/** Toasts of spec section 9: at the top, full width, 2000 ms by default, dismissed by a tap. */
export type ToastKind = 'success' | 'info' | 'error';

export type Toast = {
  id: number;
  text: string;
  /** An optional heading above the text (e.g. 'Fehler beim einloggen', spec section 8). */
  title?: string;
  kind: ToastKind;
  durationMs: number;
  /** Toasts of one group replace each other: at most one is open (the login error toasts). */
  group?: string;
};

export type ToastInput = {
  text: string;
  title?: string;
  kind?: ToastKind;
  durationMs?: number;
  group?: string;
};

const LOGIN_ERROR_GROUP = 'login-error';

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function startTimer(toast: Toast): void {
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.durationMs),
  );
}

export function showToast(input: ToastInput): number {
  const kind = input.kind ?? 'info';
  const durationMs = input.durationMs ?? TOAST_DURATION_MS;
  // The same text twice (e.g. parallel requests failing alike) shows once, with a fresh timer.
  const same = toasts.find((toast) => toast.text === input.text && toast.kind === kind && !input.group);
  if (same) {
    startTimer(same);
    return same.id;
  }
  const replaced = input.group ? toasts.filter((toast) => toast.group === input.group) : [];
  for (const toast of replaced) clearTimeout(timers.get(toast.id));
  const toast: Toast = {
    id: nextId++,
    text: input.text,
    title: input.title,
    kind,
    durationMs,
    group: input.group,
  };
  emit([...toasts.filter((t) => !replaced.includes(t)), toast]);
  startTimer(toast);
  return toast.id;
}

export const toast = {
  success: (text: string) => showToast({ text, kind: 'success' }),
  info: (text: string) => showToast({ text, kind: 'info' }),
  error: (text: string, title?: string) => showToast({ text, title, kind: 'error' }),
  /** Login errors stay 10 s and at most one is open (spec section 8, "Login"). */
  loginError: (text: string) =>
    showToast({ text, kind: 'error', durationMs: LOGIN_ERROR_TOAST_DURATION_MS, group: LOGIN_ERROR_GROUP }),
  /** A successful login closes a login error toast that is still open. */
  dismissLoginErrors: () => {
    for (const open of toasts) if (open.group === LOGIN_ERROR_GROUP) dismissToast(open.id);
  },
};

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  emit([]);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
