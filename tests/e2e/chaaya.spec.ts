import { facts, formatFeet, timings } from '../../lib/content/facts';
import { formatInr } from '../../lib/content/format';
import { findSection, findVariant } from '../../lib/content/page-file';
import { chatLinksInMain, expectedChat, feetIn, listItems } from './chaaya-helpers';
import type { EditionView } from './support/edition';
import { expectChatLinksInEdition } from './support/edition-chat';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { pageNamed } from '../../lib/content/editions';

const PATH = '/projects/chaaya/';

/** A text as a regular expression that matches it literally. */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The Chaaya page's sections in the edition under test. */
function words(ed: EditionView) {
  const page = pageNamed(ed, 'chaaya');
  const aside = page.blocks.find((b) => b.type === 'aside');
  if (aside?.type !== 'aside') throw new Error('the Chaaya page has its side panel');
  return {
    hero: findSection(page, 'hero'),
    story: findVariant(page, 'story', 'house'),
    rooms: findVariant(page, 'cards', 'rooms'),
    views: findVariant(page, 'gallery', 'wide'),
    life: findVariant(page, 'cards', 'inset'),
    rhythm: findVariant(page, 'cards', 'daylight'),
    letters: findSection(page, 'quotes'),
    community: findVariant(page, 'facts', 'impact'),
    offerings: findVariant(page, 'cards', 'feature'),
    comforts: findVariant(page, 'facts', 'lines', 'comforts'),
    geography: findVariant(page, 'facts', 'cards', 'geography'),
    asideLabel: aside.asideLabel,
    panel: findVariant(page, 'closing', 'panel'),
    closing: findVariant(page, 'closing', 'photo'),
  };
}

