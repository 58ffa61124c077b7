import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

// What each exported page shows with JavaScript off (its text, its links leading somewhere real
// and staying in the edition) is read from its markup in exported-pages.spec.ts: no browser
// needed. What needs one is the phone menu working without scripts.

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
