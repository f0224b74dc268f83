import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dropDraftsExcept, useDraftKey } from '../lib/form-drafts';
import { endSession } from '../lib/session';
import { useForm } from '../lib/use-form';
import { renderRoutes } from '../test/render-routes';
import { PageErrorBoundary } from './page-error-boundary';

/** Throws while `broken` is set: an error inside the page after something was typed. */
let broken = false;
function Preview({ show }: { show: boolean }) {
  if (show && broken) throw new Error('preview failed');
  return show ? <p>Vorschau</p> : null;
}

function FormPage() {
  const form = useForm({ beruf: '', password: '' }, { draft: useDraftKey('test') });
  const [preview, setPreview] = useState(false);
  return (
    <form>
      <label>
        Berufsbezeichnung
        <input {...form.bind('beruf')} />
      </label>
      <label>
        Passwort
        <input type="password" {...form.bind('password')} />
      </label>
      <button type="button" onClick={() => setPreview(true)}>
        Vorschau anzeigen
      </button>
      <Preview show={preview} />
    </form>
  );
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/app/form',
        element: (
          <PageErrorBoundary>
            <FormPage />
          </PageErrorBoundary>
        ),
      },
    ],
    '/app/form',
  );

describe('an error inside a page (issue 27, item 3)', () => {
  it('keeps what was typed: after "Erneut versuchen" the input is there again, passwords are never stored', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    fireEvent.change(screen.getByLabelText('Berufsbezeichnung'), { target: { value: 'Schulleiterin' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Geheim!2026' } });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Geheim!2026');

    broken = true;
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect(screen.getByText('Es ist ein Fehler aufgetreten.')).toBeTruthy();
    expect(screen.queryByLabelText('Berufsbezeichnung')).toBeNull();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect((screen.getByLabelText('Berufsbezeichnung') as HTMLInputElement).value).toBe('Schulleiterin');
    expect((screen.getByLabelText('Passwort') as HTMLInputElement).value).toBe('');
  });

  it('drops the drafts when the page is left and at logout', () => {
    const { router } = renderPage();
    fireEvent.change(screen.getByLabelText('Berufsbezeichnung'), { target: { value: 'Lehrerin' } });
    const entry = router.state.location.key;
    expect(Object.keys(sessionStorage).some((key) => key.includes(entry))).toBe(true);
    dropDraftsExcept('another-entry');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('kp-draft:'))).toEqual([]);

    fireEvent.change(screen.getByLabelText('Berufsbezeichnung'), { target: { value: 'Rektorin' } });
    endSession();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('kp-draft:'))).toEqual([]);
  });
});
