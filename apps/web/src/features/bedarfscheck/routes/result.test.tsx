import { testBedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanEachTest, household, renderPage } from './bedarfscheck.harness';

cleanEachTest();

const personResult = (name: string) => screen.findByRole('region', { name: `Ergebnis für ${name}` });

/** The entries of a person's result as 'Sparte Status', group by group. */
function entriesOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => ({
      priority: heading.textContent,
      entries: [...(heading.nextElementSibling?.children ?? [])].map(
        (item) => item.querySelector('p')?.textContent,
      ),
    }));
}

describe('Bedarfscheck: the result per person', () => {
  it('groups the Sparten by priority, gaps first, each with its status, its contract, why and what it is', async () => {
    const answer = testBedarfscheckAnswer();
    // In any order the answer comes, the page shows them by priority, then gap, check, covered.
    answer.personen[0]?.ergebnis.reverse();
    renderPage({}, answer);
    const max = await personResult('Max Mustermann');
    expect(entriesOf(max)).toEqual([
      {
        priority: 'Existenziell',
        entries: ['BerufsunfähigkeitLücke', 'PrivathaftpflichtBitte prüfen', 'Kfz-VersicherungAbgesichert'],
      },
      { priority: 'Wichtig', entries: ['HausratLücke'] },
    ]);
    const liability = within(max).getByText('Privathaftpflicht').closest('li') as HTMLElement;
    expect(within(liability).getByText('Vertrag: Privathaftpflicht – R+V')).toBeTruthy();
    expect(within(liability).getByRole('list', { name: 'Warum?' }).children).toHaveLength(2);
    expect(
      within(liability).getByText(
        /^Schäden durch Katzen sind meistens in der Privathaftpflicht mitversichert/,
      ),
    ).toBeTruthy();
    expect(
      within(liability).getByText(/^Zahlt, wenn Du einem anderen aus Versehen einen Schaden zufügst/),
    ).toBeTruthy();
    // Only a gap offers the actions.
    expect(within(liability).queryByRole('button', { name: 'Angebot anfordern' })).toBeNull();
    const erika = await personResult('Erika Mustermann');
    expect(entriesOf(erika)).toEqual([
      { priority: 'Existenziell', entries: ['PrivathaftpflichtAbgesichert'] },
    ]);
    expect(screen.getByText(/ersetzt keine persönliche Beratung/)).toBeTruthy();
  });

  it('from a gap asks for an offer and leads to the form for a contract the person has elsewhere', async () => {
    const requestOffer = vi.fn();
    renderPage({
      requestOffer,
      addElsewherePath: (person, entry) => `/app/vertraege/add?sparte=${entry.sparte}&person=${person.id}`,
    });
    const max = await personResult('Max Mustermann');
    const hausrat = within(max).getByText('Hausrat').closest('li') as HTMLElement;
    const offer = within(hausrat).getByRole('button', { name: 'Angebot anfordern' });
    expect(offer.getAttribute('aria-describedby')).toBe(within(hausrat).getByText('Hausrat').id);
    fireEvent.click(offer);
    expect(requestOffer).toHaveBeenCalledWith(
      expect.objectContaining({ id: 11 }),
      testBedarfscheckAnswer().personen[0]?.ergebnis[3],
    );
    expect(within(hausrat).getByRole('link', { name: 'Habe ich schon woanders' }).getAttribute('href')).toBe(
      '/app/vertraege/add?sparte=hausrat&person=11',
    );
    expect(within(max).queryByRole('link', { name: 'Vergleichen' })).toBeNull();
  });

  it('leads a gap to the agency’s calculator of its Sparte where there is one (issue 31)', async () => {
    renderPage({
      comparePath: (entry) => (entry.sparte === 'hausrat' ? '/app/vergleichen?sparte=hausrat' : undefined),
    });
    const max = await personResult('Max Mustermann');
    const hausrat = within(max).getByText('Hausrat').closest('li') as HTMLElement;
    const compare = within(hausrat).getByRole('link', { name: 'Vergleichen' });
    expect(compare.getAttribute('href')).toBe('/app/vergleichen?sparte=hausrat');
    expect(compare.getAttribute('aria-describedby')).toBe(within(hausrat).getByText('Hausrat').id);
    expect(within(max).getAllByRole('link', { name: 'Vergleichen' })).toHaveLength(1);
  });

  it('offers neither action without an adviser or the right to add contracts', async () => {
    renderPage({ requestOffer: undefined, addElsewherePath: undefined });
    const max = await personResult('Max Mustermann');
    expect(within(max).queryByRole('button', { name: 'Angebot anfordern' })).toBeNull();
    expect(within(max).queryByRole('link', { name: 'Habe ich schon woanders' })).toBeNull();
  });

  it('asks for a person first in a household without one', async () => {
    renderPage({ persons: [] });
    expect(await screen.findByText(/Lege zuerst eine Person an/)).toBeTruthy();
    expect(household()).toHaveLength(2);
  });
});
