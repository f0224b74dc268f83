import { WEB_CLIENT } from '@kundenportal/domain/api/client-headers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { ApiError, apiRequest, validationErrorsOf } from './api-client';
import { isLoading } from './loader-store';
import { onSessionEnd } from './session';
import { getToken, setToken } from './storage';
import { getToasts } from './toast-store';

let sessionEnded: ReturnType<typeof vi.fn<() => void>>;
let stopListening: () => void;

beforeEach(() => {
  sessionEnded = vi.fn<() => void>();
  stopListening = onSessionEnd(sessionEnded);
});

afterEach(() => {
  stopListening();
});

function toastTexts() {
  return getToasts().map((t) => `${t.kind}: ${t.text}`);
}

async function failing(path: string): Promise<ApiError> {
  try {
    await apiRequest(path);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  it('sends the client, version and no-cache headers, and the bearer token when stored', async () => {
    const { calls } = mockFetch({ 'GET /api/users/me': () => ({ body: { user: {} } }) });
    await apiRequest('/users/me');
    setToken('abc.def.ghi');
    await apiRequest('/users/me');

    const [first, second] = calls;
    expect(first?.headers.get('X-Client-Id')).toBe(WEB_CLIENT.id);
    expect(first?.headers.get('X-Client-Secret')).toBe(WEB_CLIENT.secret);
    expect(first?.headers.get('X-App-Version')).toBe('1.0.0');
    expect(first?.headers.get('X-Api-Version')).toBe('1');
    expect(first?.headers.get('Cache-Control')).toBe('no-cache');
    expect(first?.headers.get('Pragma')).toBe('no-cache');
    expect(first?.headers.has('Authorization')).toBe(false);
    expect(second?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends a JSON body', async () => {
    const { calls } = mockFetch({ 'POST /api/login': () => ({ body: { token: 't' } }) });
    await apiRequest('/login', { method: 'POST', body: { email: 'a@b.de', password: 'x' } });
    expect(calls[0]?.body).toEqual({ email: 'a@b.de', password: 'x' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    const { calls, fetchMock } = mockFetch({ 'POST /api/users/avatar': () => ({ body: { success: true } }) });
    setToken('abc.def.ghi');
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'avatar.jpg');
    await apiRequest('/users/avatar', { method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('stores a fresh token from the Authorization header of a response', async () => {
    setToken('old');
    mockFetch({
      'GET /api/users/me': () => ({ body: { user: {} }, headers: { Authorization: 'Bearer new-token' } }),
    });
    await apiRequest('/users/me');
    expect(getToken()).toBe('new-token');
  });

  it('logs out with the catalogue text on a logout code', async () => {
    setToken('t');
    mockFetch({
      'GET /api/users/me': () => ({ status: 401, body: { error: 'token_expired', message: 'egal' } }),
    });
    const error = await failing('/users/me');
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(toastTexts()).toEqual(['error: Die Anfrage ist nicht mehr gültig.']);
  });

  it.each([
    ['user_not_active', 403, 'Der Benutzer ist nicht aktiv.'],
    ['client_not_allowed', 403, 'Der Zugang ist für diese Anwendung nicht gültig.'],
    ['token_not_provided', 401, 'Es wurde kein Token mitgeliefert.'],
  ])('logs out on %s', async (code, status, text) => {
    setToken('t');
    mockFetch({ 'GET /api/x': () => ({ status, body: { error: code } }) });
    await failing('/x');
    expect(getToken()).toBeNull();
    expect(toastTexts()).toEqual([`error: ${text}`]);
  });

  it.each(['The token has been blacklisted', 'Token has expired and can no longer be refreshed'])(
    'logs out on the message %s without showing it',
    async (message) => {
      setToken('t');
      mockFetch({ 'GET /api/x': () => ({ status: 500, body: { message } }) });
      await failing('/x');
      expect(getToken()).toBeNull();
      expect(toastTexts()).toEqual(['error: Es ist ein Fehler aufgetreten.']);
    },
  );

  it('logs out on any 401', async () => {
    setToken('t');
    mockFetch({ 'GET /api/x': () => ({ status: 401, body: {} }) });
    await failing('/x');
    expect(getToken()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('logs out when no response arrives', async () => {
    setToken('t');
    mockFetch({ 'GET /api/x': () => 'network-error' });
    const error = await failing('/x');
    expect(error.status).toBeUndefined();
    expect(getToken()).toBeNull();
    expect(toastTexts()).toEqual(['error: Es ist ein Fehler aufgetreten.']);
  });

  it('keeps the session and shows no toast when the device is offline (the offline notice says it)', async () => {
    setToken('t');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({ 'GET /api/x': () => 'network-error' });
    const error = await failing('/x');
    vi.restoreAllMocks();
    expect(error.status).toBeUndefined();
    expect(error.offline).toBe(true);
    expect(error.handled).toBe(true);
    expect(getToken()).toBe('t');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });

  it('ignores 405', async () => {
    setToken('t');
    mockFetch({ 'GET /api/x': () => ({ status: 405, body: { error: 'method_not_allowed' } }) });
    await failing('/x');
    expect(getToken()).toBe('t');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });

  it('shows other errors as a toast and keeps the session', async () => {
    setToken('t');
    mockFetch({
      'GET /api/a': () => ({ status: 404, body: { error: 'could_not_find_contract' } }),
      'GET /api/b': () => ({ status: 500, body: { error: 'something_new', message: 'Das ging schief.' } }),
      'GET /api/c': () => ({ status: 502 }),
    });
    await failing('/a');
    await failing('/b');
    await failing('/c');
    expect(getToken()).toBe('t');
    expect(toastTexts()).toEqual([
      'error: Der Vertrag wurde nicht gefunden.',
      'error: Das ging schief.',
      'error: Es ist ein Fehler aufgetreten.',
    ]);
  });

  it('shows 422 entries without a field as toasts and leaves field entries to the form', async () => {
    setToken('t');
    mockFetch({
      'POST /api/x': () => ({ status: 422, body: { errors: ['email=>Bitte prüfen', 'Allgemeiner Fehler'] } }),
    });
    await expect(apiRequest('/x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toEqual(['error: Allgemeiner Fehler']);
  });

  it('leaves every error to the caller when asked', async () => {
    mockFetch({ 'POST /api/login': () => ({ status: 401, body: { error: 'invalid_credentials' } }) });
    await expect(
      apiRequest('/login', { method: 'POST', body: {}, handleErrors: false }),
    ).rejects.toMatchObject({
      status: 401,
      handled: false,
      body: { error: 'invalid_credentials' },
    });
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });

  it('shows the global loader while a request runs, except for the hidden-loader list', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch({
      'GET /api/users/me': async () => {
        await gate;
        return { body: {} };
      },
      'GET /api/chat': async () => {
        await gate;
        return { body: {} };
      },
    });
    const chat = apiRequest('/chat');
    expect(isLoading()).toBe(false);
    const me = apiRequest('/users/me');
    expect(isLoading()).toBe(true);
    release();
    await Promise.all([chat, me]);
    expect(isLoading()).toBe(false);
  });
});

describe('validationErrorsOf', () => {
  it('reads a 422 body with entries, as a list or a map', () => {
    expect(validationErrorsOf(new ApiError(422, { errors: ['code=>Abgelaufen', 'Allgemein'] }))).toEqual({
      fields: { code: 'Abgelaufen' },
      general: ['Allgemein'],
    });
    expect(validationErrorsOf(new ApiError(422, { errors: { email: ['Vergeben'] } }))).toEqual({
      fields: { email: 'Vergeben' },
      general: [],
    });
  });

  it('is undefined for any other failure and for a 422 without entries', () => {
    expect(validationErrorsOf(new ApiError(400, { errors: ['email=>x'] }))).toBeUndefined();
    expect(validationErrorsOf(new ApiError(422, { error: 'unprocessable' }))).toBeUndefined();
    expect(validationErrorsOf(new Error('x'))).toBeUndefined();
  });
});
