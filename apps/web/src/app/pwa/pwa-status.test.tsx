import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PwaStatus } from './pwa-status';
import { dismissUpdate, offerUpdate } from './update-store';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissUpdate());
});

describe('offline notice', () => {
  it('appears in a live region while the browser is offline and goes when it is back online', () => {
    render(<PwaStatus />);
    const regions = [screen.getByTestId('offline-notice'), screen.getByTestId('update-prompt')];
    // The live regions exist (empty) before a message arrives, so it is announced.
    expect(regions.map((region) => [region.getAttribute('aria-live'), region.textContent])).toEqual([
      ['polite', ''],
      ['polite', ''],
    ]);
    // No role: an empty region is no status of the page (tests and screen readers look for those).
    expect(screen.queryAllByRole('status')).toEqual([]);

    goOffline(true);
    expect(regions[0]?.textContent).toBe(`${pwaTexts.offlineHeading} ${pwaTexts.offlineText}`);
    expect(screen.getByText(pwaTexts.offlineHeading).tagName).toBe('STRONG');

    goOffline(false);
    expect(regions[0]?.textContent).toBe('');
  });

  it('shows at once when the app starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PwaStatus />);
    expect(screen.getByText(pwaTexts.offlineHeading)).toBeTruthy();
  });
});

describe('update prompt', () => {
  it('offers the waiting version with the exact text; the button switches to it', () => {
    render(<PwaStatus />);
    expect(screen.queryByRole('button', { name: pwaTexts.updateAvailable })).toBeNull();
    const apply = vi.fn(async () => {});
    act(() => offerUpdate(apply));
    const region = screen.getByTestId('update-prompt');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const button = screen.getByRole('button', { name: 'Neue Version verfügbar – neu laden' });
    expect(region.contains(button)).toBe(true);
    expect(button.tabIndex).toBe(0);
    fireEvent.click(button);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('can be put off until the next version', () => {
    render(<PwaStatus />);
    act(() => offerUpdate(async () => {}));
    fireEvent.click(screen.getByRole('button', { name: pwaTexts.updateLater }));
    expect(screen.queryByRole('button', { name: pwaTexts.updateAvailable })).toBeNull();
  });
});
