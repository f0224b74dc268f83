import { describe, expect, it } from 'vitest';
import { tokenOf } from '../test/session-token';
import {
  dropAllOfflineCopies,
  dropOfflineCopy,
  keepOfflineCopy,
  readOfflineCopy,
  sessionOwner,
} from './offline-copy';
import { endSession } from './session';
import { setToken } from './storage';

const isCard = (data: unknown): data is { nummer: string } =>
  typeof (data as { nummer?: unknown } | null)?.nummer === 'string';
const read = () => readOfflineCopy('notfallkarte', isCard);
const stored = () => localStorage.getItem('kundenportal.offline.notfallkarte');

describe('a copy kept on the device for offline use (ADR 226)', () => {
  it("is kept with its date for the session's user, and refreshed", () => {
    setToken(tokenOf(7));
    expect(sessionOwner()).toBe('7');
    expect(read()).toBeNull();
    expect(keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' }, new Date('2026-11-28T09:05:00Z'))).toBe(true);
    expect(read()).toEqual({ owner: '7', stand: '2026-11-28T09:05:00.000Z', data: { nummer: 'KFZ-1' } });

    keepOfflineCopy('notfallkarte', { nummer: 'KFZ-2' }, new Date('2026-11-29T10:00:00Z'));
    expect(read()).toMatchObject({ stand: '2026-11-29T10:00:00.000Z', data: { nummer: 'KFZ-2' } });
  });

  it('is kept only with a session, and goes when the customer drops it', () => {
    expect(keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' })).toBe(false);
    expect(stored()).toBeNull();
    setToken('not-a-jwt');
    expect(keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' })).toBe(false);

    setToken(tokenOf(7));
    keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' });
    dropOfflineCopy('notfallkarte');
    expect(read()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('goes with the session (logout, expiry) and with the removal of the saved data', () => {
    setToken(tokenOf(7));
    keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' });
    endSession();
    expect(stored()).toBeNull();
    expect(localStorage.getItem('kundenportal.offline.names')).toBeNull();

    setToken(tokenOf(7));
    keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' });
    dropAllOfflineCopies();
    expect(stored()).toBeNull();
  });

  it("stays over a rotated token of the same user; another user's token neither reads nor keeps it", () => {
    setToken(tokenOf(7, 'first'));
    keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' });
    setToken(tokenOf(7, 'rotated'));
    expect(read()?.data).toEqual({ nummer: 'KFZ-1' });

    setToken(tokenOf(8));
    expect(read()).toBeNull();
    expect(stored()).toBeNull();
  });

  it("is never read under another user's token, even where it was left in storage", () => {
    setToken(tokenOf(7));
    keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' });
    const left = stored();
    setToken(tokenOf(8));
    localStorage.setItem('kundenportal.offline.notfallkarte', left ?? '');
    expect(read()).toBeNull();
  });

  it('ends the adviser session without touching the customer copy', () => {
    setToken(tokenOf(7));
    keepOfflineCopy('notfallkarte', { nummer: 'KFZ-1' });
    endSession('adviser');
    expect(read()?.data).toEqual({ nummer: 'KFZ-1' });
  });
});
