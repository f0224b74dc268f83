import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignatureCheckResult, signedAtText } from './signature-check-result';

describe('SignatureCheckResult', () => {
  it('shows the time of signing as the PDF prints it: DD.MM.YYYY HH:mm in Europe/Berlin', () => {
    expect(signedAtText('2026-11-23T13:05:00.000Z')).toBe('23.11.2026 14:05');
    expect(signedAtText('2026-07-01T22:30:00.000Z')).toBe('02.07.2026 00:30');
  });

  it('names signer, time, form and version of an unchanged document', () => {
    render(
      <SignatureCheckResult
        answer={{
          status: 'unveraendert',
          dokument: {
            formular: 'Erstinformation',
            version: 2,
            unterschrieben_am: '2026-11-23T13:05:00.000Z',
            unterschrieben_von: 'Max Mustermann',
          },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Das Dokument ist unverändert.');
    expect(screen.getByText('Max Mustermann')).toBeTruthy();
    expect(screen.getByText('23.11.2026 14:05 Uhr')).toBeTruthy();
    expect(screen.getByText('Erstinformation')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('says altered as an alert and unknown as a status', () => {
    const { unmount } = render(<SignatureCheckResult answer={{ status: 'veraendert' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Das Dokument wurde verändert.');
    unmount();
    render(<SignatureCheckResult answer={{ status: 'unbekannt' }} />);
    expect(screen.getByRole('status').textContent).toContain('Das Dokument ist unbekannt.');
  });
});
