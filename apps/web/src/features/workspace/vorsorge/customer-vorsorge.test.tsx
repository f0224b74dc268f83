import { testBedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-examples';
import type { PersonPensionAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { testVorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-examples';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { toastTexts } from '../../../test/render-routes';
import { renderSections } from './vorsorge.harness';

beforeEach(() => setToken('adviser-jwt', 'adviser'));

const max = testVorsorgestatusAnswer().personen[0] as PersonPensionAnswer;
/** Max without a wished pension, a Renteninformation or a pension contract: the answer still has his start. */
const nothingEntered: PersonPensionAnswer = {
  ...max,
  wunschrente: 0,
  erwartet: { gesetzlich: 0, vertraege: 0 },
  luecke_heute: 0,
  luecke_bei_rentenbeginn: 0,
  quelle: 'keine',
  gesetzlich: { brutto: 0, krankenversicherung: 0, pflegeversicherung: 0, steuer: 0, netto: 0 },
  nettoeinkommen: null,
};
/** What the endpoints answer for a household with no answers: the Privathaftpflicht everyone needs. */
const onlyEveryone = {
  personen: [
    {
      personId: 11,
      ergebnis: [
        {
          sparte: 'privathaftpflicht' as const,
          prioritaet: 'existenziell' as const,
          status: 'luecke' as const,
          vertragId: null,
          gruende: ['privathaftpflicht' as const],
        },
      ],
    },
  ],
};

const lines = (item: HTMLElement) =>
  [...item.querySelectorAll('p')].map((line) => line.textContent?.replace(/\u00a0/g, ' '));

/** A figure's lines by its label (the description list's term). */
function figure(section: HTMLElement, label: string) {
  const term = within(section).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling as HTMLElement;
  return [...value.querySelectorAll('span')].map((line) => line.textContent?.replace(/\u00a0/g, ' '));
}

describe('the household page’s Bedarfscheck and Vorsorgestatus (ADR 192)', () => {
  it('lists each person’s needs, gaps first with their priority and occasion, then to check, then covered with the contract', async () => {
    renderSections({
      switchedOn: true,
      needs: testBedarfscheckAnswer(),
      pension: testVorsorgestatusAnswer(),
    });
    const section = await screen.findByRole('region', { name: 'Bedarfscheck' });
    expect(
      within(section).getByText(
        'Das Ergebnis, wie der Kunde es sieht: aus seinen Antworten und den Verträgen des Haushalts.',
      ),
    ).toBeTruthy();
    const maxNeeds = await within(section).findByRole('region', { name: 'Bedarfscheck Max Mustermann' });
    expect(within(maxNeeds).getAllByRole('listitem').map(lines)).toEqual([
      ['BerufsunfähigkeitLücke', 'Existenziell · Anlass: Erwerbseinkommen'],
      ['HausratLücke', 'Wichtig · Anlass: eigener Hausrat'],
      [
        'PrivathaftpflichtBitte prüfen',
        'Existenziell · Anlass: Grundschutz für jeden, Katze',
        'Vertrag: R+V PH 100',
      ],
      ['Kfz-VersicherungAbgesichert', 'Existenziell · Anlass: Fahrzeughalter', 'Vertrag: HUK-COBURG VW Golf'],
    ]);
    const erika = within(section).getByRole('region', { name: 'Bedarfscheck Erika Mustermann' });
    expect(within(erika).getAllByRole('listitem').map(lines)).toEqual([
      ['PrivathaftpflichtAbgesichert', 'Existenziell · Anlass: Grundschutz für jeden', 'Vertrag: R+V PH 100'],
    ]);
    expect(within(section).queryByText(/folgt bisher nur, was jeder braucht/)).toBeNull();
  });

  it('shows each adult’s figures as the customer reads them: wish, statutory and contracts, both gaps, the start', async () => {
    renderSections({
      switchedOn: true,
      needs: testBedarfscheckAnswer(),
      pension: testVorsorgestatusAnswer(),
    });
    const section = await screen.findByRole('region', { name: 'Vorsorgestatus' });
    expect(
      within(section).getByText(
        'Eine Schätzung mit vereinfachten Annahmen und den Werten von heute, keine Beratung – so, wie der Kunde sie sieht.',
      ),
    ).toBeTruthy();
    const person = await within(section).findByRole('region', { name: 'Vorsorgestatus Max Mustermann' });
    expect(figure(person, 'Wunschrente (in heutigem Geld)')).toEqual(['2.500,00 €']);
    expect(figure(person, 'Gesetzliche Rente nach Abzügen')).toEqual([
      '1.484,53 €',
      'laut Renteninformation',
    ]);
    expect(figure(person, 'Private und betriebliche Renten')).toEqual(['0,00 €']);
    expect(figure(person, 'Rentenlücke in heutigem Geld')).toEqual(['1.015,47 €']);
    expect(figure(person, 'Rentenlücke bei Rentenbeginn')).toEqual([
      '1.685,34 €',
      'bei 2 % Inflation pro Jahr',
    ]);
    expect(figure(person, 'Rentenbeginn')).toEqual(['01.06.2052', 'mit 67 Jahren']);
  });

  it('says calmly what a customer without answers has: only what everyone needs, no figures yet, the start', async () => {
    renderSections({
      switchedOn: true,
      needs: onlyEveryone,
      pension: { personen: [{ ...nothingEntered, rentenalter_monate: 800, inflation_prozent: 2.5 }] },
    });
    const needs = await screen.findByRole('region', { name: 'Bedarfscheck' });
    expect(
      await within(needs).findByText(
        'Aus den Angaben des Kunden folgt bisher nur, was jeder braucht. Weitere Empfehlungen erscheinen, sobald er den Bedarfscheck beantwortet.',
      ),
    ).toBeTruthy();
    const pension = screen.getByRole('region', { name: 'Vorsorgestatus' });
    const person = await within(pension).findByRole('region', { name: 'Vorsorgestatus Max Mustermann' });
    expect(
      within(person).getByText('Noch keine Angaben zu Wunschrente, gesetzlicher Rente und Rentenverträgen.'),
    ).toBeTruthy();
    expect(within(person).queryByText('Rentenlücke in heutigem Geld')).toBeNull();
    expect(figure(person, 'Rentenbeginn')).toEqual(['01.06.2052', 'mit 66 Jahren und 8 Monaten']);
  });

  it('says so when there is no person or no adult, and when a read failed (no toast)', async () => {
    renderSections({ switchedOn: true, needs: { personen: [] }, pension: { status: 503, body: {} } });
    expect(await screen.findByText('Im Haushalt ist noch keine Person angelegt.')).toBeTruthy();
    expect(
      await screen.findByText('Der Vorsorgestatus des Kunden konnte nicht geladen werden.'),
    ).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('says when the household has no adult with a birth date', async () => {
    renderSections({ switchedOn: true, needs: onlyEveryone, pension: { personen: [] } });
    expect(
      await screen.findByText(
        'Im Haushalt ist keine erwachsene Person mit Geburtsdatum. Ohne Geburtsdatum lässt sich der Rentenbeginn nicht berechnen.',
      ),
    ).toBeTruthy();
  });

  it('leaves both out while the customer’s Bedarfscheck is off and the answers say nothing', async () => {
    const { api, queryClient } = renderSections({
      switchedOn: false,
      needs: onlyEveryone,
      pension: { personen: [nothingEntered] },
    });
    await waitFor(() => expect(api.calls).toHaveLength(3));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryState(['workspace', 'customer', 10, 'vorsorgestatus'])?.status).toBe(
      'success',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows them with the switch off when the answers say something, and says the switch is off', async () => {
    renderSections({
      switchedOn: false,
      needs: testBedarfscheckAnswer(),
      pension: testVorsorgestatusAnswer(),
    });
    const needs = await screen.findByRole('region', { name: 'Bedarfscheck' });
    expect(
      within(needs).getByText(/Für diesen Kunden ist der Bedarfscheck ausgeschaltet\. Das Ergebnis/),
    ).toBeTruthy();
    const pension = await screen.findByRole('region', { name: 'Vorsorgestatus' });
    expect(within(pension).getByText(/ausgeschaltet und mit ihm der Vorsorgestatus/)).toBeTruthy();
  });
});
