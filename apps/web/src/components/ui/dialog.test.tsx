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
});
