import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { App } from '../app';
import { queryClient } from '../query-client';
import { router } from '../router';
import { renderLoginShell } from './login-shell';

/**
 * Markup without what differs by render and means nothing to the eye: generated ids (and the labels'
 * references to them), React's text markers, the order of attributes.
 */
function normalised(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = html.replaceAll('<!-- -->', '');
  for (const element of container.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .filter(
        ({ name, value }) => !['for', 'data-discover'].includes(name) && !(name === 'id' && value !== 'main'),
      )
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return container.innerHTML;
}

beforeEach(() => {
  queryClient.clear();
});
describe('the prerendered login page', () => {
  it('is the markup the app paints first at #/intro/login (layout, heading, form, links)', async () => {
    mockFetch({});
    await router.navigate('/intro/login');
    const { container } = render(<App />);
    await screen.findByRole('button', { name: 'Einloggen' });
    const layout = container.querySelector('main')?.parentElement;
    expect(layout).toBeTruthy();
    expect(normalised(renderLoginShell())).toBe(normalised(layout?.outerHTML ?? ''));
  });

  it('links like the app: hash routes, not server paths', () => {
    const shell = document.createElement('div');
    shell.innerHTML = renderLoginShell();
    expect(shell.querySelector('a')?.getAttribute('href')).toBe('#/intro/registrierung');
  });
});
