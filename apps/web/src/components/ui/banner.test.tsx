import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBannerHidden } from '../../lib/hidden-banners';
import { Banner } from './banner';

const STORED = 'kundenportal.banners.hidden';

function renderBanners() {
  return render(
    <main tabIndex={-1}>
      <Banner id="tip-a" title="Tipp A">
        Text A
      </Banner>
      <Banner id="tip-b">Text B</Banner>
    </main>,
  );
}

const hideButtons = () => screen.queryAllByRole('button', { name: 'Nicht mehr anzeigen.' });

describe('Banner', () => {
  it('is a note with its title, its text and the option, which the text describes', () => {
    render(
      <Banner id="tip-a" title="Tipp A">
        Text A
      </Banner>,
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Tipp AText ANicht mehr anzeigen.');
    const button = screen.getByRole('button', { name: 'Nicht mehr anzeigen.' });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Tipp AText A',
    );
  });

  it('hides on "Nicht mehr anzeigen." and stays hidden when rendered again; the focus stays in the page', () => {
    const first = renderBanners();
    const [hideA] = hideButtons();
    hideA?.focus();
    fireEvent.click(hideA as HTMLElement);
    expect(screen.queryByText('Text A')).toBeNull();
    expect(document.activeElement?.tagName).toBe('MAIN');
    expect(JSON.parse(localStorage.getItem(STORED) ?? 'null')).toEqual(['tip-a']);
    first.unmount();

    renderBanners();
    expect(screen.queryByText('Tipp A')).toBeNull();
    expect(screen.queryByText('Text A')).toBeNull();
    expect(isBannerHidden('tip-a')).toBe(true);
  });

  it('keeps each id apart: hiding one leaves the other, and both are remembered', () => {
    const first = renderBanners();
    fireEvent.click(hideButtons()[1] as HTMLElement);
    expect(screen.getByText('Text A')).toBeTruthy();
    expect(screen.queryByText('Text B')).toBeNull();
    fireEvent.click(hideButtons()[0] as HTMLElement);
    expect(hideButtons()).toHaveLength(0);
    first.unmount();

    renderBanners();
    expect(hideButtons()).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(STORED) ?? 'null')).toEqual(['tip-b', 'tip-a']);
  });

  it.each([
    ['not JSON', '{nope'],
    ['not a list', '{"tip-a":true}'],
    ['a list of other things', '[1,null,{"id":"tip-a"}]'],
  ])('shows when the stored value is %s, and hiding replaces it', (_, stored) => {
    localStorage.setItem(STORED, stored);
    renderBanners();
    expect(screen.getByText('Text A')).toBeTruthy();
    expect(screen.getByText('Text B')).toBeTruthy();
    fireEvent.click(hideButtons()[0] as HTMLElement);
    expect(JSON.parse(localStorage.getItem(STORED) ?? 'null')).toEqual(['tip-a']);
  });

  it('never renders a banner stored as hidden, not even once', () => {
    localStorage.setItem(STORED, '["tip-b"]');
    const { container } = render(<Banner id="tip-b">Text B</Banner>);
    expect(container.innerHTML).toBe('');
  });
});
