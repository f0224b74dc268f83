import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { formTexts } from '@kundenportal/domain/texts/form';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { messages } from '@kundenportal/domain/texts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { clearToasts, getToasts } from '../../../lib/toast-store';
import { mockFetch } from '../../../test/fetch-mock';
import { CustomerProvidedContracts } from './customer-provided-contracts';

const texts = freigabenTexts.workspace;

const household = {
  kunde: {
    id: 10,
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max@example.com',
    phone: null,
    accountTyp: 'makler',
    active: true,
    config: {},
    features: {},
    createdAt: '2026-01-01T10:00:00.000Z',
  },
  persons: [{ id: 1, isMain: true, firstname: 'Max', lastname: 'Mustermann' }],
  contracts: [
    {
      id: 5,
      personId: 1,
      sparte: 'hausrat',
      gesellschaft: 'ERGO',
      nummer: 'HR 778',
      label: null,
      status: 'A',
      beitrag: null,
      zahlungsweise: null,
      beginn: null,
      ablauf: null,
      betreuung: 'makler',
      bereitgestellt: true,
    },
  ],
  documents: [],
};

const refused = (entry: string) => ({
  status: 422,
  body: { error: 'validation_failed', message: 'Die Eingaben sind ungültig.', errors: [entry] },
});
const broken = () => ({
  status: 500,
  body: { error: 'internal_error', message: errorCatalogue.internal_error.message },
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CustomerProvidedContracts customerId={10} />
    </QueryClientProvider>,
  );
}

const toastTexts = () => getToasts().map((toast) => toast.text);

beforeEach(() => {
  clearToasts();
  setToken('adviser-jwt', 'adviser');
});
afterEach(() => setToken(null, 'adviser'));

describe("the workspace's Vertragsfreigaben card says what the server refused (issue 31)", () => {
  it('a refused document: the server’s message at the picker, which keeps the file’s name', async () => {
    mockFetch({
      'GET /api/berater/kunden/10': () => ({ body: household }),
      'POST /api/berater/kunden/10/vertraege/5/dokumente': () =>
        refused('file=>Dateityp wird nicht unterstützt (evil.exe)'),
    });
    renderCard();
    await screen.findByText('ERGO HR 778');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'evil.exe')] } });
    expect(await screen.findByText('Dateityp wird nicht unterstützt (evil.exe)')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('evil.exe');
    expect(toastTexts()).not.toContain(texts.attached('evil.exe'));
  });

  it('a failed link and a failed load for "Bearbeiten": the server’s message as a notice', async () => {
    mockFetch({
      'GET /api/berater/kunden/10': () => ({ body: household }),
      'POST /api/berater/kunden/10/vertraege/5/link': broken,
      'GET /api/berater/kunden/10/vertraege/5': () => refused('=>Der Vertrag ist nicht bereitgestellt.'),
    });
    renderCard();
    await screen.findByText('ERGO HR 778');
    fireEvent.click(screen.getByRole('button', { name: `${texts.link}: ERGO HR 778` }));
    await waitFor(() => expect(toastTexts()).toContain(errorCatalogue.internal_error.message));
    fireEvent.click(screen.getByRole('button', { name: `${texts.edit}: ERGO HR 778` }));
    await waitFor(() => expect(toastTexts()).toContain('Der Vertrag ist nicht bereitgestellt.'));
    expect(screen.queryByRole('heading', { name: /bearbeiten/ })).toBeNull();
  });
});

describe("the workspace's form of a new provided contract", () => {
  it('says by default that the agency looks after it (betreuung makler, ADR 186)', async () => {
    mockFetch({ 'GET /api/berater/kunden/10': () => ({ body: household }) });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: texts.provide }));
    expect(screen.getByLabelText(bestandsuebertragungTexts.betreuung.label)).toHaveProperty(
      'value',
      'makler',
    );
  });
});

const second = { ...household.contracts[0], id: 6, gesellschaft: 'Allianz', nummer: 'PH 1' };
const stored = (id: number, gesellschaft: string) =>
  testContract({ id, person_id: 1, gesellschaft, nummer: id === 5 ? 'HR 778' : 'PH 1' });
const asking = () =>
  [...document.querySelectorAll('dialog[open]')].find((dialog) =>
    dialog.textContent?.includes(formTexts.unsavedChanges.title),
  );

describe("the workspace's form of a provided contract keeps typed input and the focus (issue 31)", () => {
  function editing() {
    return mockFetch({
      'GET /api/berater/kunden/10': () => ({
        body: { ...household, contracts: [household.contracts[0], second] },
      }),
      'GET /api/berater/kunden/10/vertraege/5': () => ({ body: { contract: stored(5, 'ERGO') } }),
      'GET /api/berater/kunden/10/vertraege/6': () => ({ body: { contract: stored(6, 'Allianz') } }),
      'PUT /api/berater/kunden/10/vertraege/5': () => ({ body: { contract: stored(5, 'ERGO Neu') } }),
    });
  }

  it("asks before 'Bearbeiten' of another contract replaces typed input; 'Verwerfen' opens the other", async () => {
    editing();
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: `${texts.edit}: ERGO HR 778` }));
    const company = await screen.findByLabelText('Gesellschaft');
    fireEvent.change(company, { target: { value: 'ERGO Versicherung' } });
    fireEvent.click(screen.getByRole('button', { name: `${texts.edit}: Allianz PH 1` }));
    await waitFor(() => expect(asking()).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: formTexts.unsavedChanges.keepEditing }));
    await waitFor(() => expect(asking()).toBeUndefined());
    expect(screen.getByLabelText('Gesellschaft')).toHaveProperty('value', 'ERGO Versicherung');

    fireEvent.click(screen.getByRole('button', { name: `${texts.edit}: Allianz PH 1` }));
    await waitFor(() => expect(asking()).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: formTexts.unsavedChanges.discard }));
    await waitFor(() => expect(screen.getByLabelText('Gesellschaft')).toHaveProperty('value', 'Allianz'));
  });

  it('a refused save focuses the first invalid field; a save focuses the card’s heading', async () => {
    editing();
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: `${texts.edit}: ERGO HR 778` }));
    const company = await screen.findByLabelText('Gesellschaft');
    fireEvent.change(company, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(document.activeElement).toBe(company));

    fireEvent.change(company, { target: { value: 'ERGO Neu' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: texts.save }));
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: texts.heading })),
    );
  });
});

describe("the workspace's link to a provided contract", () => {
  const linked = () =>
    mockFetch({
      'GET /api/berater/kunden/10': () => ({ body: household }),
      'POST /api/berater/kunden/10/vertraege/5/link': () => ({
        status: 201,
        body: {
          url: 'https://portal.example/app/meinefreigaben/vertrag/abc',
          gueltig_bis: '2026-12-29T10:00:00Z',
        },
      }),
    });
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it("names its contract in the field's label and copies it; without a clipboard it selects it", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    linked();
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: `${texts.link}: ERGO HR 778` }));
    const field = await screen.findByLabelText(/^Link zum Vertrag ERGO HR 778 \(gültig bis/);
    fireEvent.click(screen.getByRole('button', { name: `${texts.copyLink}: ERGO HR 778` }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('https://portal.example/app/meinefreigaben/vertrag/abc'),
    );
    expect(toastTexts()).toContain(messages.linkCopied);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: `${texts.copyLink}: ERGO HR 778` }));
    await waitFor(() => expect(toastTexts()).toContain(texts.copyFailed));
    expect(document.activeElement).toBe(field);
  });
});
