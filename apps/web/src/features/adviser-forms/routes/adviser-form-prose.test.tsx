// @vitest-environment jsdom
// DOMPurify relies on a faithful DOM; happy-dom (the project default) keeps what it should drop.
import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { AdviserFormPage } from './adviser-form-page';

const detail: FormDetail = {
  key: 'x',
  title: 'Formular',
  version: 1,
  blocks: [
    {
      kind: 'markdown',
      markdown:
        '## Abschnitt\n\nText mit <img src=x onerror="alert(1)"> und [Link](javascript:alert(1)) und **fett**.',
    },
  ],
  values: {},
  signer: 'Kim Kunde',
  today: '2026-11-23',
  signed_at: null,
};

beforeEach(() => setToken('jwt'));

it("renders the template's prose as sanitised markup: no image, no script link; '##' is the page's h2", async () => {
  mockFetch({ 'GET /api/forms/x': () => ({ body: { form: detail } }) });
  const { container } = renderRoutes(
    [{ path: '/app/berater/form/:form', Component: AdviserFormPage }],
    '/app/berater/form/x',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Abschnitt' })).toBeTruthy();
  expect(screen.getByText('fett').tagName).toBe('STRONG');
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
});
