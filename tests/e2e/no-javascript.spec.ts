import { routes } from '../../content/routes';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test.describe('with JavaScript off', () => {
  for (const route of routes) {
    test(`${route.path} shows its text and working links`, async ({ page, request }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // No blank sections: every section shows text or, for a photo strip, its pictures.
      const sections = page.locator('main section');
      const n = await sections.count();
      for (let i = 0; i < n; i++) {
        const section = sections.nth(i);
        const text = (await section.innerText()).trim();
        const pictures = await section.locator('img[alt]:not([alt=""])').count();
        expect(text.length + pictures, `section ${i} of ${route.path} is blank`).toBeGreaterThan(0);
      }
      // Every internal link in the page leads somewhere real.
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((as) => [
          ...new Set(as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '')),
        ]);
      for (const href of hrefs.filter((h) => !h.includes('#'))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }
});

test.describe('phone navigation with JavaScript off (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and its links lead to their pages', async ({ page }) => {
    await page.goto('/about/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    const toggle = page.locator('header').getByRole('button', { name: /^(Open|Close) menu$/ });
    await expect(toggle).toHaveAccessibleName('Open menu');

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Our Vision',
      'Our Projects',
      'Chaaya Homestay',
      'Contact',
      /Plan Your Stay/,
    ]);
    await menu.getByRole('link', { name: 'Chaaya Homestay' }).click();
    await expect(page).toHaveURL(/\/chaaya-microsite\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The toggle closes it again.
    await page
      .locator('header')
      .getByRole('button', { name: /^(Open|Close) menu$/ })
      .click();
    await expect(menu).toBeVisible();
    await page
      .locator('header')
      .getByRole('button', { name: /^(Open|Close) menu$/ })
      .click();
    await expect(menu).toBeHidden();
  });
});
