import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { DOCUMENTS_PAGE_SIZE } from '../components/document-list';
import { DocumentsPage } from './documents-page';

const persons = [
  {
    id: 11,
    firstname: 'Max',
    lastname: 'Mustermann',
    gender: 'm' as const,
    geburtsdatum: null,
    hauptadresse: null,
  },
  {
    id: 12,
    firstname: 'Lena',
    lastname: 'Mustermann',
    gender: 'w' as const,
    geburtsdatum: null,
    hauptadresse: null,
  },
];

function doc(name: string, overrides: Partial<DocumentDto> = {}): DocumentDto {
  const filename = `dok-${name.replace(/\W/g, '').toLowerCase()}.pdf`;
  return {
    filename,
    original_filename: name,
    kategorie: 'eigene',
    directory: '',
    kat: null,
    mvp: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    link: `/api/persons/11/documents/${filename}`,
    size: 1536,
    mime: 'application/pdf',
    owner_type: 'person',
    owner_id: 11,
    read_only: false,
    beraterdokument: null,
    signed_form: false,
    ...overrides,
  };
}

const provided = doc('Erstinformation.pdf', { kategorie: 'berater', read_only: true });

function serve(documents: DocumentDto[], userOverrides: Parameters<typeof demoUser>[0] = {}) {
  return mockFetch({
    'GET /api/users/me': () => ({
      body: {
        user: demoUser({
          persons,
          config: resolveConfig({ dokumente_list: true, dokumente_eigene: true }),
          ...userOverrides,
        }),
      },
    }),
    'GET /api/documents': () => ({ body: { documents: [...documents, provided] } }),
    'GET /api/users/freigaben': () => ({ body: { freigaben: [provided] } }),
    'GET /api/documents/categories': () => ({
      body: { categories: [{ name: 'Versicherungen', directories: ['Kfz'] }] },
    }),
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/app/dokumente', Component: DocumentsPage }], '/app/dokumente');

const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button', { name: /öffnen$/ })
    .map((button) => button.textContent);

beforeEach(() => {
  localStorage.clear();
  setToken('jwt');
});

describe('documents page', () => {
  it("opens the document its address names (?oeffnen=<file>, Meine Freigaben's 'Dokument öffnen')", async () => {
    serve([doc('Police.pdf')]);
    renderRoutes(
      [{ path: '/app/dokumente', Component: DocumentsPage }],
      `/app/dokumente?oeffnen=${provided.filename}`,
    );
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('dialog[open]')].map(
          (dialog) => dialog.querySelector('h2')?.textContent,
        ),
      ).toEqual(['Erstinformation.pdf']),
    );
  });

  it('lists the approvals apart and the own documents grouped by folder, newest first', async () => {
    serve([
      doc('Alt.pdf', { created_at: '2026-01-01T00:00:00Z', directory: 'Versicherungen/Kfz' }),
      doc('Neu.pdf', { created_at: '2026-02-01T00:00:00Z', directory: 'Versicherungen/Kfz' }),
      doc('Lose.pdf', { created_at: '2026-04-01T00:00:00Z' }),
    ]);
    renderPage();
    const approvals = await screen.findByRole('region', { name: 'Freigaben Deines Beraters' });
    expect(names(approvals)).toEqual(['Erstinformation.pdf']);
    expect(within(approvals).queryByRole('button', { name: /umbenennen|löschen/ })).toBeNull();
    const own = screen.getByRole('region', { name: 'Deine Dokumente' });
    await within(own).findByText('3 Dokumente');
    expect(
      within(own)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ohne Ordner', 'Versicherungen › Kfz']);
    // The folders follow their newest document (issue 27): the newest of all comes first.
    expect(names(own)).toEqual(['Lose.pdf', 'Neu.pdf', 'Alt.pdf']);
    expect(within(own).getAllByText(/01\.02\.2026 · 1,5 kB · für Max Mustermann/)).toHaveLength(1);
  });

  it("lists a signed adviser form among the own documents, marked 'Unterschrieben' and not changeable", async () => {
    serve([
      doc('Maklervollmacht 2026-11-23.pdf', { kategorie: 'berater', read_only: true, signed_form: true }),
      doc('Lose.pdf', { created_at: '2026-01-01T00:00:00Z' }),
    ]);
    renderPage();
    const own = await screen.findByRole('region', { name: 'Deine Dokumente' });
    await within(own).findByText('2 Dokumente');
    expect(names(own)).toEqual(['Maklervollmacht 2026-11-23.pdf', 'Lose.pdf']);
    expect(within(own).getByText('Unterschrieben')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Maklervollmacht.*(umbenennen|löschen)/i })).toBeNull();
    expect(within(own).getAllByRole('button', { name: /Lose\.pdf.*löschen/i })).toHaveLength(1);
    const approvals = screen.getByRole('region', { name: 'Freigaben Deines Beraters' });
    expect(names(approvals)).toEqual(['Erstinformation.pdf']);
  });

  it('stores the sort per page and filters by person', async () => {
    serve([doc('B Max.pdf'), doc('A Lena.pdf', { owner_id: 12, created_at: '2026-01-01T00:00:00Z' })]);
    const first = renderPage();
    const own = await screen.findByRole('region', { name: 'Deine Dokumente' });
    await within(own).findByText('2 Dokumente');
    expect(names(own)).toEqual(['B Max.pdf', 'A Lena.pdf']);
    fireEvent.change(screen.getByLabelText('Sortieren nach'), { target: { value: 'name:asc' } });
    expect(names(own)).toEqual(['A Lena.pdf', 'B Max.pdf']);
    first.unmount();

    renderPage();
    const again = await screen.findByRole('region', { name: 'Deine Dokumente' });
    await within(again).findByText('2 Dokumente');
    expect((screen.getByLabelText('Sortieren nach') as HTMLSelectElement).value).toBe('name:asc');
    expect(names(again)).toEqual(['A Lena.pdf', 'B Max.pdf']);
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: '12' } });
    expect(names(again)).toEqual(['A Lena.pdf']);
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: 'alle' } });
    expect(names(again)).toHaveLength(2);
  });

  it(`shows ${DOCUMENTS_PAGE_SIZE} documents at first and the next ones on request`, async () => {
    const many = Array.from({ length: DOCUMENTS_PAGE_SIZE + 10 }, (_, i) =>
      doc(`Scan ${i + 1}.pdf`, { created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }),
    );
    serve(many);
    renderPage();
    const own = await screen.findByRole('region', { name: 'Deine Dokumente' });
    await within(own).findByText(`${many.length} Dokumente`);
    expect(names(own)).toHaveLength(DOCUMENTS_PAGE_SIZE);
    fireEvent.click(within(own).getByRole('button', { name: '10 weitere anzeigen' }));
    expect(names(own)).toHaveLength(many.length);
    expect(within(own).queryByRole('button', { name: /weitere anzeigen/ })).toBeNull();
  });

  it('refuses a wrong type or too large a file before anything is sent', async () => {
    const { calls } = serve([]);
    renderPage();
    await screen.findByText('Es wurden keine Elemente hinterlegt.');
    const input = screen.getByTestId('document-file-input');
    const exe = new File(['MZ'], 'setup.exe');
    fireEvent.change(input, { target: { files: [exe] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Dateityp wird nicht unterstützt (setup.exe)',
    );
    const huge = new File(['x'], 'scan.pdf');
    Object.defineProperty(huge, 'size', { value: 26_214_401 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Die Maximale Dateigröße ist 25 MB');
    const exact = new File(['x'], 'exakt.pdf');
    Object.defineProperty(exact, 'size', { value: 26_214_400 });
    fireEvent.change(input, { target: { files: [exact] } });
    // The limit itself is allowed: the file waits for its modal.
    expect(await screen.findByRole('dialog', { name: 'Dokument hochladen' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/v2/document'))).toEqual([]);
  });

  it('gives a makler_light customer no upload and no changes', async () => {
    serve([doc('Eigen.pdf')], { account_typ: 'makler_light' });
    renderPage();
    await screen.findByText('Dokumente hochladen kann nur Dein Berater für Dich.');
    expect(screen.queryByRole('button', { name: 'Dokument hochladen' })).toBeNull();
    expect(screen.queryByTestId('document-file-input')).toBeNull();
    const own = screen.getByRole('region', { name: 'Deine Dokumente' });
    await within(own).findByText('1 Dokument');
    expect(within(own).queryByRole('button', { name: /umbenennen|löschen/ })).toBeNull();
  });
});
