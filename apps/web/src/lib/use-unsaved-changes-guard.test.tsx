import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnsavedChangesDialog } from '../components/forms/unsaved-changes-dialog';
import { historyTravel } from './history-travel';
import { setToken } from './storage';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** A form page: dirty while its field is not empty; 'Speichern' empties it, 'Speichern und weiter' leaves. */
function FormPage() {
  const [value, setValue] = useState('');
  const guard = useUnsavedChangesGuard(value !== '');
  const navigate = useNavigate();
  return (
    <>
      <label>
        Notiz
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={() => setValue('')}>
        Speichern
      </button>
      <button
        type="button"
        onClick={() => {
          guard.allowLeaving();
          void navigate('/other');
        }}
      >
        Speichern und weiter
      </button>
      <Link to="/other">Woanders</Link>
      <Link to="/form?tab=2">Reiter 2</Link>
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}

function renderGuardedForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', Component: FormPage },
      { path: '/other', element: <p>Andere Seite</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The guard's modal (a native <dialog>, in the DOM also while closed). */
const question = () =>
  [...document.querySelectorAll('dialog')].find((dialog) =>
    dialog.textContent?.includes('Ungespeicherte Änderungen'),
  );
const type = (text: string) => fireEvent.change(screen.getByLabelText('Notiz'), { target: { value: text } });
/** What the browser would do on tab close or reload: true when a handler asks to stay. */
const beforeUnloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => setToken('jwt'));
afterEach(() => {
  setToken(null);
});

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form be left without a question', () => {
    const router = renderGuardedForm();
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.getByText('Andere Seite')).toBeTruthy();
  });

  it('asks before a dirty form is left; "Weiter bearbeiten" stays with the input kept', async () => {
    const router = renderGuardedForm();
    type('halb fertig');
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(question()?.open).toBe(true);
    expect(question()?.textContent).toContain(
      'Du hast Änderungen, die noch nicht gespeichert sind. Seite verlassen und Änderungen verwerfen?',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter bearbeiten', hidden: true }));
    });
    expect(router.state.location.pathname).toBe('/form');
    expect(question()?.open).toBe(false);
    expect((screen.getByLabelText('Notiz') as HTMLInputElement).value).toBe('halb fertig');
  });

  it('closes the question as soon as it is answered, before the router shows its change (the page is not inert)', async () => {
    const router = renderGuardedForm();
    type('halb fertig');
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(question()?.open).toBe(true);
    // As in the browser: no act() around the click, so the router's transition renders only later.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: 'Weiter bearbeiten', hidden: true }).click();
      await Promise.resolve();
      expect(question()?.open).toBe(false);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
    await act(async () => {});
    // The next leaving is a new question.
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(question()?.open).toBe(true);
    expect(router.state.location.pathname).toBe('/form');
  });

  it('asks only once the history has put the left entry back (a Back pressed before would be lost)', () => {
    const router = renderGuardedForm();
    type('halb fertig');
    act(() => historyTravel.set(true));
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(question()?.open).toBe(false);
    act(() => historyTravel.set(false));
    expect(question()?.open).toBe(true);
  });

  it('keeps a question once asked while the history moves, so "Verwerfen" still leaves', async () => {
    const router = renderGuardedForm();
    type('halb fertig');
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(question()?.open).toBe(true);
    act(() => historyTravel.set(true));
    expect(question()?.open).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verwerfen', hidden: true }));
    });
    act(() => historyTravel.set(false));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('"Verwerfen" goes on to where the user was going', async () => {
    const router = renderGuardedForm();
    type('halb fertig');
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verwerfen', hidden: true }));
    });
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.getByText('Andere Seite')).toBeTruthy();
  });

  it('asks no more once the changes are saved', () => {
    const router = renderGuardedForm();
    type('fertig');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('lets the page leave itself after a save (allowLeaving) while the form is still dirty', () => {
    const router = renderGuardedForm();
    type('fertig');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' })));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('does not ask for a change of the query on the same page, nor once the session has ended', () => {
    const router = renderGuardedForm();
    type('halb fertig');
    fireEvent.click(screen.getByRole('link', { name: 'Reiter 2' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(question()?.open).toBe(false);
    setToken(null);
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('registers the beforeunload question only while the form is dirty', () => {
    renderGuardedForm();
    expect(beforeUnloadAsks()).toBe(false);
    type('halb fertig');
    expect(beforeUnloadAsks()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(beforeUnloadAsks()).toBe(false);
    type('wieder');
    cleanup();
    expect(beforeUnloadAsks()).toBe(false);
  });
});
