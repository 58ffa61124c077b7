import { pathIn } from '../../lib/edition-path';
import { editionView } from './support/edition';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitUntilHydrated } from './support/phone';

// The made-up addresses the 404 tests visit: the only requests here allowed to fail.
test.use({ allowedFailures: ['/no/such/path', '/hi/no/such/path'] });

// The same checks over each edition: the project sets which (English, or Hindi under /hi).
// Test names come from the English routes, which every edition has.
const pages = editionView('en').routes.map((r) => r.path);

test.describe('every route', () => {
  for (const path of pages) {
    test(`${path} answers 200 with its own title and description`, async ({ page, ed }) => {
      const route = ed.routes.find((r) => r.path === path)!;
      const { site } = ed.texts;
      const res = await page.goto(ed.at(path));
      expect(res?.status()).toBe(200);
      const expected =
        path === '/' ? `${site.name} · ${route.title}` : `${route.title} · ${site.name}`;
      await expect(page).toHaveTitle(expected);
      await expect(page.locator('html')).toHaveAttribute('lang', ed.lang);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        route.description,
      );
      await expect(page.locator('h1')).toHaveCount(1);
    });

    test(`${path} has a labelled notifications region and passes axe`, async ({ page, ed }) => {
      await page.goto(ed.at(path));
      // The toaster adds its keyboard shortcut to the name.
      await expect(
        page.getByRole('region', { name: ed.texts.interface.notifications, exact: false }),
      ).toBeAttached();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('at 390 px (a phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of pages) {
    test(`${path} passes axe`, async ({ page, ed }) => {
      await page.goto(ed.at(path));
      await expectNoAxeViolations(page);
    });
  }

  test('the open menu passes axe', async ({ page, ed }) => {
    const { nav } = ed.texts.interface;
    await page.goto(ed.at('/'));
    // The toggle opens the menu as a native popover.
    await page
      .locator('header')
      .getByRole('button', { name: new RegExp(`^(${nav.openMenu}|${nav.closeMenu})$`) })
      .click();
    const menu = page.getByRole('navigation', { name: nav.menu });
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole('link', { name: ed.routes.find((r) => r.path === '/contact')!.nav }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open lightbox passes axe', async ({ page, ed }) => {
    await page.goto(ed.at('/projects/san/'));
    const name = ed.pages.san.blocks.flatMap((b) =>
      'label' in b && b.type === 'gallery' ? [b.label] : [],
    )[0]!;
    const gallery = page.getByRole('group', { name, exact: true });
    // Until its island runs a thumbnail opens the photo itself; this test is about the lightbox.
    await waitUntilHydrated(gallery);
    const first = gallery.getByRole('link').first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    const dialog = page.getByRole('dialog', { name });
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

test('deep links work with and without the trailing slash', async ({ page, request, ed }) => {
  const path = ed.at('/projects/chaaya');
  const bare = await request.get(path, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toBe(`${path}/`);

  const hero = ed.pages.chaaya.blocks[0];
  if (hero?.type !== 'hero') throw new Error('the Chaaya page opens with its hero');
  const { title } = hero;
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`${path}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto(`${path}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('an unknown path answers 404 with the one 404 page, which offers both languages', async ({
  page,
  ed,
}) => {
  const res = await page.goto(ed.at('/no/such/path'));
  expect(res?.status()).toBe(404);
  const en = editionView('en');
  const hi = editionView('hi');
  for (const [edition, level] of [
    [en, 1],
    [hi, 2],
  ] as const) {
    const block = edition.pages.notFound.blocks[0]!;
    if (block.type !== 'waysBack') throw new Error('the 404 page opens with its ways back');
    await expect(
      page.getByRole('heading', { level, name: block.heading.title, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(block.heading.lead!, { exact: true })).toBeVisible();
    const ways = page.getByRole('navigation', { name: block.label, exact: true });
    await expect(ways.getByRole('link')).toHaveCount(3);
    for (const action of block.actions) {
      if (!('href' in action)) continue;
      const href = pathIn(edition === en ? 'en' : 'hi', action.href);
      await expect(ways.getByRole('link', { name: action.label })).toHaveAttribute(
        'href',
        href.endsWith('/') ? href : `${href}/`,
      );
    }
  }
  await expect(page.locator('[lang="hi"]').getByRole('navigation')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
