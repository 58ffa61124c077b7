import type { Page } from '@playwright/test';
import { fill } from '../../lib/content/format';
import { findVariant } from '../../lib/content/page-file';
import type { EditionView } from './support/edition';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitUntilHydrated } from './support/phone';
import { pageNamed } from '../../lib/content/editions';

// Run over each edition (the project says which): the photos and their order are the same in
// both, the alt texts, category names and control names are the edition's own.

const galleryOf = (ed: EditionView) => findVariant(pageNamed(ed, 'san'), 'gallery', 'groups');

/** Display order of the grouped SAN gallery: the house, the fields, the river. */
const CATEGORIES = ['The House', 'The Fields', 'The River'];
const orderIn = (ed: EditionView) =>
  CATEGORIES.flatMap((c) => galleryOf(ed).items.filter((id) => imageOf(ed, id).category === c));

const imageOf = (ed: EditionView, id: string) => {
  const img = ed.texts.images.find((i) => i.id === id);
  if (!img) throw new Error(`no image slot "${id}"`);
  return img;
};

const alt = (ed: EditionView, i: number) => imageOf(ed, orderIn(ed)[i]!).alt;
const galleryGroup = (page: Page, ed: EditionView) =>
  page.getByRole('group', { name: galleryOf(ed).label, exact: true });
const thumb = (page: Page, ed: EditionView, i: number) =>
  galleryGroup(page, ed).getByRole('link', { name: alt(ed, i) });
/**
 * Opens photo `i` with a click, as far as a visitor sees it open: the dialog shown and focus on its
 * close button. Keys pressed before that (on a slow phone, before the photo even shows) land on the
 * page behind.
 */
async function openPhoto(page: Page, ed: EditionView, i: number) {
  await thumb(page, ed, i).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('button', { name: ed.texts.interface.lightbox.close, exact: true }),
  ).toBeFocused();
  return dialog;
}
/** '3 of 12' in the edition's words. */
const position = (ed: EditionView, n: number) =>
  fill(ed.texts.interface.lightbox.position, { n, count: orderIn(ed).length });

test.describe('the gallery lightbox (on /projects/san)', () => {
  test.beforeEach(async ({ page, ed }) => {
    await page.goto(ed.at('/projects/san/'));
    // Until its island runs, a thumbnail opens the photo itself (as it should): these tests are
    // about the lightbox, so they start once the gallery is React's.
    await waitUntilHydrated(galleryGroup(page, ed));
  });

  test('opens the clicked photo large as a modal dialog with its caption', async ({ page, ed }) => {
    const order = orderIn(ed);
    const thumbImg = thumb(page, ed, 2).getByRole('img');
    await thumbImg.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbImg.evaluate((img: HTMLImageElement) => img.currentSrc))
      .not.toBe('');
    const thumbSrc = await thumbImg.evaluate((img: HTMLImageElement) => img.currentSrc);
    await thumb(page, ed, 2).click();
    const dialog = page.getByRole('dialog', { name: galleryOf(ed).label, exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText(
      `${ed.texts.categoryNames['The Fields']} · ${position(ed, 3)}`,
    );
    await expect(dialog).toContainText(alt(ed, 2));
    const large = dialog.getByRole('img', { name: alt(ed, 2) });
    await expect(large).toBeVisible();
    // The large view is the same responsive picture, drawn from a wider variant.
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await large.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(new RegExp(`/img/${order[2]}\\.[0-9a-f]+-\\d+\\.avif$`));
    const width = (s: string) => Number(/-(\d+)\.\w+$/.exec(s)?.[1]);
    expect(width(src)).toBeGreaterThan(width(thumbSrc));
    // Its controls in the edition's words (how they move and close is checked once, below).
    const { lightbox } = ed.texts.interface;
    for (const name of [lightbox.previous, lightbox.next, lightbox.close]) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  // Each step opens the lightbox from the closed gallery, as the one before leaves it.
  test(
    'moves, closes and keeps focus as a keyboard visitor expects',
    { tag: '@once' },
    async ({ page, ed }) => {
      await test.step('keeps focus inside while open, and the close button closes it', async () => {
        const opener = thumb(page, ed, 0);
        const dialog = await openPhoto(page, ed, 0);
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('Tab');
          expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        }
        await dialog
          .getByRole('button', { name: ed.texts.interface.lightbox.close, exact: true })
          .click();
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      });

      await test.step('Escape closes it and focus returns to the thumbnail that opened it', async () => {
        const opener = thumb(page, ed, 4);
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(
          dialog.getByRole('button', { name: ed.texts.interface.lightbox.close, exact: true }),
        ).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
        expect(new URL(page.url()).pathname).toBe(`${ed.at('/projects/san')}/`);
      });

      await test.step('Right and Left move between photos and wrap around the ends', async () => {
        const { lightbox } = ed.texts.interface;
        const last = orderIn(ed).length;
        const dialog = await openPhoto(page, ed, 2);
        await page.keyboard.press('ArrowRight');
        await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(ed, 3));
        await expect(dialog).toContainText(position(ed, 4));
        for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
        await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(ed, last - 1));
        await expect(dialog).toContainText(
          `${ed.texts.categoryNames['The River']} · ${position(ed, last)}`,
        );
        await page.keyboard.press('ArrowRight');
        await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(ed, 0));
        await dialog.getByRole('button', { name: lightbox.next, exact: true }).click();
        await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(ed, 1));
        await dialog.getByRole('button', { name: lightbox.previous, exact: true }).click();
        await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(ed, 0));
      });
    },
  );
});

test.describe('the gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every thumbnail, each a link to the full-size photo', async ({
    page,
    request,
    ed,
  }) => {
    const order = orderIn(ed);
    await page.goto(ed.at('/projects/san/'));
    const links = galleryGroup(page, ed).getByRole('link');
    await expect(links).toHaveCount(order.length);
    for (const [i, id] of order.entries()) {
      const link = links.nth(i);
      await expect(link.getByRole('img')).toHaveAttribute('alt', imageOf(ed, id).alt);
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/img/${id}\\.[0-9a-f]+-\\d+\\.jpg$`));
      const res = await request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/jpeg');
    }
  });
});
