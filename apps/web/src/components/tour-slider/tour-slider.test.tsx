import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/toast';
import { type TourSlide, TourSlider } from './tour-slider';

let copied = false;
const slides: TourSlide[] = [
  { title: 'So geht es', content: <p>Eins</p> },
  {
    title: 'Link kopieren',
    content: <p>Zwei</p>,
    validate: () => (copied ? null : 'Bitte kopiere zuerst Deinen Link.'),
    swipe: { back: false },
  },
  { title: 'Geschafft', content: <p>Drei</p> },
];

function renderSlider() {
  copied = false;
  return render(
    <>
      <Toaster />
      <TourSlider slides={slides} label="Weiterempfehlen" />
    </>,
  );
}

const visibleTitle = () =>
  screen.getAllByRole('heading', { level: 2 }).find((heading) => !heading.closest('[aria-hidden="true"]'))
    ?.textContent;

afterEach(() => vi.useRealTimers());

describe('TourSlider', () => {
  it('moves with the buttons and announces the step; focus goes to the new step', () => {
    renderSlider();
    expect(visibleTitle()).toBe('So geht es');
    expect(screen.getByText('Schritt 1 von 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zurück' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(visibleTitle()).toBe('Link kopieren');
    expect(screen.getByText('Schritt 2 von 3')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Link kopieren');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(visibleTitle()).toBe('So geht es');
  });

  it("moves on only when the step's check passes: else it shakes for 700 ms and shows the message", () => {
    vi.useFakeTimers();
    const { container } = renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(visibleTitle()).toBe('Link kopieren');
    expect(screen.getByText('Bitte kopiere zuerst Deinen Link.')).toBeTruthy();
    const track = container.querySelector('[style*="translateX"]') as HTMLElement;
    expect(track.className).toMatch(/shake/);
    act(() => vi.advanceTimersByTime(699));
    expect(track.className).toMatch(/shake/);
    act(() => vi.advanceTimersByTime(1));
    expect(track.className).not.toMatch(/shake/);
    copied = true;
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(visibleTitle()).toBe('Geschafft');
  });

  it('moves with the arrow keys and with touch swipes, except the swipes a step switched off', () => {
    renderSlider();
    const viewport = screen.getByText('Eins').closest('section')?.parentElement?.parentElement as HTMLElement;
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(visibleTitle()).toBe('Link kopieren');
    // Step 2 switched the swipe back off: a rightward swipe does nothing, the key still goes back.
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 300, clientY: 100 });
    expect(visibleTitle()).toBe('Link kopieren');
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(visibleTitle()).toBe('So geht es');
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 200, clientY: 110 });
    expect(visibleTitle()).toBe('Link kopieren');
    // A mouse drag is no swipe.
    fireEvent.pointerDown(viewport, { pointerType: 'mouse', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    expect(visibleTitle()).toBe('Link kopieren');
  });

  it('takes no swipe that starts on a form control (an amount’s range slider dragged)', () => {
    render(
      <TourSlider
        slides={[
          { title: 'Betrag', content: <input type="range" aria-label="Betrag" /> },
          { title: 'Weiter so', content: <p>Zwei</p> },
        ]}
        label="Fragen"
      />,
    );
    const range = screen.getByRole('slider', { name: 'Betrag' });
    fireEvent.pointerDown(range, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(range, { pointerType: 'touch', clientX: 100, clientY: 100 });
    expect(visibleTitle()).toBe('Betrag');
  });

  it('tells each move (from, to), never a refused one', () => {
    copied = false;
    const onMove = vi.fn();
    render(<TourSlider slides={slides} label="Weiterempfehlen" onMove={onMove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onMove.mock.calls).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('hides the other steps from screen readers and the keyboard', () => {
    renderSlider();
    const hidden = screen.getByText('Zwei').closest('section') as HTMLElement;
    expect(hidden.getAttribute('aria-hidden')).toBe('true');
    expect(hidden.hasAttribute('inert')).toBe(true);
    expect(screen.getByText('Eins').closest('section')?.getAttribute('aria-hidden')).toBeNull();
  });
});
