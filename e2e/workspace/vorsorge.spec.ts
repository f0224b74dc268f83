import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { formatEuro } from '@kundenportal/domain/format/euro';
import { bedarfscheckTexts } from '@kundenportal/domain/texts/bedarfscheck';
import type { VorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openCustomer,
  reviewShot,
  signInAdviser,
  test,
  webClientHeaders,
  who,
} from '../fixtures';

/**
 * The adviser's view of a customer's Bedarfscheck and Vorsorgestatus (issue 30, ADR 192) on a phone, in
 * Chromium against the real server: Max's answers (his household's person data) show with the switch off
 * and say so; the adviser switches the Bedarfscheck on; Max answers a question that opens a gap and enters
 * his Renteninformation (through the API, as his pages save them); the household page shows the gap with
 * its priority and occasion, and his figures exactly as his own Vorsorgestatus reads them. Axe and no
 * sideways scrolling.
 */

test.describe.configure({ timeout: 120_000 });

async function checkScreen(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

/** Max's own API session (the app's login): what his pages send. */
async function asMax(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    headers: webClientHeaders,
    data: { email: who.max.email, password: who.max.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { ...webClientHeaders, Authorization: `Bearer ${token}` };
  const send = async (method: 'GET' | 'PUT', path: string, data?: unknown) => {
    const response = await request.fetch(`/api${path}`, { method, headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
  return {
    get: <T>(path: string) => send('GET', path) as Promise<T>,
    put: (path: string, data: unknown) => send('PUT', path, data),
  };
}

/** A figure's value by its label (exactly) in a person's description list. */
const figure = (person: Locator, label: string) =>
  person.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);

test('the adviser sees a customer’s gap and Vorsorgestatus figures on the household page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAdviser(page, who.adviser);
  await closeToasts(page);
  await openCustomer(page, who.max);
  const name = `${who.max.firstName} ${who.max.lastName}`;

  // The switch is off, but Max's person data answer the questions: shown, and said so.
  const needs = page.getByRole('region', { name: 'Bedarfscheck', exact: true });
  await expect(needs.getByText(/Für diesen Kunden ist der Bedarfscheck ausgeschaltet\./)).toBeVisible();
  await checkScreen(page);
  await needs.scrollIntoViewIfNeeded();
  await reviewShot(page, 'off-375');

  const flag = page.getByRole('switch', { name: 'Bedarfscheck' });
  await expect(flag).toHaveAttribute('aria-checked', 'false');
  await flag.click();
  await expect(flag).toHaveAttribute('aria-checked', 'true');
  await expect(
    needs.getByText(
      'Das Ergebnis, wie der Kunde es sieht: aus seinen Antworten und den Verträgen des Haushalts.',
    ),
  ).toBeVisible();
  await closeToasts(page);

  // Max answers that a heating-oil tank stands at his home and enters his Renteninformation.
  const max = await asMax(page.request);
  const { persons } = await max.get<{ persons: { id: number; is_main: boolean }[] }>('/persons');
  const maxId = persons.find((person) => person.is_main)?.id;
  await max.put(`/persons/vcheck/${maxId}/update/fremdvertrag`, { oeltank: '1' });
  await max.put(`/vorsorgestatus/${maxId}`, { regelaltersrente_mtl: 1800 });
  const result = await max.get<BedarfscheckAnswer>('/bedarfscheck');
  const status = await max.get<VorsorgestatusAnswer>('/vorsorgestatus');
  const oil = result.personen
    .find((person) => person.personId === maxId)
    ?.ergebnis.find((entry) => entry.sparte === 'gewaesserschaden');
  if (!oil) throw new Error('Max needs no Gewässerschadenhaftpflicht');
  expect(oil.status).toBe('luecke');

  await page.reload();
  const maxNeeds = needs.getByRole('region', { name: `Bedarfscheck ${name}` });
  const gap = maxNeeds.getByRole('listitem').filter({ hasText: sparteLabel('gewaesserschaden') });
  await expect(gap).toContainText('Lücke');
  await expect(gap).toContainText(
    `${bedarfscheckTexts.result.priorities[oil.prioritaet]} · Anlass: Heizöltank`,
  );
  // Gaps come first: the first need listed is a gap.
  await expect(maxNeeds.getByRole('listitem').first()).toContainText('Lücke');
  await gap.scrollIntoViewIfNeeded();
  await checkScreen(page);
  await reviewShot(page, 'needs-375');

  // The figures as Max's own Vorsorgestatus reads them.
  const own = status.personen.find((person) => person.personId === maxId);
  if (!own) throw new Error('Max has no Vorsorgestatus');
  const pension = page.getByRole('region', { name: 'Vorsorgestatus', exact: true });
  const figures = pension.getByRole('region', { name: `Vorsorgestatus ${name}` });
  await expect(pension.getByText(/Eine Schätzung mit vereinfachten Annahmen/)).toBeVisible();
  await expect(figure(figures, 'Wunschrente (in heutigem Geld)')).toHaveText(formatEuro(own.wunschrente));
  await expect(figure(figures, 'Gesetzliche Rente nach Abzügen')).toHaveText(
    `${formatEuro(own.erwartet.gesetzlich)}laut Renteninformation`,
  );
  await expect(figure(figures, 'Private und betriebliche Renten')).toHaveText(
    formatEuro(own.erwartet.vertraege),
  );
  await expect(figure(figures, 'Rentenlücke in heutigem Geld')).toHaveText(formatEuro(own.luecke_heute));
  expect(own.luecke_heute).toBeGreaterThan(0);
  await expect(figure(figures, 'Rentenlücke bei Rentenbeginn')).toHaveText(
    `${formatEuro(own.luecke_bei_rentenbeginn)}bei 2 % Inflation pro Jahr`,
  );
  const [year, month, day] = own.rentenbeginn.split('-');
  await expect(figure(figures, 'Rentenbeginn')).toContainText(`${day}.${month}.${year}`);
  await figures.scrollIntoViewIfNeeded();
  await checkScreen(page);
  await reviewShot(page, 'figures-375');
});
