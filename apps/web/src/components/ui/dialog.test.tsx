import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('closes on its own close event only, not on that of a dialog opened inside it', () => {
    const outerClosed = vi.fn();
    const innerClosed = vi.fn();
    render(
      <Dialog open title="Empfehlen" onClose={outerClosed}>
        <Dialog open title="Teilen über" onClose={innerClosed}>
          <p>WhatsApp</p>
        </Dialog>
      </Dialog>,
    );
    const [outer, inner] = screen.getAllByRole('dialog', { hidden: true });
    fireEvent(inner as Element, new Event('close'));
    expect(innerClosed).toHaveBeenCalledTimes(1);
    expect(outerClosed).not.toHaveBeenCalled();
    fireEvent(outer as Element, new Event('close'));
    expect(outerClosed).toHaveBeenCalledTimes(1);
  });

  it('answers a close it was asked for (open false) not with onClose, even when the event comes late', () => {
    const firstClose = vi.fn();
    const secondClose = vi.fn();
    const { rerender } = render(
      <Dialog open title="Ungespeicherte Änderungen" onClose={firstClose}>
        <p>Frage</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    rerender(
      <Dialog open={false} title="Ungespeicherte Änderungen" onClose={secondClose}>
        <p>Frage</p>
      </Dialog>,
    );
    // The browser's close event of that close arrives after the page moved on.
    fireEvent(dialog, new Event('close'));
    expect(firstClose).not.toHaveBeenCalled();
    expect(secondClose).not.toHaveBeenCalled();
    // Open again: a close by the browser (Escape) is the user's answer.
    rerender(
      <Dialog open title="Ungespeicherte Änderungen" onClose={secondClose}>
        <p>Frage</p>
      </Dialog>,
    );
    fireEvent(dialog, new Event('close'));
    expect(secondClose).toHaveBeenCalledTimes(1);
  });
});
