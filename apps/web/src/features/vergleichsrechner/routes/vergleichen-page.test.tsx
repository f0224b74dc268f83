import { paths } from '@kundenportal/domain/routing/paths';
import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import type { Rechner } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachSignedInTest } from '../../../test/clean-each-test';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { VergleichenPage } from './vergleichen-page';

cleanEachSignedInTest();
const texts = vergleichsrechnerTexts.page;

const RECHNER: Rechner[] = [
  {
    id: 3,
    titel: 'Haftpflicht-Rechner',
    sparte: 'privathaftpflicht',
    url: 'https://phv.example.de/',
    origins: ['https://phv.example.de'],
  },
  {
    id: 1,
    titel: 'Kfz-Vergleich',
    sparte: 'kfz',
    url: 'https://kfz.example.de/',
    origins: ['https://kfz.example.de'],
  },
  {
    id: 2,
    titel: 'Kfz-Tarifcheck',
    sparte: 'kfz',
    url: 'https://tc.example.de/',
    origins: ['https://tc.example.de'],
  },
];

function renderPage(entry: string = paths.compare) {
  const api = mockFetch({
    'GET /api/vergleichsrechner': () => ({ body: { rechner: RECHNER } }),
    'POST /api/vergleichsrechner/1/ticket': () => ({ body: { ticket: 'T1' } }),
    'POST /api/vergleichsrechner/3/ticket': () => ({ body: { ticket: 'T3' } }),
  });
  return { api, ...renderRoutes([{ path: paths.compare, element: <VergleichenPage /> }], entry) };
}

/** The list's sections, one per Sparte (named by their heading; the toaster is a region too). */
const sparteGroups = async () =>
  (await screen.findAllByRole('heading', { level: 2 })).map(
    (heading) => heading.closest('section') as HTMLElement,
  );
const hostFrame = async () => (await screen.findByTestId('rechner-host')) as HTMLIFrameElement;
const post = (data: unknown, source: MessageEventSource | null, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('/app/vergleichen', () => {
  it('lists the calculators by Sparte in the Sparten table’s order', async () => {
    renderPage();
    const groups = await sparteGroups();
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Kfz-Versicherung',
      'Privathaftpflicht',
    ]);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kfz-Vergleich', 'Kfz-Tarifcheck']);
    expect(screen.getByRole('link', { name: texts.open('Kfz-Vergleich') }).getAttribute('href')).toBe(
      '/app/vergleichen?rechner=1',
    );
  });

  it('opens one in the page with a fresh ticket and leads back to the list', async () => {
    const { api } = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: texts.open('Kfz-Vergleich') }));
    const frame = await hostFrame();
    expect(frame.getAttribute('src')).toBe('/api/vergleichsrechner/1/rahmen?ticket=T1');
    expect(frame.getAttribute('title')).toBe(texts.frameTitle('Kfz-Vergleich'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/vergleichsrechner/1/ticket',
    ]);
    expect(document.activeElement?.textContent).toBe('Kfz-Vergleich');
    fireEvent.click(screen.getByRole('link', { name: texts.back }));
    expect(await sparteGroups()).toHaveLength(2);
    // Only the query changed: the focus is on the link of the calculator just closed, not on <body>.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: texts.open('Kfz-Vergleich') }));
  });

  it('takes a height only from its own origin, from its host frame, at 100 px or more', async () => {
    renderPage(`${paths.compare}?rechner=1`);
    const frame = await hostFrame();
    // jsdom loads no frame (contentWindow null): the frame's window is stood in for by an object of its own.
    const own = new MessageChannel().port1;
    Object.defineProperty(frame, 'contentWindow', { get: () => own });
    const message = (height: unknown) => ({ type: 'kundenportal-rechner-hoehe', height });
    expect(frame.style.height).toBe('');
    await post(message(99), own);
    await post(message(Number.NaN), own);
    await post(message('812'), own);
    await post(message(812), window);
    await post(message(812), own, 'https://kfz.example.de');
    await post({ height: 812 }, own);
    expect(frame.style.height).toBe('');
    await post(message(100), own);
    expect(frame.style.height).toBe('100px');
    await post(message(10_001), own);
    expect(frame.style.height).toBe('100px');
    await post(message(812), own);
    expect(frame.style.height).toBe('812px');
  });

  it('opens the first calculator of ?sparte= and says when the agency has none for it', async () => {
    renderPage(`${paths.compare}?sparte=privathaftpflicht`);
    expect((await hostFrame()).getAttribute('src')).toBe('/api/vergleichsrechner/3/rahmen?ticket=T3');
  });

  it('says so for a Sparte without a calculator and lists the others', async () => {
    renderPage(`${paths.compare}?sparte=hausrat`);
    expect(await screen.findByText(texts.noneForSparte('Hausrat'))).toBeTruthy();
    expect(await sparteGroups()).toHaveLength(2);
  });
});
