import type { Agency } from '@kundenportal/domain/workspace/agency';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { agencyQuery } from './agency-api';
import { AgencyBrand } from './agency-brand';

const agency = {
  id: 1,
  branding: { primary: '#1f5f4a' },
  logo: '/api/agents/1/logo?v=abc',
  photo: true,
} as unknown as Agency;

const REFUSED = 'Das Logo muss ein Bild sein (PNG, JPG, GIF, WebP oder SVG).';

/** The brand card with the agency as the page keeps it (the query's data, which a save replaces). */
function Page() {
  const { data } = useQuery({
    queryKey: agencyQuery.queryKey,
    queryFn: () => agency,
    initialData: agency,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <AgencyBrand agency={data} />;
}

beforeEach(() => setToken('adviser-jwt', 'adviser'));

it('a refused logo’s message goes once a later save succeeds (issue 27)', async () => {
  mockFetch({
    'POST /api/berater/agentur/logo': () => ({ status: 422, body: { errors: [`file=>${REFUSED}`] } }),
    'PUT /api/berater/agentur/marke': (call) => ({
      body: { ...agency, branding: (call.body as { tokens: Agency['branding'] }).tokens },
    }),
    'GET /api/berater/agentur/protokoll': () => ({ body: { entries: [] } }),
  });
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Logo'), {
    target: { files: [new File(['x'], 'logo.txt', { type: 'text/plain' })] },
  });
  expect(await screen.findByText(REFUSED)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Farben speichern' }));
  await waitFor(() => expect(screen.queryByText(REFUSED)).toBeNull());
});
