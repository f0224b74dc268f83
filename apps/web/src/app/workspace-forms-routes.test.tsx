import { messages } from '@kundenportal/domain/texts/messages';
import type { FormTemplateDetail, FormTemplateSummary } from '@kundenportal/domain/workspace/form-templates';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The form templates of the workspace (issue 14): list, new key, editor with live check and preview, publish. */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken('adviser-jwt', 'adviser');
});

const SOURCE = `# Beratungsprotokoll

Wir haben über **Ihre Absicherung** gesprochen.

{{ Thema | thema | textfield | pflicht }}
{{ Datum | datum | today }}
{{ Unterschrift | unterschrift | sign | pflicht }}
`;

const summary: FormTemplateSummary = {
  key: 'beratungsprotokoll',
  title: 'Beratungsprotokoll',
  version: 2,
  fields: 3,
  publishedAt: '2026-11-02T09:30:00.000Z',
};

const detail: FormTemplateDetail = {
  ...summary,
  source: SOURCE,
  versions: [
    { version: 2, title: 'Beratungsprotokoll', publishedAt: '2026-11-02T09:30:00.000Z' },
    { version: 1, title: 'Protokoll', publishedAt: '2026-10-01T08:00:00.000Z' },
  ],
};

function server(options: { publish?: (source: string) => { status?: number; body: unknown } } = {}) {
  let current = detail;
  return mockFetch({
    'GET /api/berater/me': () => ({ body: adviserProfile }),
    'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
    'GET /api/berater/formulare': () => ({ body: { formulare: [summary] } }),
    'GET /api/berater/formulare/beratungsprotokoll': () => ({ body: current }),
    'PUT /api/berater/formulare/beratungsprotokoll': (call) => {
      const { source } = call.body as { source: string };
      if (options.publish) return options.publish(source);
      if (source === current.source)
        return { body: { ...summary, version: current.version, created: false } };
      const version = current.version + 1;
      current = {
        ...current,
        version,
        source,
        publishedAt: '2026-11-24T10:00:00.000Z',
        versions: [
          { version, title: 'Beratungsprotokoll', publishedAt: '2026-11-24T10:00:00.000Z' },
          ...current.versions,
        ],
      };
      return { status: 201, body: { ...summary, version, created: true } };
    },
  });
}

describe('the form templates page', () => {
  it('lists the templates and opens a new key only when it is one and free', async () => {
    server();
    await router.navigate('/berater/formulare');
    render(<App />);
    const link = await screen.findByRole(
      'link',
      { name: 'Beratungsprotokoll bearbeiten' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe('#/berater/formulare/beratungsprotokoll');
    expect(
      screen.getByText('beratungsprotokoll · Version 2 · 3 Felder · veröffentlicht am 02.11.2026'),
    ).toBeTruthy();

    const key = screen.getByLabelText('Schlüssel');
    const create = screen.getByRole('button', { name: 'Formular anlegen' });
    fireEvent.change(key, { target: { value: 'Neues Formular' } });
    fireEvent.click(create);
    expect(await screen.findByText(/„Neues Formular“ ist kein gültiger Formularschlüssel/)).toBeTruthy();
    fireEvent.change(key, { target: { value: 'beratungsprotokoll' } });
    fireEvent.click(create);
    expect(await screen.findByText('Ein Formular mit diesem Schlüssel gibt es schon.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/berater/formulare');
    fireEvent.change(key, { target: { value: ' vollmacht_2027 ' } });
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/berater/formulare/vollmacht_2027'), {
      timeout: 5000,
    });
    // No template yet: the editor starts from the skeleton.
    expect(await screen.findByText('Noch nicht veröffentlicht.')).toBeTruthy();
    expect((screen.getByLabelText('Vorlage (Markdown)') as HTMLTextAreaElement).value).toMatch(
      /^# Titel des Formulars/,
    );
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toBeTruthy();
  });
});

describe('the form template editor', () => {
  it('checks while typing, previews as the customer sees it and publishes the next version', async () => {
    const { calls } = server();
    await router.navigate('/berater/formulare/beratungsprotokoll');
    render(<App />);
    const source = (await screen.findByLabelText(
      'Vorlage (Markdown)',
      {},
      { timeout: 5000 },
    )) as HTMLTextAreaElement;
    expect(source.value).toBe(SOURCE);
    expect(screen.getByText('Aktuell: Version 2, veröffentlicht am 02.11.2026.')).toBeTruthy();
    expect(screen.getByText('Version 1: Protokoll (01.10.2026)')).toBeTruthy();

    const preview = screen.getByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByLabelText(/Thema/)).toBeTruthy();
    expect(within(preview).getByText('Ihre Absicherung').tagName).toBe('STRONG');
    // The preview checks with the customer's rules, and sends nothing.
    fireEvent.click(within(preview).getByRole('button', { name: 'Eingaben prüfen' }));
    expect(await within(preview).findByText('Bitte unterschreibe das Dokument.')).toBeTruthy();
    expect(within(preview).getByText(messages.required)).toBeTruthy();
    expect(within(preview).queryByText('Alle Eingaben sind gültig.')).toBeNull();
    fireEvent.change(within(preview).getByLabelText(/Thema/), { target: { value: 'Berufsunfähigkeit' } });
    expect(calls.some((call) => call.path.startsWith('/api/forms'))).toBe(false);

    fireEvent.change(source, { target: { value: `${SOURCE}\n{{ Kaputt | kaputt | textfeld }}\n` } });
    expect(await screen.findByText(/^Zeile 9: „textfeld“ ist kein Feldtyp/)).toBeTruthy();
    expect(source.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(preview).getByText('Die Vorschau erscheint, sobald die Vorlage fehlerfrei ist.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Als neue Version veröffentlichen' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const changed = SOURCE.replace(
      '{{ Thema | thema | textfield | pflicht }}',
      '{{ Anlass | anlass | textarea | pflicht }}',
    );
    fireEvent.change(source, { target: { value: changed } });
    expect(await within(preview).findByLabelText(/Anlass/)).toBeTruthy();
    expect(screen.queryByText('Die Vorlage hat Fehler:')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Als neue Version veröffentlichen' }));
    expect(await screen.findByText('„Beratungsprotokoll“ ist als Version 3 veröffentlicht.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ source: changed });
    expect(await screen.findByText('Aktuell: Version 3, veröffentlicht am 24.11.2026.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Als neue Version veröffentlichen' }));
    expect(
      await screen.findByText('Die Vorlage ist unverändert: Es gibt nichts zu veröffentlichen.'),
    ).toBeTruthy();
  });

  it("shows the server's refusal at the template", async () => {
    server({
      publish: () => ({
        status: 422,
        body: { errors: ['source=>Zeile 1: Die Vorlage beginnt mit einer Überschrift „# Titel“.'] },
      }),
    });
    await router.navigate('/berater/formulare/beratungsprotokoll');
    render(<App />);
    const source = await screen.findByLabelText('Vorlage (Markdown)', {}, { timeout: 5000 });
    fireEvent.change(source, { target: { value: `${SOURCE}\nNoch ein Satz.\n` } });
    fireEvent.click(screen.getByRole('button', { name: 'Als neue Version veröffentlichen' }));
    expect(
      await screen.findByText('Zeile 1: Die Vorlage beginnt mit einer Überschrift „# Titel“.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(source));
  });
});
