import type { Locator, Page } from '@playwright/test';
import { chatUrl } from './support/chat-urls';
import type { EditionView } from './support/edition';
import { timings } from '../../lib/content/facts';
import { fill } from '../../lib/content/format';
import { findSection, findVariant } from '../../lib/content/page-file';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { defaultEdition, pageNamed } from '../../lib/content/editions';

const { site } = defaultEdition.texts;

// Run over each edition (the project says which): every word expected is the edition's own.

const DELAY = timings.autoplay.featured;
const COUNT = timings.featuredImageCount;

const featuredOf = (ed: EditionView) => findVariant(pageNamed(ed, 'home'), 'property', 'featured');

const carousel = (page: Page, ed: EditionView) =>
  page
    .locator('#featured-project')
    .getByRole('region', { name: featuredOf(ed).carouselLabel, exact: true });

const words = (ed: EditionView) => ed.texts.interface.carousel;

/** A dot's name from its template, e.g. 'Show slide {n}' → 'Show slide 5'. */
const show = (ed: EditionView, n: number) => fill(words(ed).show, { n });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any dot's name: the template with a number in its slot. */
const anyDot = (ed: EditionView) =>
  new RegExp(`^${words(ed).show.split('{n}').map(escapeRegExp).join('\\d+')}$`);

/** The dot that says which slide is shown (1-based), read from aria-current. */
async function selectedSlide(region: Locator, ed: EditionView): Promise<number> {
  const dots = region.getByRole('button', { name: anyDot(ed) });
  const states = await dots.evaluateAll((els) => els.map((e) => e.getAttribute('aria-current')));
  // All the dots, or the answer would be about some of them.
  if (states.length !== COUNT) throw new Error(`${states.length} dots, not ${COUNT}`);
  return states.indexOf('true') + 1;
}

/** Scroll the carousel into view and wait until it has hydrated (its status line appears). */
async function readyCarousel(page: Page, ed: EditionView): Promise<Locator> {
  const region = carousel(page, ed);
  await region.scrollIntoViewIfNeeded();
  await expect(
    region.getByText(fill(words(ed).position, { n: 1, count: COUNT }), { exact: true }),
  ).toBeAttached();
  return region;
}

