import { routes } from '../../content/routes';
import { site } from '../../content/site';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitUntilHydrated } from './support/phone';

// The made-up address the 404 test visits: the one request here allowed to fail.
test.use({ allowedFailures: ['/no/such/path'] });

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its own title and description`, async ({ page }) => {
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      const expected =
        route.path === '/' ? `${site.name} · ${route.title}` : `${route.title} · ${site.name}`;
      await expect(page).toHaveTitle(expected);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        route.description,
      );
      await expect(page.locator('h1')).toHaveCount(1);
    });

    test(`${route.path} has a labelled notifications region and passes axe`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('at 390 px (a phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of routes) {
    test(`${route.path} passes axe`, async ({ page }) => {
      await page.goto(route.path);
      await expectNoAxeViolations(page);
    });
  }

  test('the open menu passes axe', async ({ page }) => {
    await page.goto('/');
    // The toggle opens the menu as a native popover.
    await page
      .locator('header')
      .getByRole('button', { name: /^(Open|Close) menu$/ })
      .click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open lightbox passes axe', async ({ page }) => {
    await page.goto('/projects/san/');
    const gallery = page.getByRole('group', { name: 'SAN gallery' });
    // Until its island runs a thumbnail opens the photo itself; this test is about the lightbox.
    await waitUntilHydrated(gallery);
    const first = gallery.getByRole('link').first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'SAN gallery' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() =>
        dialog
          .getByRole('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});

test('deep links work with and without the trailing slash', async ({ page, request }) => {
  const bare = await request.get('/projects/chaaya', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toBe('/projects/chaaya/');

  const res = await page.goto('/projects/chaaya');
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/projects/chaaya/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chaaya, The Divine Heart');

  await page.goto('/projects/chaaya/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chaaya, The Divine Heart');
});

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  const res = await page.goto('/no/such/path');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText(/wandered off the cultural path/)).toBeVisible();
  const ways = page.getByRole('navigation', { name: 'Ways back' });
  await expect(ways.getByRole('link')).toHaveCount(3);
  for (const href of ['/', '/projects/', '/contact/']) {
    await expect(ways.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expectNoAxeViolations(page);
});
