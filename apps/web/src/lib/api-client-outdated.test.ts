import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { ApiError, apiRequest, forgetPendingReads } from './api-client';
import { endSession } from './session';
import { getToken, setToken } from './storage';
import { getToasts } from './toast-store';

type Reply = { status: number; body: unknown };

/** A reply held back until `answer` is called: the request is in flight meanwhile. */
function held() {
  let answer: (reply: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => (answer = resolve));
  return { reply: () => reply, answer };
}

async function failure(request: Promise<unknown>): Promise<ApiError> {
  try {
    await request;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

const toastTexts = () => getToasts().map((toast) => toast.text);

describe('failures of a state that is gone are not shown (issue 27, item 4)', () => {
  it('a read on its way when a delete succeeded fails silently; a read started after it does not', async () => {
    setToken('t');
    const detail = held();
    mockFetch({
      'GET /api/persons/7': detail.reply,
      'GET /api/persons/8': () => ({ status: 404, body: { message: 'Der Eintrag wurde nicht gefunden.' } }),
    });
    const before = failure(apiRequest('/persons/7'));
    forgetPendingReads();
    detail.answer({ status: 404, body: { message: 'Der Eintrag wurde nicht gefunden.' } });
    expect((await before).handled).toBe(true);
    expect(toastTexts()).toEqual([]);

    await failure(apiRequest('/persons/8'));
    expect(toastTexts()).toEqual(['Der Eintrag wurde nicht gefunden.']);
    expect(getToken()).toBe('t');
  });

  it('a write on its way when a delete succeeded still reports its failure', async () => {
    setToken('t');
    const save = held();
    mockFetch({ 'PUT /api/persons/7': save.reply });
    const request = failure(apiRequest('/persons/7', { method: 'PUT', body: {} }));
    forgetPendingReads();
    save.answer({ status: 500, body: {} });
    await request;
    expect(toastTexts()).toEqual(['Es ist ein Fehler aufgetreten.']);
  });

  it('a call of a session that ended while it ran (logout) is refused silently, without a second logout', async () => {
    setToken('t');
    const read = held();
    mockFetch({ 'GET /api/passkeys': read.reply });
    const request = failure(apiRequest('/passkeys'));
    endSession();
    read.answer({ status: 401, body: { message: 'The token has been blacklisted' } });
    expect((await request).handled).toBe(true);
    expect(toastTexts()).toEqual([]);
  });

  it('a page still open after the logout asks once more without a token: no "kein Token" toast', async () => {
    mockFetch({
      'GET /api/users/me': () => ({ status: 401, body: { error: 'token_not_provided' } }),
    });
    await failure(apiRequest('/users/me'));
    expect(toastTexts()).toEqual([]);
  });

  it('calls with their own rules get every failure unhandled', async () => {
    setToken('t');
    const read = held();
    mockFetch({ 'GET /api/branding/x': read.reply });
    const request = failure(apiRequest('/branding/x', { handleErrors: false }));
    forgetPendingReads();
    read.answer({ status: 404, body: {} });
    expect((await request).handled).toBe(false);
  });

  it('a logout sends the session it ends when asked to, though it is no longer stored', async () => {
    const { calls } = mockFetch({ 'POST /api/logout': () => ({ status: 200, body: { success: true } }) });
    await apiRequest('/logout', { method: 'POST', handleErrors: false, token: 'old' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old');
  });
});