/** Fake timers, frozen: time moves only by page.clock.runFor. */
async function freezeClock(page: Page) {
  const start = new Date('2026-01-01T08:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

async function moveMouseAway(page: Page) {
  await page.mouse.move(2, 2);
}

test.describe('home page', () => {
  test('reads the whole page at 1280 px', async ({ page, ed }) => {
    const height = 900;
    await page.setViewportSize({ width: 1280, height });
    await page.goto(ed.at('/'));

    await test.step('sections come in the spec order, with the ids it names', async () => {
      const hero = findSection(pageNamed(ed, 'home'), 'hero');
      const story = findSection(pageNamed(ed, 'home'), 'story');
      const pauseBlock = findVariant(pageNamed(ed, 'home'), 'prose', 'pause');
      const featuredBlock = featuredOf(ed);
      if (story.variant !== 'quote' || !hero.quote) {
        throw new Error('the home page has its quoted philosophy, its pause and a hero quote');
      }
      const ids = await page
        .locator('main > section')
        .evaluateAll((els) => els.map((e) => e.id || null));
      expect(ids).toEqual([
        null,
        null,
        null,
        'featured-project',
        'craft',
        'guest-voices',
        'collaborate-invitation',
        'social-archive',
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByText(hero.eyebrow!, { exact: true })).toBeVisible();
      await expect(page.getByText(hero.quote.text)).toBeVisible();

      const philosophy = page.locator('main > section').nth(1);
      await expect(philosophy.getByText(story.heading.eyebrow!, { exact: true })).toBeVisible();
      await expect(philosophy.getByRole('heading', { level: 2 })).toHaveText(
        `${story.heading.title} ${story.accent}`,
      );
      await expect(philosophy.locator('blockquote')).toHaveText(story.quote.text);
      await expect(philosophy.locator('figcaption')).toContainText(story.quote.by!);

      const pause = page.locator('main > section').nth(2);
      await expect(pause).toHaveClass(/\bh-96\b/);
      expect((await pause.boundingBox())?.height).toBe(384);
      expect(pauseBlock.text).toHaveLength(4);
      await expect(pause.getByRole('listitem')).toHaveText(pauseBlock.text);

      const featured = page.locator('#featured-project');
      await expect(featured.getByRole('group')).toHaveCount(COUNT);
      await expect(featured.getByRole('link', { name: featuredBlock.link })).toHaveAttribute(
        'href',
        `${ed.at('/projects/chaaya')}/`,
      );
      const chat = featured.getByRole('link', { name: featuredBlock.card.action.label });
      await expect(chat).toHaveAttribute(
        'href',
        chatUrl(site.chat.stays, 'booking', ed.texts.chat),
      );
      await expect(chat).toHaveAttribute('target', '_blank');
    });

    await test.step('the hero is at least 90vh tall at 1280 px', async () => {
      const hero = page.locator('main > section').first();
      const minHeight = await hero.evaluate((el) => getComputedStyle(el).minHeight);
      expect(parseFloat(minHeight)).toBeCloseTo(height * 0.9, 0);
      expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(height * 0.9 - 1);
    });

    await test.step('both hero buttons open the general chat in a new tab', async () => {
      const { actions } = findSection(pageNamed(ed, 'home'), 'hero');
      const hero = page.locator('main > section').first();
      const url = chatUrl(site.chat.stays, 'general', ed.texts.chat);
      expect(actions.map((a) => 'chat' in a && a.chat)).toEqual(['general', 'general']);
      for (const { label } of actions) {
        const button = hero.getByRole('link', { name: label });
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute('href', url);
        await expect(button).toHaveAttribute('target', '_blank');
        await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    // The words of the map's wait, in the edition (how it waits, fails and loads is checked once,
    // below: it is the same in every edition).
    await test.step('the map, far below, says it is loading', async () => {
      const box = page.locator('[data-map-state]');
      await expect(box.getByRole('status')).toHaveText(ed.texts.interface.map.loading);
      await expect(box.locator('iframe')).toHaveCount(0);
    });

    await test.step('passes axe', async () => {
      await readyCarousel(page, ed);
      await expectNoAxeViolations(page);
    });

    // The carousel's controls in the edition's words (how they move the slides is checked once,
    // below: it is the same in every edition).
    await test.step('the carousel names its dots and buttons in the edition', async () => {
      const region = carousel(page, ed);
      const { play, pause, next, previous } = words(ed);
      await expect(region.getByRole('button', { name: anyDot(ed) })).toHaveCount(COUNT);
      await expect(
        region.getByRole('button', { name: show(ed, COUNT), exact: true }),
      ).toBeVisible();
      await expect(
        region.getByRole('button', {
          name: new RegExp(`^(${escapeRegExp(pause)}|${escapeRegExp(play)})$`),
        }),
      ).toBeVisible();
      await expect(region.getByRole('button', { name: next, exact: true })).toBeVisible();
      await expect(region.getByRole('button', { name: previous, exact: true })).toBeVisible();
    });
  });

  for (const { width, ratio } of [
    { width: 375, ratio: 0.7 },
    { width: 640, ratio: 0.8 },
  ]) {
    test(
      `the hero is at least ${ratio * 100}vh tall at ${width} px`,
      { tag: '@once' },
      async ({ page, ed }) => {
        const height = 900;
        await page.setViewportSize({ width, height });
        await page.goto(ed.at('/'));
        const hero = page.locator('main > section').first();
        const minHeight = await hero.evaluate((el) => getComputedStyle(el).minHeight);
        expect(parseFloat(minHeight)).toBeCloseTo(height * ratio, 0);
        expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(height * ratio - 1);
      },
    );
  }

  test(
    'the featured carousel advances every 4 s, and not while hovered or paused',
    { tag: '@once' },
    async ({ page, ed }) => {
      const { play, pause } = words(ed);
      await freezeClock(page);
      await page.goto(ed.at('/'));
      const region = await readyCarousel(page, ed);
      await moveMouseAway(page);
      expect(await selectedSlide(region, ed)).toBe(1);

      await page.clock.runFor(DELAY - 200);
      expect(await selectedSlide(region, ed)).toBe(1);
      await page.clock.runFor(400);
      await expect.poll(() => selectedSlide(region, ed)).toBe(2);

      // Hovered: no rotation however long we wait; it continues once the pointer leaves.
      await region.hover();
      await page.clock.runFor(DELAY * 3);
      expect(await selectedSlide(region, ed)).toBe(2);
      await moveMouseAway(page);
      await page.clock.runFor(DELAY + 200);
      await expect.poll(() => selectedSlide(region, ed)).toBe(3);

      // Paused with the control: stays paused after the pointer leaves.
      await region.getByRole('button', { name: pause, exact: true }).click();
      await moveMouseAway(page);
      await expect(region.getByRole('button', { name: play, exact: true })).toBeVisible();
      await page.clock.runFor(DELAY * 3);
      expect(await selectedSlide(region, ed)).toBe(3);

      // Played again (by keyboard): rotation waits while keyboard focus is inside…
      await region.getByRole('button', { name: play, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(region.getByRole('button', { name: pause, exact: true })).toBeFocused();
      await page.clock.runFor(DELAY * 3);
      expect(await selectedSlide(region, ed)).toBe(3);
      // …and resumes when focus leaves.
      await page.locator('#featured-project h2').click();
      await expect(region.locator(':focus')).toHaveCount(0);
      await page.clock.runFor(DELAY + 200);
      await expect.poll(() => selectedSlide(region, ed)).toBe(4);
    },
  );

  test(
    'dots jump to a slide and arrow keys move between slides',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.goto(ed.at('/'));
      const region = await readyCarousel(page, ed);
      await region.getByRole('button', { name: words(ed).pause, exact: true }).click();

      await region.getByRole('button', { name: show(ed, 5), exact: true }).click();
      await expect(region.getByRole('button', { name: show(ed, 5), exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(
        region.getByRole('button', { name: show(ed, 1), exact: true }),
      ).not.toHaveAttribute('aria-current');
      // The chosen photo is the one in the frame.
      const frame = await region.locator('.overflow-hidden').first().boundingBox();
      const slide = region.getByRole('group', {
        name: fill(words(ed).slide, { n: 5, count: COUNT }),
        exact: true,
      });
      await expect
        .poll(async () => Math.round(((await slide.boundingBox())?.x ?? 0) - (frame?.x ?? 0)))
        .toBeLessThanOrEqual(0);
      await expect
        .poll(async () => Math.round(((await slide.boundingBox())?.x ?? 0) - (frame?.x ?? 0)))
        .toBeGreaterThanOrEqual(-16);

      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedSlide(region, ed)).toBe(6);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => selectedSlide(region, ed)).toBe(4);

      await region.getByRole('button', { name: words(ed).next, exact: true }).click();
      await expect.poll(() => selectedSlide(region, ed)).toBe(5);
      await region.getByRole('button', { name: show(ed, 1), exact: true }).click();
      await region.getByRole('button', { name: words(ed).previous, exact: true }).click();
      await expect.poll(() => selectedSlide(region, ed)).toBe(COUNT);
    },
  );

  test('with reduced motion nothing auto-advances', { tag: '@once' }, async ({ page, ed }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto(ed.at('/'));
    const region = await readyCarousel(page, ed);
    await moveMouseAway(page);
    await expect(region.getByRole('button', { name: words(ed).play, exact: true })).toBeVisible();
    await page.clock.runFor(DELAY * 4);
    expect(await selectedSlide(region, ed)).toBe(1);
  });

  test(
    'the map waits for the viewport, then with third parties blocked says Map failed',
    { tag: '@once' },
    async ({ page, ed }) => {
      const { map } = featuredOf(ed);
      const said = ed.texts.interface.map;
      await page.goto(ed.at('/'));
      const card = page
        .locator('#featured-project')
        .getByRole('heading', { name: map.title, exact: true });
      const box = page.locator('[data-map-state]');
      await expect(box.getByRole('status')).toHaveText(said.loading);
      await expect(box.locator('iframe')).toHaveCount(0);
      // Nothing on the page loops while the map waits far below: no frame is drawn for nothing.
      const looping = () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().endTime === Infinity).length,
        );
      expect(await looping()).toBe(0);

      await card.scrollIntoViewIfNeeded();
      await expect(box.getByRole('status')).toHaveText(said.failed);
      await expect(box.locator('iframe')).toHaveCount(0);
      const open = page.locator('#featured-project').getByRole('link', { name: map.openLabel });
      await expect(open).toBeVisible();
      await expect(open).toHaveAttribute('href', site.map.page);
      await expect(open).toHaveAttribute('target', '_blank');
      await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  test('with the map host answering, the map loads: the status clears and the titled map shows', async ({
    page,
    ed,
  }) => {
    // The map host answered by a local stand-in page (the probe and the frame both reach it).
    const place = 'Kangra valley, stand-in map';
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><title>Map</title><p>${place}</p>`,
      }),
    );
    await page.goto(ed.at('/'));
    const box = page.locator('[data-map-state]');
    await page
      .locator('#featured-project')
      .getByRole('heading', { name: featuredOf(ed).map.title, exact: true })
      .scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-map-state', 'loaded');
    await expect(box.getByRole('status')).toHaveText('');
    await expect(box.getByText(ed.texts.interface.map.loading)).toHaveCount(0);
    const frame = box.locator('iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute(
      'title',
      fill(ed.texts.interface.map.frame, { place: ed.texts.site.map.placeName }),
    );
    await expect(frame).toHaveAttribute('src', site.map.embed);
    await expect(frame).toHaveCSS('opacity', '1');
    await expect(page.frameLocator('[data-map-state] iframe').getByText(place)).toBeVisible();
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every featured photo and the map link are in the HTML, the strip scrolls', async ({
    page,
    ed,
  }) => {
    await page.goto(ed.at('/'));
    const region = carousel(page, ed);
    await expect(region.getByRole('group')).toHaveCount(COUNT);
    await expect(region.locator('img')).toHaveCount(COUNT);
    const strip = region.locator('.overflow-x-auto');
    await expect(strip).toHaveCount(1);
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(
      page.locator('#featured-project').getByRole('link', { name: featuredOf(ed).map.openLabel }),
    ).toHaveAttribute('href', site.map.page);
  });
});
