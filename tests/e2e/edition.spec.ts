import { languageOf } from '../../lib/content/languages';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The header's link to the other language, found by its name in that language. */
const switchTo = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/** Scrolls so the section's top sits just under the sticky navbar, as a reader would. */
async function readSection(page: Page, id: string) {
  await page.locator(`#${id}`).evaluate((el) => {
    const pad = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    window.scrollTo({
      top: el.getBoundingClientRect().top + window.scrollY - pad + 40,
      behavior: 'instant',
    });
  });
}

/**
 * Taps the link where it is drawn. (Playwright's click first scrolls its target "into view",
 * which for a link in the sticky header moves the page; a finger does not.)
 */
async function tap(page: Page, name: string) {
  const box = await switchTo(page, name).boundingBox();
  if (!box) throw new Error(`no "${name}" link on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The section whose top is nearest below the navbar's edge (what the visitor lands on). */
const sectionAtTop = (page: Page) =>
  page.evaluate(() => {
    const pad = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const sections = [...document.querySelectorAll<HTMLElement>('main section[id]')];
    return sections.find((s) => Math.abs(s.getBoundingClientRect().top - pad) < 4)?.id ?? null;
  });

// The 404 test's made-up address is the one request here allowed to fail.
test.use({ allowedFailures: ['/no/such/place'] });

test.describe('the language switch', () => {
  // Each page's switch and its twin's link to each other: exported-pages.spec.ts reads them from
  // the exported markup.

  test('a reader switching to Hindi lands on the same section of the same page, and back', async ({
    page,
  }) => {
    await page.goto('/about/');
    await readSection(page, 'philosophy');
    await tap(page, languageOf('hi').name);
    await expect(page).toHaveURL(/\/hi\/about\/#philosophy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect.poll(() => sectionAtTop(page)).toBe('philosophy');

    await readSection(page, 'commitments');
    await tap(page, languageOf('en').name);
    await expect(page).toHaveURL(/\/about\/#commitments$/);
    expect(new URL(page.url()).pathname).toBe('/about/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => sectionAtTop(page)).toBe('commitments');
  });

  test('at the top of a page the switch opens the twin page at its top', async ({ page }) => {
    await page.goto('/projects/chaaya/');
    await switchTo(page, languageOf('hi').name).click();
    await expect(page).toHaveURL(/\/hi\/projects\/chaaya\/$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('it keeps the section even before the page’s scripts have arrived', async ({ page }) => {
    // A visitor on a slow phone taps before the framework runs: hold every script back.
    await page.route('**/_next/static/**/*.js', () => undefined);
    await page.goto('/about/', { waitUntil: 'domcontentloaded' });
    await readSection(page, 'mission');
    await tap(page, languageOf('hi').name);
    await expect(page).toHaveURL(/\/hi\/about\/#mission$/);
  });

  test('from the 404 page it leads to the other edition’s home', async ({ page }) => {
    const res = await page.goto('/no/such/place');
    expect(res?.status()).toBe(404);
    await expect(switchTo(page, languageOf('hi').name)).toHaveAttribute('href', '/hi/');
  });
});
