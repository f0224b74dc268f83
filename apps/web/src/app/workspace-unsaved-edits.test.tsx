import { formTexts } from '@kundenportal/domain/texts/form';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import type { Agency } from '@kundenportal/domain/workspace/agency';
import { builtInPresets } from '@kundenportal/domain/workspace/presets';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnsavedChangesScope } from '../components/forms/unsaved-changes-scope';
import { agencyQuery } from '../features/workspace/agency/agency-api';
import { AgencyLegal } from '../features/workspace/agency/agency-legal';
import { AgencyProfileForm } from '../features/workspace/agency/agency-profile-form';
import { FormTemplatePage } from '../features/workspace/forms/form-template-page';
import { InvitationsPage } from '../features/workspace/invitations/invitations-page';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';

const texts = formTexts.unsavedChanges;

const agency = {
  id: 1,
  profile: {
    anrede: 'Herr',
    vorname: 'Thomas',
    name: 'Berger',
    firma: '',
    phone: '',
    mobile: '',
    address: '',
    addressnumber: '',
    streetcode: '',
    city: '',
    email: 'berater@example.com',
    registernummer: '',
    ihk: '',
    vermittlerstatus: '',
  },
  branding: {},
  logo: null,
  photo: false,
  legal: {
    nutzungsbedingungen: { markdown: null, version: 0 },
    datenschutz: { markdown: 'Alt', version: 1 },
  },
} as unknown as Agency;

