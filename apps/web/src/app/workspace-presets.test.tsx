import { workspacePresetTexts as texts } from '@kundenportal/domain/texts/workspace-presets';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { builtInPresets, type Preset } from '@kundenportal/domain/workspace/presets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AgencyPresets } from '../features/workspace/access/agency-presets';
import { ApplyPreset } from '../features/workspace/access/apply-preset';
import { InvitationsPage } from '../features/workspace/invitations/invitations-page';
import { actionText, changeText } from '../features/workspace/shared/audit-change';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';

const [standard, light] = builtInPresets;
const presets: Preset[] = [
  { id: 11, name: standard.name, isDefault: true, values: standard.values },
  { id: 12, name: light.name, isDefault: false, values: light.values },
];

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const common = {
  'GET /api/berater/vorlagen': () => ({ body: { vorlagen: presets } }),
  'GET /api/berater/formulare': () => ({ body: { formulare: [] } }),
  'GET /api/berater/agentur/protokoll': () => ({ body: { entries: [] } }),
};

beforeEach(() => setToken('adviser-jwt', 'adviser'));

describe('the agency presets', () => {
  it('marks the default, which cannot be removed, and saves a new preset with its switches', async () => {
    const { calls } = mockFetch({
      ...common,
      'POST /api/berater/vorlagen': (call) => ({
        status: 201,
        body: { vorlage: { id: 13, isDefault: false, ...(call.body as object) } },
      }),
    });
    renderWith(<AgencyPresets />);
    expect(await screen.findByText(texts.defaultBadge)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.removeLabel(standard.name) })).toBeNull();
    expect(screen.getByRole('button', { name: texts.removeLabel(light.name) })).toBeTruthy();
    expect(screen.getByText('17 von 25 Schaltern an')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: texts.add }));
    const editor = screen.getByRole('form', { name: texts.editorHeadingNew });
    expect(document.activeElement).toBe(within(editor).getByLabelText(texts.name));
    fireEvent.click(within(editor).getByRole('button', { name: texts.save }));
    expect(await within(editor).findByText(texts.required)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(editor).getByLabelText(texts.name), { target: { value: ' Familien ' } });
    fireEvent.click(within(editor).getByRole('switch', { name: 'Bedarfscheck' }));
    fireEvent.click(within(editor).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(screen.queryByRole('form', { name: texts.editorHeadingNew })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Familien',
      values: { ...standard.values, config: { ...standard.values.config, bedarfscheck: true } },
    });
  });

  it("shows the server's refusal of a taken name at the name field", async () => {
    mockFetch({
      ...common,
      'PUT /api/berater/vorlagen/12': () => ({
        status: 422,
        body: { error: 'validation_failed', errors: [`name=>${texts.nameTaken}`] },
      }),
    });
    renderWith(<AgencyPresets />);
    fireEvent.click(await screen.findByRole('button', { name: texts.editLabel(light.name) }));
    const editor = screen.getByRole('form', { name: texts.editorHeading(light.name) });
    fireEvent.change(within(editor).getByLabelText(texts.name), { target: { value: 'standard' } });
    fireEvent.click(within(editor).getByRole('button', { name: texts.save }));
    expect(await within(editor).findByText(texts.nameTaken)).toBeTruthy();
  });
});

describe('Vorlage anwenden', () => {
  const kunde = {
    id: 7,
    accountTyp: 'makler',
    config: { change_passwort: true, change_email: true },
    features: {},
  } as unknown as CustomerHousehold['kunde'];

  it('asks first, shows what changes for the chosen preset and applies it only on yes', async () => {
    const { calls } = mockFetch({
      ...common,
      'POST /api/berater/kunden/7/vorlage': () => ({ body: { settings: {} } }),
    });
    renderWith(<ApplyPreset kunde={kunde} />);
    const open = screen.getByRole('button', { name: texts.apply });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: texts.applyHeading, hidden: true });
    const select = within(dialog).getByLabelText(texts.applyChoose) as HTMLSelectElement;
    expect(select.value).toBe('11');
    expect(within(dialog).getByText('Schaden melden: aus → an')).toBeTruthy();

    fireEvent.change(select, { target: { value: '12' } });
    expect(within(dialog).queryByText('Schaden melden: aus → an')).toBeNull();
    expect(within(dialog).getByText('Dokumente ansehen: aus → an')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: texts.applyConfirm, hidden: true }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.applyHeading, hidden: true })).toBeNull(),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ presetId: 12 });
  });
});

describe('the invitation form', () => {
  it("offers the presets with the agency's default preselected and sends the chosen one", async () => {
    const { calls } = mockFetch({
      ...common,
      'GET /api/berater/einladungen': () => ({ body: { einladungen: [] } }),
      'POST /api/berater/einladungen': (call) => ({
        status: 201,
        body: {
          einladung: {
            customerId: 3,
            ...(call.body as object),
            invitedAt: '2026-11-28T10:00:00.000Z',
            expiresAt: '2026-12-05T10:00:00.000Z',
            expired: false,
          },
        },
      }),
    });
    renderWith(<InvitationsPage />);
    const select = (await screen.findByLabelText(texts.invitationLabel)) as HTMLSelectElement;
    expect(select.value).toBe('11');
    expect(screen.getByText(texts.invitationHint)).toBeTruthy();
    fireEvent.change(select, { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'jonas@example.com' } });
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Jonas' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Weber' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        email: 'jonas@example.com',
        firstName: 'Jonas',
        lastName: 'Weber',
        presetId: 12,
      }),
    );
    await waitFor(() => expect(select.value).toBe('11'));
  });
});

describe('the audit log', () => {
  it('names the preset entries in German', () => {
    expect(actionText('preset_applied')).toBe('Vorlage angewendet');
    expect(actionText('preset_default')).toBe('Standardvorlage festgelegt');
    expect(changeText({ key: 'preset', before: null, after: 'Light' })).toBe('Vorlage: Light');
    expect(changeText({ key: 'preset', before: 'Familien', after: 'Familie' })).toBe(
      'Vorlage: Familien → Familie',
    );
  });
});
