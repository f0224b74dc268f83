import { bankingAggregatorTexts as t } from '@kundenportal/domain/texts/banking-aggregator';
import { type FinapiStandIn, startFinapiStandIn } from '../../apps/server/test/helpers/finapi-stand-in';
import { e2eFinapi } from '../e2e-env';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  reviewShot,
  signIn,
  test,
  who,
} from '../fixtures';

/**
 * "Bank verbinden" (issue 33, ADR 270) at 375 px: the e2e server's finAPI is a stand-in of its documented
 * API (apps/server/test/helpers/finapi-stand-in.ts) that this spec starts on the port the server was told
 * (e2e-env.ts). A fresh customer asks for the web form, opens it in a new window, confirms the bank's
 * login there, and the accounts page, following the form, shows the connected bank and its account.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 60_000 });

const portalPort = Number(process.env.E2E_PORT ?? 8181);
const finapiEnv = e2eFinapi(portalPort);
const IBAN = 'DE02120300000000202051';
let finapi: FinapiStandIn;
test.beforeAll(async () => {
  finapi = await startFinapiStandIn({
    clientId: finapiEnv.FINAPI_CLIENT_ID,
    clientSecret: finapiEnv.FINAPI_CLIENT_SECRET,
    port: portalPort + 1000,
  });
  const today = new Date().toISOString().slice(0, 10);
  finapi.setBank('Sparkasse KölnBonn', () => [
    {
      id: 7001,
      iban: IBAN,
      balance: 2450.75,
      transactions: [
        { id: 1, bankBookingDate: today, amount: 3120.5, purpose: 'Gehalt', counterpartName: 'Muster GmbH' },
        {
          id: 2,
          bankBookingDate: today,
          amount: -950,
          purpose: 'Miete',
          counterpartName: 'Hausverwaltung Becker',
        },
      ],
    },
  ]);
});
test.afterAll(async () => {
  await finapi.close();
});

test('connects a bank in the web form opened in a new window and shows its account', async ({ page }) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await page.goto('/#/app/konten');
  const section = page.getByRole('region', { name: t.heading });
  await expect(section.getByText(t.intro)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: t.connect }).click();
  const link = section.getByRole('link', { name: t.openForm });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(section.getByRole('status')).toHaveText(t.waiting);
  await expectNoAxeViolations(page);

  const opened = page.context().waitForEvent('page');
  await link.click();
  const form = await opened;
  await form.getByRole('button', { name: 'Zugang bestätigen' }).click();
  await expect(form.getByText('Status: COMPLETED')).toBeVisible();
  await form.close();

  // The page asks for the form's state every 2 s: done within a few polls.
  await expect(section.getByRole('status')).toHaveText(t.done, { timeout: 15_000 });
  await expect(section.getByText('Sparkasse KölnBonn: verbunden', { exact: false })).toBeVisible();
  await expect(page.getByText('DE02 1203 0000 0000 2020 51')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Umsätze von / })).toBeVisible();

  // Asked again, the bank has nothing new: nothing is added twice.
  await section.getByRole('button', { name: t.fetch }).click();
  await expect(page.getByText(t.fetched(0))).toBeVisible();
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'bank-verbinden-375', { fullPage: true });
});
