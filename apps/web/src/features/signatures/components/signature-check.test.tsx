import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { SignatureCheck } from './signature-check';

const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'Vollmacht.pdf', { type: 'application/pdf' });

describe('SignatureCheck', () => {
  it('sends the chosen PDF as `file` to the public check and shows the answer', async () => {
    const { calls } = mockFetch({
      'POST /api/signaturen/pruefen': () => ({ body: { status: 'veraendert' } }),
    });
    const { container } = render(<SignatureCheck endpoint="public" />);
    expect(screen.getByRole('status').textContent).toBe('Keine Datei ausgewählt');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(screen.getByRole('status').textContent).toBe('Ausgewählt: Vollmacht.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Datei prüfen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Das Dokument wurde verändert.');
    expect(calls[0]?.path).toBe('/api/signaturen/pruefen');
    // The answer takes the focus as soon as it is drawn, without waiting for a frame.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Ergebnis' }));
  });

  it('asks for a file before sending anything, and shows the server’s 422 at its field', async () => {
    const { calls } = mockFetch({
      'POST /api/berater/signaturen/pruefen': () => ({
        status: 422,
        body: { errors: ['dokument_id=>Bitte die Dokument-ID eingeben.'] },
      }),
    });
    render(<SignatureCheck endpoint="workspace" />);
    fireEvent.click(screen.getByRole('button', { name: 'Datei prüfen' }));
    const missing = screen.getByText(
      'Bitte eine PDF-Datei auswählen oder Dokument-ID und Prüfsumme eingeben.',
    );
    const picker = screen.getByRole('button', { name: 'Unterschriebene PDF-Datei PDF-Datei auswählen' });
    expect(document.activeElement).toBe(picker);
    expect(picker.getAttribute('aria-describedby')).toContain(missing.id);
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Angaben prüfen' }));
    const message = await screen.findByText('Bitte die Dokument-ID eingeben.');
    expect(screen.getByLabelText('Dokument-ID').getAttribute('aria-describedby')).toContain(message.id);
    expect(calls[0]?.path).toBe('/api/berater/signaturen/pruefen');
  });
});
