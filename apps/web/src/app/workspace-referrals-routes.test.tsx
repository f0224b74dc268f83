import type { AgencyReferral } from '@kundenportal/domain/workspace/referrals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The referral programme in the workspace (issue 14): tiers in euros, confirm, record the payout. */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken('adviser-jwt', 'adviser');
});

const bernd: AgencyReferral = {
  id: 5,
  referrer: { id: 1, name: 'Anna Albers', email: 'anna@example.com' },
  referred: { id: 2, name: 'Bernd Brandt', email: 'bernd@example.com' },
  status: 'registriert',
  createdAt: '2026-11-02T09:00:00.000Z',
  confirmedAt: null,
  payment: null,
};

function server() {
  let tiers = [{ minCount: 1, valueCents: 2500 }];
  let referral = bernd;
  const mock = mockFetch({
    'GET /api/berater/me': () => ({ body: adviserProfile }),
    'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
    'GET /api/berater/empfehlungen': () => ({ body: { tiers, referrals: [referral] } }),
    'PUT /api/berater/empfehlungen/stufen': (call) => {
      tiers = (call.body as { tiers: typeof tiers }).tiers;
      return { body: { tiers } };
    },
    'POST /api/berater/empfehlungen/5/bestaetigen': (call) => {
      const { voucherType, bonusCents = 0 } = call.body as { voucherType: string; bonusCents?: number };
      referral = {
        ...referral,
        status: 'bestaetigt',
        payment: { amountCents: 2500, bonusCents, voucherType, paidAt: null },
      };
      return { body: { referral } };
    },
    'POST /api/berater/empfehlungen/5/auszahlen': () => {
      referral = {
        ...referral,
        payment: referral.payment && { ...referral.payment, paidAt: '2026-11-20T10:00:00.000Z' },
      };
      return { body: { referral } };
    },
  });
  return mock;
}

describe('workspace referral programme', () => {
  it('edits the tiers in euros, checks them, and saves them in cents', async () => {
    const { calls } = server();
    await router.navigate('/berater/empfehlungen');
    render(<App />);
    const first = await screen.findByRole('group', { name: 'Stufe 1' }, { timeout: 5000 });
    expect((within(first).getByLabelText('Betrag in €') as HTMLInputElement).value).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: 'Stufe hinzufügen' }));
    const second = screen.getByRole('group', { name: 'Stufe 2' });
    fireEvent.change(within(second).getByLabelText('Ab Empfehlung Nr.'), { target: { value: '1' } });
    fireEvent.change(within(second).getByLabelText('Betrag in €'), { target: { value: 'viel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stufen speichern' }));
    expect(
      await within(second).findByText('Bitte geben Sie einen Betrag in Euro ein, z. B. 25 oder 12,50.'),
    ).toBeTruthy();
    expect(within(second).getByText('Für diese Zahl gibt es schon eine Stufe.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(second).getByLabelText('Ab Empfehlung Nr.'), { target: { value: '3' } });
    fireEvent.change(within(second).getByLabelText('Betrag in €'), { target: { value: '12,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stufen speichern' }));
    expect(await screen.findByText('Die Auszahlungsstufen wurden gespeichert.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      tiers: [
        { minCount: 1, valueCents: 2500 },
        { minCount: 3, valueCents: 1250 },
      ],
    });
  });

  it('confirms a referral with a voucher and bonus, then records the payout', async () => {
    const { calls } = server();
    await router.navigate('/berater/empfehlungen');
    render(<App />);
    const list = await screen.findByRole('region', { name: 'Empfehlungen' }, { timeout: 5000 });
    expect(await within(list).findByText('Bernd Brandt')).toBeTruthy();
    expect(within(list).getByText(/^empfohlen von Anna Albers · 02\.11\.2026/)).toBeTruthy();
    fireEvent.change(within(list).getByLabelText('Gutschein'), { target: { value: 'paypal' } });
    fireEvent.change(within(list).getByLabelText('Bonus in € (optional)'), { target: { value: '5' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Empfehlung Bernd Brandt bestätigen' }));
    expect(await screen.findByText('Die Empfehlung wurde bestätigt.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/bestaetigen'))?.body).toEqual({
      voucherType: 'paypal',
      bonusCents: 500,
    });
    expect(await within(list).findByText(/^30,00\s€ als PayPal-Guthaben$/)).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', {
        name: 'Gutschein für die Empfehlung Bernd Brandt als ausgezahlt markieren',
      }),
    );
    // Asked first (issue 27): nothing is sent until the adviser says yes.
    const question = await screen.findByRole('dialog', { name: 'Gutschein als ausgezahlt markieren?' });
    expect(calls.some((call) => call.path.endsWith('/auszahlen'))).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Ja, als ausgezahlt markieren' }));
    expect(await within(list).findByText(/ausgezahlt am 20\.11\.2026/)).toBeTruthy();
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: /ausgezahlt markieren/ })).toBeNull(),
    );
  });
});
