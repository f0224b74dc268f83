import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { isLoading } from '../../../lib/loader-store';
import { onSessionEnd } from '../../../lib/session';
import { getToken, setToken } from '../../../lib/storage';
import { getToasts } from '../../../lib/toast-store';
import { mockFetch } from '../../../test/fetch-mock';
import { logOut } from './logout';

type Reply = { status: number; body: unknown };

function held() {
  let answer: (reply: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => (answer = resolve));
  return { reply: () => reply, answer };
}

describe('logOut (issue 27, item 4)', () => {
  it('ends the session on the device before the server hears of it: a read refused meanwhile shows nothing', async () => {
    setToken('old');
    const ended = vi.fn();
    onTestFinished(onSessionEnd(ended));
    const read = held();
    const logout = held();
    const { calls } = mockFetch({ 'GET /api/passkeys': read.reply, 'POST /api/logout': logout.reply });

    const reading = apiRequest('/passkeys').catch((error: unknown) => error);
    const loggingOut = logOut();
    expect(getToken()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    // The server has taken the logout; the read it refuses now comes back before the logout's answer.
    read.answer({ status: 401, body: { message: 'The token has been blacklisted' } });
    expect(await reading).toBeInstanceOf(ApiError);
    logout.answer({ status: 200, body: { success: true } });
    await loggingOut;
    expect(isLoading()).toBe(false);

    expect(getToasts().map((toast) => toast.text)).toEqual(['Du wurdest erfolgreich ausgeloggt!']);
    expect(ended).toHaveBeenCalledOnce();
    expect(calls.find((call) => call.path === '/api/logout')?.headers.get('Authorization')).toBe(
      'Bearer old',
    );
  });

  it('says that the server could not be told, and stays logged out', async () => {
    setToken('old');
    mockFetch({ 'POST /api/logout': () => ({ status: 500, body: {} }) });
    await logOut();
    expect(getToken()).toBeNull();
    expect(getToasts().map((toast) => toast.kind)).toEqual(['error']);
  });
});
