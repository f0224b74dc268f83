import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { takeServerErrors } from './server-errors';
import { getToken, setToken } from './storage';
import { clearToasts, getToasts } from './toast-store';

const texts = () => getToasts().map((t) => t.text);

afterEach(() => clearToasts());

describe('takeServerErrors', () => {
  it('puts 422 list entries at their fields and the rest into toasts', () => {
    const error = new ApiError(422, {
      errors: ['email=>Ungültig', 'unbekannt=>Nicht im Formular', 'Allgemein'],
    });
    const fields = takeServerErrors(error, (field) => (field === 'email' ? 'email' : undefined));
    expect(fields).toEqual({ email: 'Ungültig' });
    expect(texts()).toEqual(['Allgemein', 'Nicht im Formular']);
    expect(error.handled).toBe(true);
  });

  it('accepts the errors map shape too', () => {
    const fields = takeServerErrors(new ApiError(422, { errors: { firstname: ['Zu kurz'] } }));
    expect(fields).toEqual({ firstname: 'Zu kurz' });
  });

  it('says to wait on 429 and keeps the session', () => {
    setToken('jwt');
    expect(takeServerErrors(new ApiError(429, { error: 'too_many_requests' }))).toEqual({});
    expect(texts()).toEqual(['Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.']);
    expect(getToken()).toBe('jwt');
  });

  it('leaves other errors to the API client: a logout code ends the session', () => {
    setToken('jwt');
    takeServerErrors(new ApiError(401, { error: 'token_expired' }));
    expect(getToken()).toBeNull();
    expect(texts()).toContain('Die Anfrage ist nicht mehr gültig.');
  });

  it('does nothing for an error the client already handled', () => {
    const error = new ApiError(500, {});
    error.handled = true;
    expect(takeServerErrors(error)).toEqual({});
    expect(texts()).toEqual([]);
  });
});
