import { fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import { lazyWithRetry } from './lazy-with-retry';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Fehlerseite</p> : this.props.children;
  }
}

it('shows its fallback instead of throwing when the chunk does not load, and loads again on retry (issue 27, item 3)', async () => {
  const load = vi
    .fn<() => Promise<{ default: (props: { name: string }) => ReactNode }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: ({ name }) => <p>Geladen: {name}</p> });
  const Viewer = lazyWithRetry(load, ({ onRetry }) => (
    <button type="button" onClick={onRetry}>
      Erneut versuchen
    </button>
  ));
  render(
    <Boundary>
      <p>Eingaben</p>
      <Suspense fallback={<p>Lädt</p>}>
        <Viewer name="Vollmacht" />
      </Suspense>
    </Boundary>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByText('Geladen: Vollmacht')).toBeTruthy();
  expect(screen.getByText('Eingaben')).toBeTruthy();
  expect(screen.queryByText('Fehlerseite')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});