/** The legal texts with the agency as the page keeps it (the query's data, which a save replaces). */
function LegalTexts() {
  const { data } = useQuery({
    queryKey: agencyQuery.queryKey,
    queryFn: () => agency,
    initialData: agency,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <AgencyLegal agency={data} />;
}

/** An editor on a workspace page, after the customer list in the history, as the workspace layout has it. */
function renderEditor(editor: ReactNode, path = '/berater/editor', entry = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesScope realm="adviser">
            <Outlet />
          </UnsavedChangesScope>
        ),
        children: [
          { path: '/berater/kunden', element: <p>Kundenliste</p> },
          { path, element: editor },
        ],
      },
    ],
    { initialEntries: ['/berater/kunden', entry], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The guard's modal while it asks (a native <dialog>, in the DOM also while closed). */
const asking = () =>
  [...document.querySelectorAll('dialog[open]')].find((dialog) => dialog.textContent?.includes(texts.title));
const back = (router: ReturnType<typeof renderEditor>) => act(() => router.navigate(-1));

beforeEach(() => setToken('adviser-jwt', 'adviser'));
afterEach(() => setToken(null, 'adviser'));

describe('the workspace editors ask before unsaved changes are left (issue 27, item 1)', () => {
  it('a legal text: Back asks in the workspace’s words, "Weiter bearbeiten" keeps it, a save clears it', async () => {
    mockFetch({
      'PUT /api/berater/agentur/rechtstexte/datenschutz': (call) => ({
        body: {
          ...agency,
          legal: {
            ...agency.legal,
            datenschutz: { markdown: (call.body as { markdown: string }).markdown, version: 2 },
          },
        },
      }),
      'GET /api/berater/agentur/protokoll': () => ({ body: { entries: [] } }),
    });
    const router = renderEditor(<LegalTexts />);
    const text = screen.getByLabelText('Datenschutzhinweise', { selector: 'textarea' });
    fireEvent.change(text, { target: { value: 'Neu' } });
    await back(router);
    expect(asking()?.textContent).toContain(texts.textSie);
    expect(router.state.location.pathname).toBe('/berater/editor');

    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }));
    await waitFor(() => expect(asking()).toBeUndefined());
    expect(router.state.location.pathname).toBe('/berater/editor');
    expect((text as HTMLTextAreaElement).value).toBe('Neu');

    fireEvent.click(
      screen.getAllByRole('button', { name: workspaceTexts.agency.saveLegal })[1] as HTMLElement,
    );
    expect(await screen.findByText(new RegExp(workspaceTexts.agency.version('2')))).toBeTruthy();
    await back(router);
    expect(router.state.location.pathname).toBe('/berater/kunden');
    expect(asking()).toBeUndefined();
  });

  it('the agency profile: a typed change asks, "Verwerfen" leaves; untouched, nothing is asked', async () => {
    const router = renderEditor(<AgencyProfileForm saved={agency.profile} />);
    fireEvent.change(screen.getByLabelText(workspaceTexts.agency.city), { target: { value: 'Köln' } });
    await act(() => router.navigate('/berater/kunden'));
    expect(asking()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.discard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/berater/kunden'));
    expect(screen.getByText('Kundenliste')).toBeTruthy();

    await act(() => router.navigate('/berater/editor'));
    expect(screen.getByLabelText(workspaceTexts.agency.city)).toHaveProperty('value', '');
    await act(() => router.navigate('/berater/kunden'));
    expect(router.state.location.pathname).toBe('/berater/kunden');
    expect(asking()).toBeUndefined();
  });

  it('the invitation form asks on Back; after the adviser logged out nothing is asked', async () => {
    mockFetch({
      'GET /api/berater/einladungen': () => ({ body: { einladungen: [] } }),
      'GET /api/berater/vorlagen': () => ({ body: { vorlagen: [] } }),
    });
    const router = renderEditor(<InvitationsPage />);
    fireEvent.change(screen.getByLabelText(workspaceTexts.invitations.email), {
      target: { value: 'neu@example.com' },
    });
    await back(router);
    expect(asking()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }));
    await waitFor(() => expect(asking()).toBeUndefined());

    setToken(null, 'adviser');
    await back(router);
    expect(router.state.location.pathname).toBe('/berater/kunden');
  });

  it('the invitation form: another preset than the default is a change, the default again is none', async () => {
    const [standard, light] = builtInPresets;
    mockFetch({
      'GET /api/berater/einladungen': () => ({ body: { einladungen: [] } }),
      'GET /api/berater/vorlagen': () => ({
        body: {
          vorlagen: [
            { id: 11, name: standard.name, isDefault: true, values: standard.values },
            { id: 12, name: light.name, isDefault: false, values: light.values },
          ],
        },
      }),
    });
    const router = renderEditor(<InvitationsPage />);
    const preset = await screen.findByLabelText(workspacePresetTexts.invitationLabel);
    fireEvent.change(preset, { target: { value: '12' } });
    await back(router);
    expect(asking()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }));
    await waitFor(() => expect(asking()).toBeUndefined());
    fireEvent.change(preset, { target: { value: '11' } });
    await back(router);
    expect(router.state.location.pathname).toBe('/berater/kunden');
  });

  it('a form template: leaving right after publishing asks nothing, also before the page has reloaded it', async () => {
    const source = '# Rückruf\n\n{{ Telefon | telefon | textfield | pflicht }}\n';
    let loads = 0;
    mockFetch({
      'GET /api/berater/formulare/rueckruf': () => {
        loads += 1;
        // The reload after publishing never answers: the editor must know what it published.
        return loads === 1 ? { body: null } : new Promise(() => undefined);
      },
      'PUT /api/berater/formulare/rueckruf': () => ({
        status: 201,
        body: { key: 'rueckruf', title: 'Rückruf', version: 1, fields: 1, created: true },
      }),
      'GET /api/berater/agentur/protokoll': () => ({ body: { entries: [] } }),
    });
    const router = renderEditor(
      <FormTemplatePage preview={() => null} />,
      '/berater/formulare/:key',
      '/berater/formulare/rueckruf',
    );
    const editor = (await screen.findByLabelText(/Vorlage \(Markdown\)/)) as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: source } });
    await back(router);
    expect(asking()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }));
    await waitFor(() => expect(asking()).toBeUndefined());

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(loads).toBe(2));
    await back(router);
    expect(router.state.location.pathname).toBe('/berater/kunden');
    expect(asking()).toBeUndefined();
  });
});
