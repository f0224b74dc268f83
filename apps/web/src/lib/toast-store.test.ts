import { LOGIN_ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@kundenportal/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast, toast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('carries an optional title', () => {
    toast.error('Der Token ist nicht gültig.', 'Fehler beim einloggen');
    expect(getToasts()[0]).toMatchObject({
      text: 'Der Token ist nicht gültig.',
      title: 'Fehler beim einloggen',
    });
    toast.error('Ohne Titel');
    expect(getToasts()[1]?.title).toBeUndefined();
  });

  it('closes a toast after 2000 ms by default', () => {
    toast.success('Gespeichert');
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps a login error toast for 10 s', () => {
    toast.loginError('Die Zugangsdaten sind falsch.');
    vi.advanceTimersByTime(LOGIN_ERROR_TOAST_DURATION_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps at most one login error toast open', () => {
    toast.loginError('Die Zugangsdaten sind falsch.');
    toast.loginError('Es ist ein Fehler aufgetreten.');
    toast.loginError('Die Zugangsdaten sind falsch.');
    const open = getToasts();
    expect(open).toHaveLength(1);
    expect(open[0]?.text).toBe('Die Zugangsdaten sind falsch.');
    expect(open[0]?.kind).toBe('error');
  });

  it('closes the login error toast on request (after a successful login)', () => {
    toast.loginError('Die Zugangsdaten sind falsch.');
    toast.info('Hinweis');
    toast.dismissLoginErrors();
    expect(getToasts().map((t) => t.text)).toEqual(['Hinweis']);
  });

  it('lets other toasts stand beside the login error toast', () => {
    toast.info('Hinweis');
    toast.loginError('Die Zugangsdaten sind falsch.');
    expect(getToasts().map((t) => t.text)).toEqual(['Hinweis', 'Die Zugangsdaten sind falsch.']);
  });

  it('shows the same text once and restarts its timer', () => {
    toast.error('Es ist ein Fehler aufgetreten.');
    vi.advanceTimersByTime(1500);
    toast.error('Es ist ein Fehler aufgetreten.');
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1500);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses a toast on request', () => {
    const id = showToast({ text: 'Tippen zum Schließen' });
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
  });
});
