import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../test/download-mock';
import { mockFetch } from '../test/fetch-mock';
import { ApiError } from './api-client';
import { downloadFile } from './download';
import { setToken } from './storage';
import { getToasts } from './toast-store';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  setToken('jwt');
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

describe('downloadFile', () => {
  it('fetches with the session in the header (not in the URL) and saves the answer as a Blob', async () => {
    const { calls } = mockFetch({
      'GET /api/contracts/3/kalender.ics': () => ({
        body: 'BEGIN:VCALENDAR',
        headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
      }),
    });
    await downloadFile('/contracts/3/kalender.ics', 'vertrag-3.ics');
    expect(calls.map((call) => call.path)).toEqual(['/api/contracts/3/kalender.ics']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt');
    expect(downloads.saved).toHaveLength(1);
    const [saved] = downloads.saved;
    expect(saved?.filename).toBe('vertrag-3.ics');
    expect(saved?.blob.type).toBe('text/calendar; charset=utf-8');
    expect(await saved?.blob.text()).toContain('BEGIN:VCALENDAR');
  });

  it('shows a failure as the API client does and saves nothing', async () => {
    mockFetch({
      'GET /api/reminders/9/kalender.ics': () => ({
        status: 404,
        body: { error: 'could_not_find_reminder', message: 'Die Erinnerung wurde nicht gefunden.' },
      }),
    });
    const failure = await downloadFile('/reminders/9/kalender.ics', 'x.ics').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(getToasts().map((toast) => toast.text)).toHaveLength(1);
    expect(downloads.saved).toEqual([]);
  });
});
