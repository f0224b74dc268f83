import { expect, signIn, test, who } from '../fixtures';

test.use({ viewport: { width: 375, height: 812 } });

const RATING_CHUNK = /\/assets\/rating-card-[^/]+\.(js|css)$/;

// The rating card loads once the page is idle (app/deferred-rating.tsx); shell-layout's offline test lost
// the whole app to the error screen when the connection went before that.
test('a rating card whose code does not arrive leaves the app as it was: the menu still leads on', async ({
  page,
}) => {
  await page.route(RATING_CHUNK, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) => RATING_CHUNK.test(request.url()));
  await signIn(page, who.max);
  await failed;

  await page.getByRole('button', { name: 'Menü' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Impressum' })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(page.getByText('Es ist ein Fehler aufgetreten.')).toHaveCount(0);
});
