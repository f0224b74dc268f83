import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const entries = [
  { title: 'Erste Frage', content: 'Erste Antwort' },
  { title: 'Zweite Frage', content: 'Zweite Antwort' },
  { title: 'Dritte Frage', content: <strong>Dritte Antwort</strong> },
];

const header = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded') === 'true');
/** The panels on screen (a hidden panel is no region to assistive technology). */
const openRegions = () => screen.queryAllByRole('region').map((region) => region.textContent);

describe('Accordion', () => {
  it('starts closed; each header is a button in a heading that controls its panel, a region it labels', () => {
    render(<Accordion entries={entries} headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Erste Frage',
      'Zweite Frage',
      'Dritte Frage',
    ]);
    expect(expanded()).toEqual([false, false, false]);
    expect(openRegions()).toEqual([]);
    for (const button of screen.getAllByRole('button')) {
      expect(button.parentElement?.tagName).toBe('H3');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(panel.hidden).toBe(true);
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
    }
    fireEvent.click(header('Zweite Frage'));
    expect(screen.getByRole('region', { name: 'Zweite Frage' }).textContent).toBe('Zweite Antwort');
  });

  it('opens one entry at a time: opening another closes the open one', () => {
    render(<Accordion entries={entries} />);
    fireEvent.click(header('Erste Frage'));
    expect(expanded()).toEqual([true, false, false]);
    expect(openRegions()).toEqual(['Erste Antwort']);
    fireEvent.click(header('Dritte Frage'));
    expect(expanded()).toEqual([false, false, true]);
    expect(openRegions()).toEqual(['Dritte Antwort']);
    fireEvent.click(header('Zweite Frage'));
    expect(expanded()).toEqual([false, true, false]);
    expect(openRegions()).toEqual(['Zweite Antwort']);
  });

  it('closes the open entry on its own header, and opens it again', () => {
    render(<Accordion entries={entries} />);
    fireEvent.click(header('Erste Frage'));
    fireEvent.click(header('Erste Frage'));
    expect(expanded()).toEqual([false, false, false]);
    expect(openRegions()).toEqual([]);
    fireEvent.click(header('Erste Frage'));
    expect(openRegions()).toEqual(['Erste Antwort']);
  });

  it('moves the focus between the headers with the arrow keys (wrapping round), Home and End', () => {
    render(<Accordion entries={entries} />);
    header('Erste Frage').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    press('ArrowDown');
    expect(document.activeElement).toBe(header('Zweite Frage'));
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(header('Erste Frage'));
    press('ArrowUp');
    expect(document.activeElement).toBe(header('Dritte Frage'));
    press('Home');
    expect(document.activeElement).toBe(header('Erste Frage'));
    press('End');
    expect(document.activeElement).toBe(header('Dritte Frage'));
    // Moving the focus opens nothing; other keys are left to the button (Enter and Space click it).
    press('a');
    expect(document.activeElement).toBe(header('Dritte Frage'));
    expect(expanded()).toEqual([false, false, false]);
  });
});
