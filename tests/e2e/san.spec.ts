import { chatUrl } from './support/chat-urls';
import { getImage } from '../../content/images';
import { findSection, findVariant } from '../../content/page';
import { sanPage } from '../../content/pages/san';
import { getProperty } from '../../content/properties';
import { site } from '../../content/site';
import { expect, expectNoAxeViolations, test } from './fixtures';

const sanHero = findSection(sanPage, 'hero');
const sanStory = findVariant(sanPage, 'story', 'facts');
const sanGalleries = findSection(sanPage, 'gallery');
const sanFuturePlans = findSection(sanPage, 'steps');
const sanAmenities = findVariant(sanPage, 'cards', 'tile');
const sanVoices = findSection(sanPage, 'quotes');
const sanFollow = findVariant(sanPage, 'closing', 'band');

const updatesChat = chatUrl(site.chat.restoration, 'sanUpdates');

test.describe('/projects/san', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/projects/san/');
  });

  test('opens with the hero, its badge and the call to follow the restoration', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sanHero.title);
    const hero = page.locator('main > section').first();
    await expect(hero.getByText(getProperty('san').pageBadge, { exact: true })).toBeVisible();
    await expect(hero.getByText('Sacred Farmstay in Formation Since 2024')).toBeVisible();
    await expect(hero.getByRole('link', { name: /Follow the Restoration/ })).toHaveAttribute(
      'href',
      updatesChat,
    );
  });

  test('shows story, galleries, future plans, amenities, voices and the closing call in order', async ({
    page,
  }) => {
    const ids = await page
      .locator('main > section[id]')
      .evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(['story', 'galleries', 'future-plans', 'amenities', 'voices', 'follow']);
    await expect(page.locator('main h2')).toHaveText([
      sanStory.heading.title,
      sanGalleries.heading.title,
      sanFuturePlans.heading.title,
      sanAmenities.heading.title,
      sanVoices.heading.title,
      sanFollow.heading.title,
    ]);
    for (const p of sanStory.text) await expect(page.getByText(p)).toBeVisible();
    for (const plan of sanFuturePlans.items) {
      await expect(
        page.locator('#future-plans').getByRole('heading', { level: 3, name: plan.title }),
      ).toBeVisible();
    }
  });

  test('groups the photographs by category: the house, the fields, the river', async ({ page }) => {
    const gallery = page.getByRole('group', { name: 'SAN gallery' });
    await expect(gallery.getByRole('heading', { level: 3 })).toHaveText([
      'The House',
      'The Fields',
      'The River',
    ]);
    for (const category of ['The House', 'The Fields', 'The River']) {
      const expected = sanGalleries.items.filter((id) => getImage(id).category === category);
      const list = gallery.getByRole('group', { name: category });
      await expect(list.getByRole('img')).toHaveCount(expected.length);
      for (const id of expected) {
        await expect(list.getByRole('img', { name: getImage(id).alt })).toBeVisible();
      }
    }
  });

  test('lists each planned amenity with an icon and a label', async ({ page }) => {
    const items = page.locator('#amenities li');
    await expect(items).toHaveText(sanAmenities.items.map((i) => i.title));
    for (const item of await items.all()) {
      await expect(item.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    }
  });

  test('gives each voice its words, name and context', async ({ page }) => {
    const cards = page.locator('#voices figure');
    await expect(cards).toHaveCount(sanVoices.items.length);
    for (const [i, v] of sanVoices.items.entries()) {
      await expect(cards.nth(i).locator('blockquote')).toHaveText(`“${v.text}”`);
      await expect(cards.nth(i).locator('figcaption')).toContainText(v.by);
      await expect(cards.nth(i).locator('figcaption')).toContainText(v.context!);
    }
  });

  test('every chat button asks for project updates on the restoration line, in a new tab', async ({
    page,
  }) => {
    const chats = page.locator('main a[href^="https://wa.me/"]');
    await expect(chats).toHaveCount(2);
    for (const link of await chats.all()) {
      await expect(link).toHaveAttribute('href', updatesChat);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/Follow the Restoration/);
    }
    const closing = page.locator('#follow').getByRole('link', { name: /Follow the Restoration/ });
    await expect(closing).toBeVisible();
    await expect(
      page.locator('#follow').getByRole('link', { name: sanFollow.actions[1]!.label }),
    ).toHaveAttribute('href', '/projects/');
  });

  test('passes axe', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
