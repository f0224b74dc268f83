import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe("with the browser's modal (showModal and close, its close event a task later)", () => {
    const late: HTMLDialogElement[] = [];
    const { showModal, close } = HTMLDialogElement.prototype;
    afterEach(() => {
      Object.assign(HTMLDialogElement.prototype, { showModal, close });
      late.length = 0;
    });
    const browserDialog = () =>
      Object.assign(HTMLDialogElement.prototype, {
        showModal(this: HTMLDialogElement) {
          this.setAttribute('open', '');
        },
        close(this: HTMLDialogElement) {
          this.removeAttribute('open');
          late.push(this);
        },
      });
    const deliverLateCloseEvents = () => {
      for (const dialog of late.splice(0)) fireEvent(dialog, new Event('close'));
    };

    it('a close it asked for, whose event comes only after it opened again, does not cancel the new question', () => {
      browserDialog();
      const answered = vi.fn();
      const question = (open: boolean) => (
        <Dialog open={open} title="Ungespeicherte Änderungen" onClose={answered}>
          <p>Frage</p>
        </Dialog>
      );
      const { rerender } = render(question(true));
      const dialog = screen.getByRole('dialog') as HTMLDialogElement;
      rerender(question(false)); // 'Weiter bearbeiten'
      rerender(question(true)); // the next Back asks again before the browser's event of that close
      deliverLateCloseEvents();
      expect(answered).not.toHaveBeenCalled();
      expect(dialog.open).toBe(true);
      // Escape: the browser closes the dialog itself; that is the user's answer.
      dialog.removeAttribute('open');
      fireEvent(dialog, new Event('close'));
      expect(answered).toHaveBeenCalledTimes(1);
    });
  });
});
