import type { Page } from '@playwright/test';
import { facts, formatFeet, timings } from '../../lib/content/facts';
import { fill } from '../../lib/content/format';
import { findSection, findVariant } from '../../lib/content/page-file';
import type { Room } from '../../lib/content/rooms';
import { chatLinksInMain, expectedChat, feetIn, listItems } from './chaaya-helpers';
import type { EditionView } from './support/edition';
import { expectChatLinksInEdition } from './support/edition-chat';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { PANEL_MS } from './support/budget';
import { defaultEdition, instagramOf, pageNamed } from '../../lib/content/editions';

const { site } = defaultEdition.texts;

const PATH = '/chaaya-microsite/';

/** A text as a regular expression that matches it literally (optionally from the start). */
const literal = (text: string, from = '') =>
  new RegExp(`${from}${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The microsite's sections in the edition under test. */
function words(ed: EditionView) {
  const page = pageNamed(ed, 'microsite');
  const floating = page.blocks.find((b) => b.type === 'floating');
  if (floating?.type !== 'floating') throw new Error('the microsite has its floating Reserve');
  return {
    hero: findSection(page, 'hero'),
    stats: findVariant(page, 'facts', 'figures'),
    story: findSection(page, 'story'),
    rooms: findSection(page, 'roomTabs'),
    gallery: findVariant(page, 'gallery', 'groups', 'gallery'),
    reviews: findSection(page, 'quotes'),
    rhythm: findVariant(page, 'cards', 'daylight'),
    experiences: findVariant(page, 'cards', 'inset'),
    location: findSection(page, 'location'),
    closing: findVariant(page, 'closing', 'photo'),
    reserveNow: floating.float.label,
  };
}

const imageIn = (ed: EditionView, id: string) => ed.texts.images.find((i) => i.id === id)!;
const roomIn = (ed: EditionView, id: Room['id']) => ed.texts.rooms.find((r) => r.id === id)!;

function roomTabs(page: Page, ed: EditionView) {
  const list = page.getByRole('tablist', { name: words(ed).rooms.tabsLabel });
  return {
    list,
    tab: (id: Room['id']) => list.getByRole('tab', { name: roomIn(ed, id).tabLabel, exact: true }),
    /** The one visible panel (the others are in the page but hidden). */
    panel: page.getByRole('tabpanel'),
  };
}

/**
 * Checks the room's panel in full. Each check is a slow step of its own (eight assertions and a
 * picture drawn), so the test's limit grows by one for each: a test that walks every tab stays
 * within its limit on a slower machine.
 */
async function expectRoomShown(page: Page, ed: EditionView, id: Room['id']) {
  test.setTimeout(test.info().timeout + PANEL_MS);
  const room = roomIn(ed, id);
  const { tab, panel } = roomTabs(page, ed);
  await expect(tab(id)).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(room.title);
  await expect(panel.getByText(room.subtitle, { exact: true })).toBeVisible();
  await expect(panel.getByText(room.badge, { exact: true })).toBeVisible();
  await expect(panel).toContainText(
    `₹${room.priceInr.toLocaleString('en-IN')} ${ed.texts.interface.rates.per[room.priceUnit]}`,
  );
  await expect(
    panel
      .getByRole('group', { name: fill(words(ed).rooms.featuresLabel, { room: room.title }) })
      .getByRole('listitem'),
  ).toHaveText(room.features);
  const img = panel.getByRole('img', { name: imageIn(ed, room.image).alt });
  // Scrolled by the page itself: Playwright's own scrolling waits for frames a busy machine may
  // not draw for many seconds.
  await img.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('Chaaya microsite', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('reads the whole page on a wide screen', async ({ page, ed }) => {
    await page.goto(ed.at(PATH));

    await test.step('hero, stats and the Since 1885 story', async () => {
      const { hero, stats, story } = words(ed);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
      await expect(page.getByText(hero.badge!, { exact: true })).toBeVisible();
      expect(hero.badge).toContain(String(facts.since));
      const reserve = page.getByRole('link', { name: hero.actions[0]!.label });
      await expect(reserve).toBeVisible();
      await expect(reserve).toHaveAttribute('href', '#plan-your-stay');
      await expect(
        page.getByRole('link', { name: literal(hero.actions[1]!.label, '^') }).first(),
      ).toBeVisible();

      // The figures are the owner's (content/facts.yaml); the words beside them the edition's.
      expect(await listItems(page, stats.label)).toEqual([
        `${facts.ageYears} ${stats.items[0]!.text}`,
        `${feetIn(ed, facts.elevationFt)} ${stats.items[1]!.text}`,
        `${facts.guestRating} ${stats.items[2]!.text}`,
      ]);
      expect([facts.ageYears, String(facts.guestRating)]).toEqual(['150+', '4.9']);
      // How an elevation is written is fixed: grouped the Indian way, the unit in the language.
      expect([formatFeet(12345), formatFeet(12345, 'hi')]).toEqual(['12,345 ft', '12,345 फ़ुट']);
      expect(story.heading.eyebrow).toContain(String(facts.since));
      await expect(page.getByRole('region', { name: story.heading.title })).toContainText(
        story.heading.eyebrow!,
      );
    });

    await test.step('gallery of eight categorised photographs', async () => {
      const { gallery: block } = words(ed);
      const gallery = page.getByRole('group', { name: block.label });
      const ids = Array.from({ length: 8 }, (_, i) => `gallery-0${i + 1}`);
      expect(block.items).toEqual(ids);
      await expect(gallery.getByRole('img')).toHaveCount(8);
      for (const id of ids) {
        const img = imageIn(ed, id);
        expect(img.category, `${id} has a category`).toBeTruthy();
        await expect(gallery.getByRole('img', { name: img.alt })).toBeAttached();
      }
      // Categories show under the edition's own names.
      const category = ed.texts.categoryNames[imageIn(ed, 'gallery-05').category!];
      expect(category).toBeTruthy();
      await expect(gallery).toContainText(category!);
    });

    await test.step('four testimonials, each with five stars announced as text', async () => {
      const section = page.getByRole('region', { name: words(ed).reviews.heading.title });
      await expect(section.locator('figure')).toHaveCount(4);
      expect(ed.texts.reviews).toHaveLength(4);
      for (const r of ed.texts.reviews) {
        const card = section.locator('figure', { hasText: r.quote });
        await expect(card).toContainText(r.author);
        await expect(card).toContainText(r.title);
        await expect(card).toContainText(r.stay);
        await expect(
          card.getByText(fill(ed.texts.interface.rated, { rating: 5, max: 5 }), { exact: true }),
        ).toBeAttached();
        // The stars beside where they were given (before-the-trip.spec.ts checks the words).
        await expect(card).toContainText(String(r.written.slice(0, 4)));
      }
      await expect(section.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);
    });

    await test.step('rhythm cards, five local experiences, pricing and inclusions', async () => {
      const { rhythm, experiences } = words(ed);
      const { booking } = ed.texts.facts;
      expect(rhythm.items).toHaveLength(3);
      await expect(
        page.getByRole('region', { name: rhythm.heading.title }).getByRole('heading', {
          level: 3,
        }),
      ).toHaveText(rhythm.items.map((i) => i.title));

      await expect(
        page
          .getByRole('region', { name: experiences.heading.title })
          .getByRole('list')
          .getByRole('heading'),
      ).toHaveText(ed.texts.experiences.slice(0, timings.maxLifeExperiences).map((e) => e.title));
      expect(timings.maxLifeExperiences).toBe(5);

      const pricing = page.getByRole('region', { name: ed.texts.planYourStay.title });
      await expect(pricing).toHaveAttribute('id', 'plan-your-stay');
      const terms = pricing.getByRole('group', { name: ed.texts.planYourStay.termsLabel });
      await expect(terms).toContainText(`${booking.advancePercent}%`);
      await expect(terms.getByRole('listitem')).toHaveText([...ed.texts.bookingTerms]);
      for (const way of booking.payment) await expect(pricing).toContainText(way);
      await expect(pricing).toContainText(`${booking.cancellationNoticeHours}`);
      await expect(pricing).toContainText(booking.included);
    });

    await test.step('map card, travel details and the Instagram link', async () => {
      const { location: block, closing } = words(ed);
      const { travel } = ed.texts.facts;
      const location = page.getByRole('region', { name: block.heading.title });
      const open = location.getByRole('link', { name: block.map.openLabel });
      await expect(open).toHaveAttribute('href', site.map.page);
      await expect(open).toHaveAttribute('target', '_blank');
      await expect(location.locator('dd')).toHaveText([
        feetIn(ed, facts.elevationFt),
        travel.fromDharamshala,
        travel.fromPathankotRailway,
        travel.bestSeason,
      ]);

      const insta = page
        .getByRole('region', { name: closing.heading.title })
        .getByRole('link', { name: literal(closing.instagram!.suffix) });
      const profile = instagramOf(ed, closing.instagram!.account);
      await expect(insta).toHaveAttribute('href', profile.url);
      await expect(insta).toHaveAttribute('rel', /noopener/);
      await expect(insta).toContainText(`${profile.handle} ${closing.instagram!.suffix}`);
    });

    await test.step('every booking button opens the chat with its exact message in a new tab', async () => {
      const { hero, rooms, closing } = words(ed);
      // In the HTML as served (the stay request form has not loaded at the top of the page, so
      // its chat fallback is still there).
      expect(await chatLinksInMain(page, ed)).toEqual([
        expectedChat(ed, hero.actions[1]!.label, 'quick'),
        ...ed.texts.rooms.map((r) =>
          expectedChat(ed, `${rooms.reserve.label}: ${r.title}`, 'booking'),
        ),
        expectedChat(ed, ed.texts.planYourStay.fallbackLink, 'booking'),
        expectedChat(ed, closing.actions[0]!.label, 'booking'),
        expectedChat(ed, closing.actions[1]!.label, 'quick'),
      ]);
      // Outside <main> too (the navbar's), every chat speaks the page's language.
      expect(await expectChatLinksInEdition(page, ed)).toBeGreaterThan(7);
      // The hero's and the floating Reserve buttons lead to the stay request.
      for (const name of [hero.actions[0]!.label, words(ed).reserveNow]) {
        await expect(page.locator('main a', { hasText: name })).toHaveAttribute(
          'href',
          '#plan-your-stay',
        );
      }
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('no floating Reserve Now on a wide screen', async () => {
      // Hidden elements have no role, so find it by its text.
      const reserve = page.locator('main a', { hasText: words(ed).reserveNow });
      await expect(reserve).toHaveCount(1);
      for (const y of [0, 3000, 1e6]) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await expect(reserve).toBeHidden();
      }
    });
  });
});

// A visitor uses the tabs whenever the page shows them: before the island runs the page's early
// script answers, afterwards the island, and both must behave the same.
test.describe('Chaaya microsite room tabs, from the first paint', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the room tabs start on the premium suite and switch on click', async ({ page, ed }) => {
    await page.goto(ed.at(PATH));
    const { list, tab } = roomTabs(page, ed);
    await expect(list.getByRole('tab')).toHaveText(ed.texts.rooms.map((r) => r.tabLabel));
    expect(ed.texts.rooms.map((r) => r.id)).toEqual(['premium', 'standard', 'dorm']);
    await expectRoomShown(page, ed, 'premium');
    await tab('standard').click();
    await expectRoomShown(page, ed, 'standard');
    await tab('dorm').click();
    await expectRoomShown(page, ed, 'dorm');
    await tab('premium').click();
    await expectRoomShown(page, ed, 'premium');
  });

  test(
    'the room tabs follow the keyboard: arrows, Home, End, then Tab into the panel',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.goto(ed.at(PATH));
      const { tab, panel } = roomTabs(page, ed);
      await tab('premium').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('standard')).toBeFocused();
      await expectRoomShown(page, ed, 'standard');
      await page.keyboard.press('End');
      await expect(tab('dorm')).toBeFocused();
      await expectRoomShown(page, ed, 'dorm');
      await page.keyboard.press('ArrowRight');
      await expect(tab('premium')).toBeFocused();
      await expectRoomShown(page, ed, 'premium');
      await page.keyboard.press('ArrowLeft');
      await expectRoomShown(page, ed, 'dorm');
      await page.keyboard.press('Home');
      await expect(tab('premium')).toBeFocused();
      await expectRoomShown(page, ed, 'premium');
      await page.keyboard.press('Tab');
      await expect(panel).toBeFocused();
      // A visible focus ring on the tab itself.
      await tab('standard').focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tab('premium')).toHaveCSS('outline-style', 'solid');
    },
  );
});

test.describe('Chaaya microsite on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads the whole page on a phone', async ({ page, ed }) => {
    await page.goto(ed.at(PATH));

    await test.step('the room tabs fit and nothing overflows sideways; axe passes', async () => {
      const { list } = roomTabs(page, ed);
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoAxeViolations(page);
    });

    await test.step('a floating Reserve Now rides along, but never over the hero buttons, the stay request or the footer links', async () => {
      const { rooms, rhythm, reserveNow } = words(ed);
      const reserve = page.getByRole('link', { name: literal(reserveNow, '^') });
      await expect(reserve).toHaveAttribute('href', '#plan-your-stay');
      // While the hero's own buttons are on screen it stays away.
      await expect(reserve).not.toBeInViewport();

      // Through the page it floats at the bottom right, clear of the edges.
      for (const heading of [rooms.heading.title, rhythm.heading.title]) {
        await page.getByRole('heading', { name: heading }).scrollIntoViewIfNeeded();
        await expect(reserve).toBeInViewport();
        const box = (await reserve.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(844 - 8);
        expect(box.x + box.width).toBeLessThanOrEqual(390 - 8);
        // It is on top and takes the tap.
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '',
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(hit).toContain(reserveNow);
      }

      // It comes to rest before the stay request, so it never covers the request's buttons.
      const request = page.locator('#plan-your-stay');
      await request.scrollIntoViewIfNeeded();
      const requestTop = (await request.boundingBox())!.y;
      expect((await reserve.boundingBox())!.y + 44).toBeLessThanOrEqual(requestTop);

      // At the end it is far above the footer; every footer link can still be tapped.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footer = page.getByRole('contentinfo');
      const footerBox = (await footer.boundingBox())!;
      const box = (await reserve.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(footerBox.y);
      const links = footer.getByRole('link');
      for (let i = 0; i < (await links.count()); i++) {
        const link = links.nth(i);
        await link.scrollIntoViewIfNeeded();
        const b = (await link.boundingBox())!;
        const onTop = await link.evaluate(
          (el, p) => el.contains(document.elementFromPoint(p.x, p.y)),
          { x: b.x + b.width / 2, y: b.y + b.height / 2 },
        );
        expect(onTop, `footer link ${i} is not covered`).toBe(true);
      }
    });
  });
});

test.describe('Chaaya microsite without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('shows every room one after another, and Reserve Now is a plain in-page link', async ({
    page,
    ed,
  }) => {
    const { rooms, reserveNow } = words(ed);
    await page.goto(ed.at(PATH));
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const room of ed.texts.rooms) {
      await expect(page.getByRole('heading', { name: room.title, level: 3 })).toBeVisible();
      await expect(
        page
          .getByRole('group', { name: fill(rooms.featuresLabel, { room: room.title }) })
          .getByRole('listitem'),
      ).toHaveText(room.features);
    }
    const reserve = page.getByRole('link', { name: literal(reserveNow, '^') });
    await reserve.scrollIntoViewIfNeeded();
    await expect(reserve).toBeVisible();
    await expect(reserve).toHaveAttribute('href', '#plan-your-stay');
  });
});
