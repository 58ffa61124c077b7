import { fill } from '../../lib/content/format';
import { findSection, findVariant } from '../../lib/content/page-file';
import type { EditionView } from './support/edition';
import { expect, test } from './fixtures';
import { defaultEdition, pageNamed } from '../../lib/content/editions';

const { site } = defaultEdition.texts;

// The shared gallery lightbox and map card, as the Chaaya microsite uses them.
const galleryOf = (ed: EditionView) =>
  findVariant(pageNamed(ed, 'microsite'), 'gallery', 'groups', 'gallery');
const imageOf = (ed: EditionView, i: number) =>
  ed.texts.images.find((img) => img.id === galleryOf(ed).items[i])!;

test('the microsite map and gallery', async ({ page, ed }) => {
  await page.goto(ed.at('/chaaya-microsite/'));

  await test.step('the microsite map ends in "Map failed" with third parties blocked, and links to the map page', async () => {
    const box = page.locator('[data-map-state]');
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole('status')).toHaveText(ed.texts.interface.map.failed);
    const open = page.getByRole('link', {
      name: findSection(pageNamed(ed, 'microsite'), 'location').map.openLabel,
    });
    await expect(open).toHaveAttribute('href', site.map.page);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  await test.step('the microsite gallery opens any photo large, moves with the arrows and closes with Escape', async () => {
    const block = galleryOf(ed);
    const alt = (i: number) => imageOf(ed, i).alt;
    const gallery = page.getByRole('group', { name: block.label });
    await expect(gallery.getByRole('listitem')).toHaveCount(8);
    const opener = gallery.getByRole('link', { name: alt(4) });
    await opener.scrollIntoViewIfNeeded();
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: block.label });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(4));
    // The photo's category, under the edition's name for it, and where it is in the set.
    const category = ed.texts.categoryNames[imageOf(ed, 4).category!];
    expect(category).toBeTruthy();
    await expect(dialog).toContainText(
      `${category} · ${fill(ed.texts.interface.lightbox.position, { n: 5, count: 8 })}`,
    );
    // The arrows reach the dialog once focus has moved into it, as a keyboard visitor sees.
    await expect(
      dialog.getByRole('button', { name: ed.texts.interface.lightbox.close, exact: true }),
    ).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(5));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(alt(3));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
