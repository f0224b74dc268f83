import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** /app/berater/info composed: the adviser's forms (adviser-forms) and provided PDFs (documents) as its documents. */
beforeEach(() => {
  queryClient.clear();
});

const provided: DocumentDto = {
  filename: 'dok-1.pdf',
  original_filename: 'Erstinformation.pdf',
  kategorie: 'berater',
  directory: '',
  kat: null,
  mvp: 0,
  created_at: '2026-03-01T10:00:00.000Z',
  link: '/api/persons/11/documents/dok-1.pdf',
  size: 1536,
  mime: 'application/pdf',
  owner_type: 'person',
  owner_id: 11,
  read_only: true,
  beraterdokument: 'erstinformation',
  signed_form: false,
};

describe('adviser page documents in the app', () => {
  it("links each form (with 'unterschrieben am' in Berlin time), a provided PDF only without form, then the adviser's own forms", async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({
        body: {
          user: demoUser({
            config: resolveConfig({
              dokumente_list: true,
              beraterdokumente: {
                maklervollmacht: true,
                einwilligungserklaerung: true,
                erstinformation: true,
                beratungsprotokoll: true,
              },
            }),
          }),
        },
      }),
      'GET /api/forms': () => ({
        body: {
          forms: [
            { key: 'beratungsprotokoll', title: 'Beratungsprotokoll', version: 2, signed_at: null },
            // 23:30 UTC is already the next day in Berlin.
            {
              key: 'maklervollmacht',
              title: 'Vollmacht (Vorlage)',
              version: 1,
              signed_at: '2026-11-22T23:30:00.000Z',
            },
          ],
        },
      }),
      'GET /api/users/freigaben': () => ({ body: { freigaben: [provided] } }),
    });
    await router.navigate('/app/berater/info');
    render(<App />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Dokumente' }, { timeout: 5000 });
    const list = heading.parentElement?.querySelector('ul') as HTMLElement;
    await within(list).findByRole('link', { name: 'Beratungsprotokoll' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Maklervollmachtunterschrieben am 23.11.2026', 'Erstinformation', 'Beratungsprotokoll']);
    expect(within(list).getByRole('link', { name: 'Maklervollmacht' }).getAttribute('href')).toBe(
      '#/app/berater/form/maklervollmacht',
    );
    expect(within(list).getByRole('button', { name: 'Erstinformation' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/forms')).toHaveLength(1);
  });

  it('does not ask for forms when the adviser switched none on', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser({ config: resolveConfig({}) }) } }),
    });
    await router.navigate('/app/berater/info');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kontakt zum Berater' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Dokumente' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/forms')).toBe(false);
  });
});