test.describe('Chaaya project page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('reads the whole page on a wide screen', async ({ page, ed }) => {
    await page.goto(ed.at(PATH));

    await test.step('opens on the full-screen hero with the property badge', async () => {
      const badge = ed.texts.properties.find((p) => p.id === 'chaaya')!.pageBadge;
      const hero = page.locator('main > section').first();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(words(ed).hero.title);
      await expect(hero.getByText(badge, { exact: true })).toBeVisible();
      expect(badge).toContain(String(facts.since));
      const box = await hero.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(900);
    });

    await test.step('has every section the spec names, in order', async () => {
      const w = words(ed);
      await expect(page.locator('main h2')).toHaveText([
        w.story.heading.title,
        w.rooms.heading.title,
        w.views.heading.title,
        w.life.heading.title,
        w.rhythm.heading.title,
        w.letters.heading.title,
        w.community.heading.title,
        w.offerings.heading.title,
        w.comforts.heading.title,
        w.geography.heading.title,
        w.panel.title,
        w.closing.heading.title,
      ]);
    });

    await test.step(`life around Chaaya shows at most ${timings.maxLifeExperiences} experiences`, async () => {
      const { experiences } = ed.texts;
      expect(experiences.length).toBeGreaterThan(timings.maxLifeExperiences);
      const list = page
        .getByRole('region', { name: words(ed).life.heading.title })
        .getByRole('list');
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(
        experiences.slice(0, timings.maxLifeExperiences).map((e) => e.title),
      );
    });

    await test.step('day rhythm, guest letters and community impact', async () => {
      const { rhythm, letters: lettersBlock, community } = words(ed);
      expect(rhythm.items).toHaveLength(3);
      await expect(
        page.getByRole('region', { name: rhythm.heading.title }).getByRole('heading', {
          level: 3,
        }),
      ).toHaveText(rhythm.items.map((i) => i.title));

      const { guestLetters } = ed.texts;
      const letters = page.getByRole('region', { name: lettersBlock.heading.title });
      await expect(letters.locator('figure')).toHaveCount(guestLetters.length);
      for (const letter of guestLetters) {
        const card = letters.locator('figure', { hasText: letter.quote });
        await expect(card.locator('figcaption')).toContainText(letter.guest);
        await expect(card.locator('figcaption')).toContainText(letter.context);
      }

      expect(await listItems(page, community.statsLabel)).toEqual([
        `${facts.localArtisans} ${community.items[0]!.text}`,
        `${facts.guestExperiences} ${community.items[1]!.text}`,
      ]);
      expect(facts.localArtisans).toBe('15+');
      expect(facts.guestExperiences).toBe('50+');
    });

    await test.step('comforts list every amenity and geography gives the spec’s facts', async () => {
      const { comforts, geography } = words(ed);
      const { travel } = ed.texts.facts;
      await expect(
        page.getByRole('region', { name: comforts.heading.title }).getByRole('listitem'),
      ).toHaveText(ed.texts.amenities.map((a) => a.label));

      const geo = page.getByRole('region', { name: geography.heading.title });
      expect(geography.items).toHaveLength(4);
      await expect(geo.locator('dt')).toHaveText(geography.items.map((i) => i.title));
      await expect(geo.locator('dd')).toHaveText([
        feetIn(ed, facts.elevationFt),
        travel.fromDharamshala,
        travel.fromPathankotRailway,
        travel.bestSeason,
      ]);
      // The elevation is the owner's; how it is written is fixed.
      expect([formatFeet(12345), formatFeet(12345, 'hi')]).toEqual(['12,345 ft', '12,345 फ़ुट']);
      expect(facts.travel.fromDharamshala).toBe('45 minutes');
      expect([facts.travel.fromPathankotRailway, facts.travel.bestSeason]).toEqual([
        '1 hour',
        'Year-round',
      ]);
    });

    await test.step('every booking button opens the chat with its exact message in a new tab', async () => {
      const { hero, panel, closing, asideLabel } = words(ed);
      expect(await chatLinksInMain(page, ed)).toEqual([
        expectedChat(ed, hero.actions[0]!.label, 'booking'),
        expectedChat(ed, panel.actions[1]!.label, 'pricing'),
        expectedChat(ed, closing.actions[0]!.label, 'booking'),
      ]);
      // Outside <main> too (the navbar's), every chat speaks the page's language.
      expect(await expectChatLinksInEdition(page, ed)).toBeGreaterThan(4);
      // The panel's main button leads to the stay request on the house's stay page.
      await expect(
        page
          .getByRole('complementary', { name: asideLabel })
          .getByRole('link', { name: panel.actions[0]!.label }),
      ).toHaveAttribute('href', ed.at('/chaaya-microsite/#plan-your-stay'));
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('shows every heritage room in photographs with its rate', async () => {
      const section = page.getByRole('region', { name: words(ed).rooms.heading.title });
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(ed.texts.rooms.length);
      for (const [i, room] of ed.texts.rooms.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(room.title);
        await expect(
          card.getByText(
            `${formatInr(room.priceInr)} ${ed.texts.interface.rates.per[room.priceUnit]}`,
          ),
        ).toBeVisible();
        const alt = ed.texts.images.find((img) => img.id === room.image)!.alt;
        const img = card.getByRole('img', { name: alt });
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
    });
  });

  test(
    'the side panel sticks beside the main column on a wide screen',
    { tag: '@once' },
    async ({ page, ed }) => {
      const { panel: block, offerings: offeringsBlock, asideLabel } = words(ed);
      await page.goto(ed.at(PATH));
      const panel = page.getByRole('complementary', { name: asideLabel });
      await expect(
        panel.getByRole('link', { name: literal(block.actions[0]!.label) }),
      ).toBeAttached();

      await page
        .getByRole('heading', { name: offeringsBlock.heading.title })
        .scrollIntoViewIfNeeded();
      const offerings = await page
        .getByRole('region', { name: offeringsBlock.heading.title })
        .boundingBox();
      const card = panel.locator('> div');
      const atOfferings = await card.boundingBox();
      // Beside the main column, not under it.
      expect(atOfferings!.x).toBeGreaterThan(offerings!.x + offerings!.width);

      // Scrolled into the main column, the panel holds its place below the 72 px navbar.
      for (const into of [300, 600]) {
        await panel.evaluate((el, by) => {
          window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + by);
        }, into);
        // lg:top-24
        await expect.poll(async () => (await card.boundingBox())!.y).toBeCloseTo(96, 0);
        await expect(
          panel.getByRole('link', { name: literal(block.actions[1]!.label) }),
        ).toBeInViewport();
      }
    },
  );
});

test.describe('Chaaya project page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads the whole page on a phone', async ({ page, ed }) => {
    await page.goto(ed.at(PATH));

    await test.step('nothing overflows sideways and axe passes', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoAxeViolations(page);
    });

    await test.step('the side panel joins the flow after the main column and covers nothing', async () => {
      const { panel: block, geography, asideLabel } = words(ed);
      const panel = page.getByRole('complementary', { name: asideLabel });
      await expect(panel.locator('> div')).toHaveCSS('position', 'static');
      const geo = await page.getByRole('region', { name: geography.heading.title }).boundingBox();
      const box = await panel.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(geo!.y + geo!.height);
      const closing = await page.locator('#closing').boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(closing!.y);

      const book = panel.getByRole('link', { name: literal(block.actions[0]!.label) });
      await book.scrollIntoViewIfNeeded();
      await expect(book).toBeInViewport();
    });
  });
});
