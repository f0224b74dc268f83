import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { workspacePresetTexts as texts } from '@kundenportal/domain/texts/workspace-presets';
import { adviserSetFlags } from '@kundenportal/domain/workspace/customer-settings';
import { builtInPresets, type PresetValues } from '@kundenportal/domain/workspace/presets';
import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openCustomer,
  signInAdviser,
  test,
  who,
} from '../fixtures';

/**
 * Issue 27, item 27 (ADR 041): the adviser invites a customer with the agency's "Light" preset and finds
 * the new customer's switches set as Light sets them; "Vorlage anwenden" gives an existing customer the
 * "Standard" preset after showing what changes. At 375 px, axe clean. The demo agency's presets are only
 * read here, never changed, so other specs find them as the seed made them.
 */
const [standard, light] = builtInPresets;
// Each test checks about 30 switches and runs axe twice on long workspace pages: 21–27 s measured on a
// loaded machine, too close to the default 30 s.
test.describe.configure({ timeout: 90_000 });

async function expectSwitches(page: Page, values: PresetValues) {
  const settings = page.getByRole('region', { name: workspaceTexts.settings.heading });
  for (const flag of adviserSetFlags)
    await expect(
      settings.getByRole('switch', { name: workspaceTexts.flagLabels[flag], exact: true }),
      flag,
    ).toHaveAttribute('aria-checked', String(values.config[flag]));
  await expect(
    settings.getByRole('switch', { name: workspaceTexts.featureLabels.referrals }),
  ).toHaveAttribute('aria-checked', String(values.features.referrals));
}

test('an adviser invites a customer with the Light preset; the customer starts with its switches', async ({
  browser,
}, info) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await context.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.getByRole('link', { name: 'Einladungen' }).click();
  const preset = adviser.getByLabel(texts.invitationLabel);
  await expect(preset.locator('option:checked')).toHaveText(standard.name);
  await preset.selectOption({ label: light.name });
  const email = `e2e-${info.testId}-light@example.com`;
  await adviser.getByLabel('E-Mail-Adresse').fill(email);
  await adviser.getByLabel('Vorname').fill('Lina');
  await adviser.getByLabel('Nachname').fill('Leicht');
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);
  await adviser.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(adviser.getByText(`Die Einladung an ${email} wurde gesendet.`)).toBeVisible();
  await closeToasts(adviser);

  await adviser.getByRole('link', { name: 'Kunden' }).click();
  await openCustomer(adviser, { email, firstName: 'Lina', lastName: 'Leicht' });
  await expectSwitches(adviser, light.values);
  await expectNoAxeViolations(adviser);
  await context.close();
});

test('"Vorlage anwenden" gives an existing customer the Standard preset after showing what changes', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await context.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await openCustomer(adviser, who.max);
  const liquidity = adviser.getByRole('switch', { name: 'Liquidität', exact: true });
  await expect(liquidity).toHaveAttribute('aria-checked', 'true');

  await adviser.getByRole('button', { name: texts.apply }).click();
  const dialog = adviser.getByRole('dialog', { name: texts.applyHeading });
  await expect(dialog.getByLabel(texts.applyChoose).locator('option:checked')).toHaveText(standard.name);
  await expect(dialog.getByText('Liquidität: an → aus')).toBeVisible();
  await expect(dialog.getByText(`${workspaceTexts.featureLabels.referrals}: an → aus`)).toBeVisible();
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);
  await dialog.getByRole('button', { name: texts.applyConfirm }).click();
  await expect(adviser.getByText(texts.applied(standard.name))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectSwitches(adviser, standard.values);

  const audit = adviser.getByRole('region', { name: 'Änderungsprotokoll' });
  await expect(audit.getByText(/Thomas Berger · Vorlage angewendet/)).toBeVisible();
  await expect(audit.getByText(`${texts.auditPreset}: ${standard.name}`)).toBeVisible();
  await expect(audit.getByText('Liquidität: an → aus')).toBeVisible();

  // A preset is a start: a single switch still changes on its own.
  await liquidity.click();
  await expect(liquidity).toHaveAttribute('aria-checked', 'true');
  await closeToasts(adviser);
  await expectNoAxeViolations(adviser);
  await context.close();
});

test('the agency page adds a preset with its switches and removes it after asking', async ({
  browser,
}, info) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await context.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.getByRole('link', { name: 'Agentur' }).click();
  const section = adviser.getByRole('region', { name: texts.heading });
  await expect(section.getByText(texts.defaultBadge)).toBeVisible();
  await expect(section.getByRole('button', { name: texts.removeLabel(standard.name) })).toHaveCount(0);

  const name = `E2E ${info.testId.slice(0, 8)}`;
  await section.getByRole('button', { name: texts.add }).click();
  const editor = section.getByRole('form', { name: texts.editorHeadingNew });
  await editor.getByLabel(texts.name).fill(name);
  const check = editor.getByRole('switch', { name: workspaceTexts.flagLabels.bedarfscheck });
  await check.click();
  await expect(check).toHaveAttribute('aria-checked', 'true');
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);
  await editor.getByRole('button', { name: texts.save }).click();
  await expect(adviser.getByText(texts.saved(name))).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(section.getByText(name, { exact: true })).toBeVisible();

  await section.getByRole('button', { name: texts.removeLabel(name) }).click();
  const question = adviser.getByRole('dialog', { name: texts.removeQuestion(name) });
  await expectNoAxeViolations(adviser);
  await question.getByRole('button', { name: texts.removeConfirm }).click();
  await expect(question).toBeHidden();
  await expect(section.getByText(name, { exact: true })).toHaveCount(0);
  await closeToasts(adviser);
  await context.close();
});
