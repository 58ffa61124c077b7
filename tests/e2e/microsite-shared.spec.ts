import { getImage } from '../../content/images';
import { findSection } from '../../content/page';
import { micrositePage } from '../../content/pages/microsite';
import { site } from '../../content/site';
import { expect, test } from './fixtures';

// The shared gallery lightbox and map card, as the Chaaya microsite uses them.
const micrositeGallery = findSection(micrositePage, 'gallery', 'gallery');
const ids = micrositeGallery.items;
const alt = (i: number) => getImage(ids[i]!).alt;

test('the microsite gallery opens any photo large, moves with the arrows and closes with Escape', async ({
  page,
}) => {
  await page.goto('/chaaya-microsite/');
  const gallery = page.getByRole('group', { name: micrositeGallery.label });
  await expect(gallery.getByRole('listitem')).toHaveCount(8);
  const opener = gallery.getByRole('link', { name: alt(4) });
  await opener.scrollIntoViewIfNeeded();
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: micrositeGallery.label });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(4));
  await expect(dialog).toContainText(`${getImage(ids[4]!).category} · 5 of 8`);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(5));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(3));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the microsite map ends in "Map failed" with third parties blocked, and links to the map page', async ({
  page,
}) => {
  await page.goto('/chaaya-microsite/');
  const box = page.locator('[data-map-state]');
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('status')).toHaveText('Map failed');
  const open = page.getByRole('link', { name: 'Open in Google Maps' });
  await expect(open).toHaveAttribute('href', site.map.page);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
});
