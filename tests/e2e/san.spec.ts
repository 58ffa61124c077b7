import { findSection, findVariant } from '../../lib/content/page-file';
import type { EditionView } from './support/edition';
import { chatUrlIn, expectChatLinksInEdition } from './support/edition-chat';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { defaultEdition, pageNamed } from '../../lib/content/editions';

const { site } = defaultEdition.texts;

/** A text as a regular expression that matches it literally. */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** SAN's sections in the edition under test. */
function words(ed: EditionView) {
  const page = pageNamed(ed, 'san');
  return {
    hero: findSection(page, 'hero'),
    story: findVariant(page, 'story', 'facts'),
    galleries: findVariant(page, 'gallery', 'groups'),
    futurePlans: findVariant(page, 'steps', 'numbered'),
    amenities: findVariant(page, 'cards', 'tile'),
    voices: findSection(page, 'quotes'),
    follow: findVariant(page, 'closing', 'band'),
    updatesChat: chatUrlIn(ed, site.chat.restoration, 'updates'),
  };
}

const imageIn = (ed: EditionView, id: string) => ed.texts.images.find((i) => i.id === id)!;

test.describe('/projects/san', () => {
  test('reads the whole page', async ({ page, ed }) => {
    await page.goto(ed.at('/projects/san/'));

    await test.step('opens with the hero, its badge and the call to follow the restoration', async () => {
      const { hero: block, updatesChat } = words(ed);
      const badge = ed.texts.properties.find((p) => p.id === 'san')!.pageBadge;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(block.title);
      const hero = page.locator('main > section').first();
      await expect(hero.getByText(badge, { exact: true })).toBeVisible();
      await expect(
        hero.getByRole('link', { name: literal(block.actions[0]!.label) }),
      ).toHaveAttribute('href', updatesChat);
    });

    await test.step('shows story, galleries, future plans, amenities, voices and the closing call in order', async () => {
      const w = words(ed);
      const ids = await page
        .locator('main > section[id]')
        .evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual(['story', 'galleries', 'future-plans', 'amenities', 'voices', 'follow']);
      await expect(page.locator('main h2')).toHaveText([
        w.story.heading.title,
        w.galleries.heading.title,
        w.futurePlans.heading.title,
        w.amenities.heading.title,
        w.voices.heading.title,
        w.follow.heading.title,
      ]);
      for (const p of w.story.text) await expect(page.getByText(p)).toBeVisible();
      for (const plan of w.futurePlans.items) {
        await expect(
          page.locator('#future-plans').getByRole('heading', { level: 3, name: plan.title }),
        ).toBeVisible();
      }
    });

    await test.step('groups the photographs by category: the house, the fields, the river', async () => {
      const { galleries } = words(ed);
      const categories = ['The House', 'The Fields', 'The River'];
      // Each shows under the edition's own name for it.
      const shown = categories.map((c) => ed.texts.categoryNames[c]!);
      const gallery = page.getByRole('group', { name: galleries.label });
      await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(shown);
      for (const [i, category] of categories.entries()) {
        const expected = galleries.items.filter((id) => imageIn(ed, id).category === category);
        expect(expected.length).toBeGreaterThan(0);
        const list = gallery.getByRole('group', { name: shown[i] });
        await expect(list.getByRole('img')).toHaveCount(expected.length);
        for (const id of expected) {
          await expect(list.getByRole('img', { name: imageIn(ed, id).alt })).toBeVisible();
        }
      }
    });

    await test.step('lists each planned amenity with an icon and a label', async () => {
      const items = page.locator('#amenities li');
      await expect(items).toHaveText(words(ed).amenities.items.map((i) => i.title));
      for (const item of await items.all()) {
        await expect(item.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      }
    });

    await test.step('gives each voice its words, name and context', async () => {
      const { voices } = words(ed);
      const cards = page.locator('#voices figure');
      await expect(cards).toHaveCount(voices.items.length);
      for (const [i, v] of voices.items.entries()) {
        await expect(cards.nth(i).locator('blockquote')).toHaveText(`“${v.text}”`);
        await expect(cards.nth(i).locator('figcaption')).toContainText(v.by);
        await expect(cards.nth(i).locator('figcaption')).toContainText(v.context!);
      }
    });

    await test.step('every chat button asks for project updates on the restoration line, in a new tab', async () => {
      const { hero, follow, updatesChat } = words(ed);
      const follows = literal(hero.actions[0]!.label);
      const chats = page.locator('main a[href^="https://wa.me/"]');
      await expect(chats).toHaveCount(2);
      for (const link of await chats.all()) {
        await expect(link).toHaveAttribute('href', updatesChat);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(follows);
      }
      const closing = page.locator('#follow').getByRole('link', { name: follows });
      await expect(closing).toBeVisible();
      await expect(
        page.locator('#follow').getByRole('link', { name: follow.actions[1]!.label }),
      ).toHaveAttribute('href', ed.at('/projects/'));
      // Outside <main> too (the navbar's), every chat speaks the page's language.
      expect(await expectChatLinksInEdition(page, ed)).toBeGreaterThan(await chats.count());
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });
  });
});
