import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanEachTest, household, me } from '../../features/contracts/routes/contracts.harness';
import { demoUser, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-routes';
import { ContractListWithVertragsspiegelPage } from './contract-list-page';

// pdf.js does not run in the test DOM (happy-dom): a stand-in viewer shows what it was handed.
vi.mock('../../components/pdf/pdf-viewer', () => ({
  default: ({ data, title }: { data: ArrayBuffer; title: string }) => (
    <p data-testid="pdf-viewer">{`${title}: ${new TextDecoder().decode(data)}`}</p>
  ),
}));

cleanEachTest();

const PDF = new TextEncoder().encode('%PDF-1.7 Vertragsspiegel');

/** Max with the list and, when asked, the Vertragsspiegel right. */
function withList(vertragsspiegel: boolean) {
  const { body } = me()();
  return mockFetch({
    'GET /api/users/me': () => ({
      body: {
        user: demoUser({
          ...body.user,
          config: resolveConfig({ vertrag_list: true, vertragsspiegel_pdf: vertragsspiegel }),
        }),
      },
    }),
    'GET /api/contracts': () => ({ body: { contracts: household() } }),
    'GET /api/contracts/vertragsspiegel.pdf': () => ({
      body: PDF,
      headers: { 'Content-Type': 'application/pdf' },
    }),
  });
}

const renderList = () =>
  renderRoutes(
    [{ path: '/app/vertraege/list', Component: ContractListWithVertragsspiegelPage }],
    '/app/vertraege/list',
  );

describe('Vertragsspiegel on the contract list', () => {
  it('offers no button without vertragsspiegel_pdf', async () => {
    withList(false);
    renderList();
    await screen.findByRole('heading', { level: 2, name: 'Max Mustermann' });
    expect(screen.queryByRole('button', { name: 'Vertragsspiegel als PDF' })).toBeNull();
  });

  it('fetches the PDF with the session header and opens it in the viewer', async () => {
    const { calls } = withList(true);
    renderList();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Vertragsspiegel als PDF' }));

    const dialog = await screen.findByRole('dialog', { name: 'Vertragsspiegel' });
    expect((await within(dialog).findByTestId('pdf-viewer')).textContent).toBe(
      'Vertragsspiegel: %PDF-1.7 Vertragsspiegel',
    );
    const pdfCalls = calls.filter((call) => call.path === '/api/contracts/vertragsspiegel.pdf');
    expect(pdfCalls).toHaveLength(1);
    expect(pdfCalls[0]?.headers.get('Authorization')).toBe('Bearer jwt');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vertragsspiegel als PDF' }));
  });

  it('downloads the loaded bytes under the file name of the day, without a second request', async () => {
    const { calls } = withList(true);
    // Stand-in object URLs keep the Blob the page saved; put back after the test.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:vertragsspiegel');
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    onTestFinished(() => click.mockRestore());
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Vertragsspiegel als PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vertragsspiegel' });
    await within(dialog).findByTestId('pdf-viewer');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Herunterladen' }));
    expect(clicked.map((link) => link.download)).toEqual([`Vertragsspiegel-${isoDateIn(new Date())}.pdf`]);
    expect(clicked[0]?.href).toBe('blob:vertragsspiegel');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1.7 Vertragsspiegel');
    expect(calls.filter((call) => call.path === '/api/contracts/vertragsspiegel.pdf')).toHaveLength(1);
  });
});
