import { getImage } from '../../content/images';
import { findSection } from '../../content/page';
import { sanPage } from '../../content/pages/san';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitUntilHydrated } from './support/phone';

// Display order of the grouped SAN gallery: the house, the fields, the river.
const order = ['The House', 'The Fields', 'The River'].flatMap((c) =>
  findSection(sanPage, 'gallery').items.filter((id) => getImage(id).category === c),
);
const alt = (i: number) => getImage(order[i]!).alt;
const thumb = (page: import('@playwright/test').Page, i: number) =>
  page.getByRole('group', { name: 'SAN gallery' }).getByRole('link', { name: alt(i) });

test.describe('the gallery lightbox (on /projects/san)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/projects/san/');
    // Until its island runs, a thumbnail opens the photo itself (as it should): these tests are
    // about the lightbox, so they start once the gallery is React's.
    await waitUntilHydrated(page.getByRole('group', { name: 'SAN gallery' }));
  });

  test('opens the clicked photo large as a modal dialog with its caption', async ({ page }) => {
    const thumbImg = thumb(page, 2).getByRole('img');
    await thumbImg.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbImg.evaluate((img: HTMLImageElement) => img.currentSrc))
      .not.toBe('');
    const thumbSrc = await thumbImg.evaluate((img: HTMLImageElement) => img.currentSrc);
    await thumb(page, 2).click();
    const dialog = page.getByRole('dialog', { name: 'SAN gallery' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText(`The Fields · 3 of ${order.length}`);
    await expect(dialog).toContainText(alt(2));
    const large = dialog.getByRole('img', { name: alt(2) });
    await expect(large).toBeVisible();
    // The large view is the same responsive picture, drawn from a wider variant.
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await large.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(new RegExp(`/img/${order[2]}\\.[0-9a-f]+-\\d+\\.avif$`));
    const width = (s: string) => Number(/-(\d+)\.\w+$/.exec(s)?.[1]);
    expect(width(src)).toBeGreaterThan(width(thumbSrc));
    await expectNoAxeViolations(page);
  });

  test('Right and Left move between photos and wrap around the ends', async ({ page }) => {
    await thumb(page, 2).click();
    const dialog = page.getByRole('dialog');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(3));
    await expect(dialog).toContainText(`4 of ${order.length}`);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(order.length - 1));
    await expect(dialog).toContainText(`The River · ${order.length} of ${order.length}`);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(0));
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(1));
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(0));
  });

  test('Escape closes it and focus returns to the thumbnail that opened it', async ({ page }) => {
    const opener = thumb(page, 4);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/projects/san/');
  });

  test('keeps focus inside while open, and the close button closes it', async ({ page }) => {
    const opener = thumb(page, 0);
    await opener.click();
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('the gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every thumbnail, each a link to the full-size photo', async ({ page, request }) => {
    await page.goto('/projects/san/');
    const links = page.getByRole('group', { name: 'SAN gallery' }).getByRole('link');
    await expect(links).toHaveCount(order.length);
    for (const [i, id] of order.entries()) {
      const link = links.nth(i);
      await expect(link.getByRole('img')).toHaveAttribute('alt', getImage(id).alt);
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/img/${id}\\.[0-9a-f]+-\\d+\\.jpg$`));
      const res = await request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/jpeg');
    }
  });
});
