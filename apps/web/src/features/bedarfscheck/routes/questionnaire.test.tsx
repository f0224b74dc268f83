import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, toastTexts } from '../../../test/render-routes';
import { back, cleanEachTest, next, renderPage, shownStep } from './bedarfscheck.harness';

cleanEachTest();
afterEach(() => vi.useRealTimers());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

async function openFor(name: string) {
  const chooser = (await screen.findByLabelText('Für wen beantwortest Du die Fragen?')) as HTMLSelectElement;
  const option = [...chooser.options].find((candidate) => candidate.textContent?.startsWith(name));
  fireEvent.change(chooser, { target: { value: option?.value } });
}

describe('Bedarfscheck: the questionnaire as the tour slider', () => {
  it('starts with the main person, prefilled from what is stored', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Los geht’s' })).toBeTruthy();
    fireEvent.click(next());
    expect(shownStep()).toBe('Deine Lebenssituation');
    expect(field('Was machst Du beruflich?').value).toBe('1');
    expect(field('Wie hoch ist Dein Nettoeinkommen im Monat?').value).toBe('3.100,00');
    expect(field('Wie ist Dein Familienstand?').value).toBe('VH');
    expect(field('Wie viele Kinder hast Du?').value).toBe('2');
    fireEvent.click(next());
    expect(field('Wie wohnst Du?').value).toBe('miete_wohnung');
    fireEvent.click(next());
    expect((field('Auf mich ist ein Auto oder Motorrad zugelassen.') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(next());
    expect((field('Ich habe eine Katze.') as HTMLInputElement).checked).toBe(true);
    expect((field('Ich habe einen Hund.') as HTMLInputElement).checked).toBe(false);
  });

  it('refuses a step whose answers are missing: the 700 ms shake, the toast, the field’s message, no move and no save', async () => {
    const { saveAnswers, container } = renderPage();
    await openFor('Erika');
    vi.useFakeTimers();
    fireEvent.click(next());
    expect(shownStep()).toBe('Deine Lebenssituation');
    fireEvent.click(next());
    expect(shownStep()).toBe('Deine Lebenssituation');
    expect(toastTexts()).toContain('Bitte beantworte die Fragen dieses Schritts, bevor es weitergeht.');
    const track = container.querySelector('[style*="translateX"]') as HTMLElement;
    expect(track.className).toMatch(/shake/);
    expect(screen.getByText('Bitte wähle Deine berufliche Situation aus.')).toBeTruthy();
    expect(screen.getByText('Bitte gib an, wie viele Kinder Du hast (0 bis 20).')).toBeTruthy();
    expect(document.activeElement).toBe(field('Was machst Du beruflich?'));
    act(() => vi.advanceTimersByTime(700));
    expect(track.className).not.toMatch(/shake/);
    expect(saveAnswers).not.toHaveBeenCalled();
    vi.useRealTimers();

    fireEvent.change(field('Was machst Du beruflich?'), { target: { value: '12' } });
    fill('Wie viele Kinder hast Du?', '0');
    fireEvent.click(next());
    expect(shownStep()).toBe('Wohnen');
    expect(saveAnswers).toHaveBeenCalledWith(12, {
      situation: '12',
      einkuenfte_gesamt_netto_mtl: null,
      familienstand: 'VH',
      kinderanzahl: 0,
    });
  });

  it('refuses an amount it cannot read at its field, and keeps what was typed over Zurück', async () => {
    const { saveAnswers } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Los geht’s' });
    fireEvent.click(next());
    fill('Wie hoch ist Dein Nettoeinkommen im Monat?', 'viel');
    fireEvent.click(next());
    expect(shownStep()).toBe('Deine Lebenssituation');
    expect(
      screen.getByLabelText('Wie hoch ist Dein Nettoeinkommen im Monat?').getAttribute('aria-invalid'),
    ).toBe('true');
    fill('Wie hoch ist Dein Nettoeinkommen im Monat?', '3.400');
    fill('Wie viele Kinder hast Du?', '3');
    fireEvent.click(back());
    expect(shownStep()).toBe('Los geht’s');
    fireEvent.click(next());
    expect(field('Wie viele Kinder hast Du?').value).toBe('3');
    fireEvent.click(next());
    expect(saveAnswers).toHaveBeenCalledWith(
      11,
      expect.objectContaining({ einkuenfte_gesamt_netto_mtl: 3400, kinderanzahl: 3 }),
    );
  });

  it('works by keyboard: the arrow keys move through the same check, the focus goes to the step’s heading', async () => {
    const { saveAnswers } = renderPage();
    const start = await screen.findByRole('heading', { level: 2, name: 'Los geht’s' });
    const viewport = start.closest('[aria-roledescription="Schritt"]')?.parentElement
      ?.parentElement as HTMLElement;
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Deine Lebenssituation' }),
    );
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(shownStep()).toBe('Wohnen');
    await waitFor(() => expect(saveAnswers).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(shownStep()).toBe('Deine Lebenssituation');
    // Only the step shown can be reached: the others are inert.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Wohnen', hidden: true }).closest('[inert]'),
    ).toBeTruthy();
  });

  it('moves by swipe through the same check, and not where a step switched the direction off', async () => {
    const { saveAnswers } = renderPage();
    await openFor('Erika');
    const viewport = screen
      .getByRole('heading', { level: 2, name: 'Los geht’s' })
      .closest('[aria-roledescription="Schritt"]')?.parentElement?.parentElement as HTMLElement;
    const swipe = (dx: number) => {
      fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200, clientY: 300 });
      fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 200 + dx, clientY: 305 });
    };
    // The first step cannot be swiped back from (questionnaire.ts): nothing happens.
    swipe(120);
    expect(shownStep()).toBe('Los geht’s');
    swipe(-120);
    expect(shownStep()).toBe('Deine Lebenssituation');
    // Erika has not answered: the swipe is refused like the button.
    swipe(-120);
    expect(shownStep()).toBe('Deine Lebenssituation');
    expect(toastTexts()).toContain('Bitte beantworte die Fragen dieses Schritts, bevor es weitergeht.');
    expect(saveAnswers).not.toHaveBeenCalled();
    swipe(120);
    expect(shownStep()).toBe('Los geht’s');
  });
});

describe('Bedarfscheck without config.person_edit', () => {
  it('shows the answers, not to change, and moves on without saving', async () => {
    const { saveAnswers } = renderPage({ mayEdit: false });
    expect(await screen.findByText(/Deine Antworten kannst Du hier ansehen, aber nicht ändern/)).toBeTruthy();
    await openFor('Erika');
    fireEvent.click(next());
    expect((field('Was machst Du beruflich?') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(next());
    expect(shownStep()).toBe('Wohnen');
    expect(saveAnswers).not.toHaveBeenCalled();
  });
});
