import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

const pdf = (name = 'Vollmacht.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });

function Picker({ error, onPick = () => {} }: { error?: string; onPick?: (file: File) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker
      label="Unterschriebene PDF-Datei"
      hint="Nur PDF"
      error={error}
      fileName={file?.name ?? null}
      accept="application/pdf"
      onPick={(picked) => {
        setFile(picked);
        onPick(picked);
      }}
    />
  );
}

const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('FilePicker', () => {
  it('is a German button named by the label and its text; the browser’s own input stays hidden', () => {
    const { container } = render(<Picker />);
    const button = screen.getByRole('button', { name: 'Unterschriebene PDF-Datei Datei auswählen' });
    expect(screen.getByRole('status').textContent).toBe('Keine Datei ausgewählt');
    expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByRole('status').id);
    expect(screen.getByText('Nur PDF').id).not.toBe('');
    expect(button.getAttribute('aria-describedby')).toContain(screen.getByText('Nur PDF').id);
    const input = fileInput(container);
    expect(input.hidden).toBe(true);
    expect(input.accept).toBe('application/pdf');
  });

  it('opens the file dialog from the button and shows the picked file’s name', () => {
    const onPick = vi.fn();
    const { container } = render(<Picker onPick={onPick} />);
    const input = fileInput(container);
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: /Datei auswählen/ }));
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { files: [pdf('Erstinformation.pdf')] } });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Erstinformation.pdf' }));
    expect(screen.getByRole('status').textContent).toBe('Ausgewählt: Erstinformation.pdf');
  });

  it('ties its error to the button', () => {
    render(<Picker error="Bitte eine PDF-Datei auswählen." />);
    const message = screen.getByText('Bitte eine PDF-Datei auswählen.');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toContain(message.id);
  });
});
