import { expect, type Page } from '@playwright/test';
import { waitForSms } from '../fixtures';

export type NewCustomer = { email: string; password: string; firstName: string; phoneDigits: string };

function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** A German mobile number nobody else in the run uses: national form and its stored digits. */
export function freshMobile(): { national: string; digits: string } {
  const subscriber = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { national: `0151 ${subscriber}`, digits: `49151${subscriber}` };
}

/** Reads the 6-digit code from the newest SMS to the number. */
export async function smsCode(digits: string): Promise<string> {
  const sms = await waitForSms(digits);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code in SMS: ${sms.text}`);
  return code;
}

/**
 * Signs a fresh customer up through the three wizard pages (tied to the demo adviser by its sign-up
 * code, or to none with `adviserCode: null`) and waits until the portal shows the landing page. `check` runs on each page (e.g. axe).
 */
export async function signUpFreshCustomer(
  page: Page,
  check: (page: Page) => Promise<void> = async () => {},
  {
    adviserCode = 'berger',
    entry,
  }: {
    adviserCode?: string | null;
    /** Where the wizard is opened instead (a referral link: its adviser comes with it). */
    entry?: string;
  } = {},
): Promise<NewCustomer> {
  const id = uniqueId();
  const customer: NewCustomer = {
    email: `e2e-${id}@example.com`,
    password: `Neu!${id}A1`,
    firstName: 'Erika',
    phoneDigits: '',
  };
  const mobile = freshMobile();
  customer.phoneDigits = mobile.digits;

  await page.goto(entry ?? `/#/intro/registrierung${adviserCode ? `?berater=${adviserCode}` : ''}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Deine Daten' })).toBeVisible();
  await check(page);
  await page.getByLabel('Vorname').fill(customer.firstName);
  await page.getByLabel('Nachname').fill('Neukundin');
  await page.getByLabel('E-Mail').fill(customer.email);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Deine Mobilnummer' })).toBeVisible();
  await expect(page.getByLabel('Land')).toHaveValue('DE');
  await check(page);
  await page.getByLabel('Mobilnummer').fill(mobile.national);
  await page.getByLabel('Mobilnummer').press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Code und Passwort' })).toBeVisible();
  const code = await smsCode(mobile.digits);
  await page.getByLabel('SMS-Code').fill(code);
  await page.getByLabel('Passwort', { exact: true }).fill(customer.password);
  await expect(page.getByText('Großartig! Dein Passwort ist sicher.').first()).toBeVisible();
  await page.getByLabel('Passwort wiederholen').fill(customer.password);
  await page.getByLabel('Ich akzeptiere die Nutzungsbedingungen.').check();
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.').check();
  await check(page);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Das Konto wurde erstellt.')).toBeVisible();

  if (adviserCode || entry) {
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Berater' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/#\/app\/berater\/einladen\?originalRoute=/);
  }
  return customer;
}

export async function logOut(page: Page) {
  await page.goto('/#/app/logout');
  await expect(page).toHaveURL(/#\/intro\/login$/);
}

/** The first link in a mail's text that leads to `hashPath` (e.g. '#/intro/Passwortvergessen/'). */
export function linkIn(text: string, hashPath: string): string {
  const escaped = hashPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const link = new RegExp(`https?://\\S*${escaped}\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`no link to ${hashPath} in: ${text}`);
  return link;
}
