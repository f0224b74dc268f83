import type { Person } from '@kundenportal/domain/household/person-api';
import { testAddress, testBankConnection, testPerson } from '@kundenportal/domain/household/person-examples';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fieldStyles from '../../../components/ui/field.module.css';
import { isLoading } from '../../../lib/loader-store';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import { cleanEachTest, errorOf, inEntry, me, renderPage } from './person-edit-page.harness';

cleanEachTest();

describe('person edit: delete', () => {
  function withPerson(person: Person, extra: Parameters<typeof mockFetch>[0] = {}) {
    return mockFetch({
      'GET /api/users/me': me(),
      [`GET /api/persons/${person.id}`]: () => ({ body: { person } }),
      ...extra,
    });
  }

  it('deletes after confirming, then goes back to the list', async () => {
    const { calls } = withPerson(testPerson({ id: 12 }), {
      'DELETE /api/persons/12': () => ({ body: { success: true } }),
    });
    const { router } = renderPage(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Person löschen' }));
    const dialog = screen.getByRole('dialog', { hidden: true, name: 'Person löschen?' });
    expect(within(dialog).getByText(/Möchtest Du Erika Mustermann wirklich löschen/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/person/list'));
    expect(toastTexts()).toContain('Die Person wurde erfolgreich gelöscht.');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/persons/12')).toBe(true);
  });

  it('a read of the person still on its way when the delete succeeds shows no error, and none follows (issue 27)', async () => {
    let answerRead: (reply: { status: number; body: unknown }) => void = () => {};
    let reads = 0;
    const { calls } = withPerson(testPerson({ id: 12 }), {
      'GET /api/persons/12': () => {
        reads += 1;
        if (reads === 1) return { body: { person: testPerson({ id: 12 }) } };
        // Any later read is held; it ends with the 404 of the deleted person.
        return new Promise((resolve) => (answerRead = resolve));
      },
      'DELETE /api/persons/12': () => ({ body: { success: true } }),
    });
    const { router, queryClient } = renderPage(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Person löschen' }));
    void queryClient.invalidateQueries({ queryKey: ['persons', 'detail', 12] });
    await waitFor(() => expect(reads).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: 'Löschen', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/person/list'));
    answerRead({ status: 404, body: { message: 'Der Eintrag wurde nicht gefunden.' } });
    // Every call has ended (the loader stops after a failure is handled).
    await waitFor(() => expect(isLoading()).toBe(false));
    expect(toastTexts()).toEqual(['Die Person wurde erfolgreich gelöscht.']);
    const deleted = calls.findIndex((call) => call.method === 'DELETE');
    expect(
      calls.slice(deleted).filter((call) => call.path === '/api/persons/12' && call.method === 'GET'),
    ).toEqual([]);
    expect(queryClient.getQueryCache().find({ queryKey: ['persons', 'detail', 12] })).toBeUndefined();
  });

  it('shows the error text when the delete fails', async () => {
    withPerson(testPerson({ id: 12 }), {
      'DELETE /api/persons/12': () => ({
        status: 409,
        body: { error: 'person_not_deletable', message: 'Diese Person kann nicht gelöscht werden.' },
      }),
    });
    const { router } = renderPage(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Person löschen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Löschen', hidden: true }));
    await waitFor(() => expect(toastTexts()).toContain('Diese Person kann nicht gelöscht werden.'));
    expect(router.state.location.pathname).toBe('/app/person/edit/12');
  });

  it('refuses the main person: the button is disabled with the reason', async () => {
    withPerson(testPerson({ id: 11, is_main: true, firstname: 'Max' }));
    renderPage(11);
    const button = await screen.findByRole('button', { name: 'Person löschen' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(errorOf(button)).toBe('Die Hauptperson kann nicht gelöscht werden.');
  });

  it('refuses a released person (mvp_freigabe 1)', async () => {
    withPerson(testPerson({ id: 12, mvp_freigabe: 1 }));
    renderPage(12);
    const button = await screen.findByRole('button', { name: 'Person löschen' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(errorOf(button)).toBe('Eine freigegebene Person kann nicht gelöscht werden.');
  });
});

describe('person edit: read-only', () => {
  it('without config.person_edit every field is disabled and there is no save, delete or list button', async () => {
    mockFetch({
      'GET /api/users/me': me(false),
      'GET /api/persons/12': () => ({
        body: { person: testPerson({ adressen: [testAddress()], bankverbindungen: [testBankConnection()] }) },
      }),
    });
    renderPage(12);
    expect(
      await screen.findByText('Du kannst die Daten dieser Person ansehen, aber nicht ändern.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Person' })).toBeTruthy();
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Erika');
    expect((screen.getByLabelText('Geburtsdatum') as HTMLInputElement).value).toBe('09.03.1982');
    expect((inEntry('Adresse 1', 'Straße') as HTMLInputElement).disabled).toBe(true);
    expect((inEntry('Bankverbindung 1', 'IBAN') as HTMLInputElement).value).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    expect((screen.getByRole('radio', { name: 'weiblich' }) as HTMLInputElement).disabled).toBe(true);
    for (const name of ['Speichern', 'Person löschen', 'Adresse hinzufügen', 'Adresse entfernen'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('draws every control as disabled and says so in an information notice, not a success one', async () => {
    mockFetch({
      'GET /api/users/me': me(false),
      'GET /api/persons/12': () => ({
        body: { person: testPerson({ adressen: [testAddress()], bankverbindungen: [testBankConnection()] }) },
      }),
    });
    renderPage(12);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('Du kannst die Daten dieser Person ansehen, aber nicht ändern.');
    expect(note.getAttribute('data-variant')).toBe('info');
    const form = document.querySelector('form') as HTMLFormElement;
    const controls = [...form.querySelectorAll<HTMLInputElement>('input, select, textarea')].filter(
      (control) => control.type !== 'hidden',
    );
    expect(controls.length).toBeGreaterThan(40);
    expect(controls.filter((control) => !control.disabled).map((control) => control.name)).toEqual([]);
    // Text inputs and selects carry the field class whose :disabled rule draws them disabled.
    const boxes = controls.filter((control) => !['checkbox', 'radio', 'range'].includes(control.type));
    expect(boxes.filter((control) => !control.classList.contains(fieldStyles.input ?? 'input'))).toEqual([]);
    for (const group of screen.getAllByRole('radiogroup'))
      expect(group.getAttribute('aria-disabled')).toBe('true');
  });

  it('offers no form for a new person without config.person_edit', async () => {
    mockFetch({ 'GET /api/users/me': me(false) });
    renderPage(0);
    const note = await screen.findByText('Du hast nicht die erforderliche Berechtigung.');
    expect(note.closest('[role="note"]')?.getAttribute('data-variant')).toBe('warning');
    expect(screen.queryByLabelText('Vorname')).toBeNull();
  });
});
