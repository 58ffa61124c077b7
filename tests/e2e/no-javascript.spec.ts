import { splitPath } from '../../lib/edition-path';
import { editionView } from './support/edition';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

// Run over each edition (the project says which); test names come from the English routes.
const routes = editionView('en').routes;

test.describe('with JavaScript off', () => {
  for (const { path } of routes) {
    test(`${path} shows its text and working links`, async ({ page, request, ed }) => {
      await page.goto(ed.at(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // No blank sections: every section shows text or, for a photo strip, its pictures.
      const sections = page.locator('main section');
      const n = await sections.count();
      for (let i = 0; i < n; i++) {
        const section = sections.nth(i);
        const text = (await section.innerText()).trim();
        const pictures = await section.locator('img[alt]:not([alt=""])').count();
        expect(text.length + pictures, `section ${i} of ${ed.at(path)} is blank`).toBeGreaterThan(
          0,
        );
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
      // …and stays in this edition: only the language switch (marked with hreflang) leaves it.
      const pageLinks = await page
        .locator('a[href^="/"]:not([hreflang])')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of pageLinks.filter((h) => !h.startsWith('/img/'))) {
        expect(splitPath(href).lang, `${href} on ${ed.at(path)}`).toBe(ed.lang);
      }
    });
  }
});

test.describe('phone navigation with JavaScript off (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and its links lead to their pages', async ({ page, ed }) => {
    const { nav } = ed.texts.interface;
    const label = (path: string) => ed.routes.find((r) => r.path === path)!.nav!;
    const toggle = () =>
      page
        .locator('header')
        .getByRole('button', { name: new RegExp(`^(${nav.openMenu}|${nav.closeMenu})$`) });
    await page.goto(ed.at('/about/'));
    const menu = page.getByRole('navigation', { name: nav.menu, exact: true });
    await expect(menu).toBeHidden();
    await expect(toggle()).toHaveAccessibleName(nav.openMenu);

    await toggle().click();
    await expect(menu).toBeVisible();
    await expect(toggle()).toHaveAccessibleName(nav.closeMenu);
    await expect(menu.getByRole('link')).toHaveText([
      ...['/', '/about', '/projects', '/chaaya-microsite', '/contact'].map(label),
      new RegExp(nav.planStay),
    ]);
    await menu.getByRole('link', { name: label('/chaaya-microsite'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ed.at('/chaaya-microsite')}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The toggle closes it again.
    await toggle().click();
    await expect(menu).toBeVisible();
    await toggle().click();
    await expect(menu).toBeHidden();
  });
});
