/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU) on one page of a running portal,
 * in Debian's Chromium. Started by scripts/bench/first-load.ts; prints one JSON object to stdout.
 *
 *   node bench/lighthouse/run.mjs '{"url": "...", "token": "... or null", "chromium": "/usr/bin/chromium"}'
 *   (optional "save": "/path/report.json" writes the full Lighthouse result)
 *
 * With a token, the session is put into localStorage first (what the web app keeps after a login:
 * apps/web/src/lib/storage.ts, key `kundenportal.token`) from a page that loads none of the app, and
 * Lighthouse keeps storage (disableStorageReset), so the audit loads the app as a logged-in user with an
 * empty HTTP cache.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { url, token, chromium, save } = JSON.parse(process.argv[2] ?? '{}');
if (!url) throw new Error('usage: run.mjs \'{"url": "http://…", "token": null}\'');

const browser = await puppeteer.launch({
  executablePath: chromium ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage();
  if (token) {
    const origin = new URL(url).origin;
    await page.goto(`${origin}/api/health`);
    await page.evaluate((value) => localStorage.setItem('kundenportal.token', value), token);
  }
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(token),
    },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // The whole report, for a closer look at one run (e.g. its long tasks).
  if (save) writeFileSync(save, JSON.stringify(lhr));
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => ({ id: a.id, title: a.title, displayValue: a.displayValue ?? '' }));
  console.log(
    JSON.stringify({
      url,
      finalUrl: lhr.finalDisplayedUrl,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint')?.numericValue,
      fcpMs: audit('first-contentful-paint')?.numericValue,
      tbtMs: audit('total-blocking-time')?.numericValue,
      cls: audit('cumulative-layout-shift')?.numericValue,
      scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scriptRequests: scripts.length,
      totalTransferBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      belowPar: opportunities,
    }),
  );
} finally {
  await browser.close();
}
