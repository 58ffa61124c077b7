import type { Locator, Page } from '@playwright/test';
import { chatUrl } from './support/chat-urls';
import { timings } from '../../content/facts';
import { site } from '../../content/site';
import { expect, expectNoAxeViolations, test } from './fixtures';

const DELAY = timings.autoplay.featured;
const COUNT = timings.featuredImageCount;

const carousel = (page: Page) =>
  page.locator('#featured-project').getByRole('region', { name: 'Chaaya in photographs' });

/** The dot that says which slide is shown (1-based), read from aria-current. */
async function selectedSlide(region: Locator): Promise<number> {
  const dots = region.getByRole('button', { name: /^Show slide \d+$/ });
  const states = await dots.evaluateAll((els) => els.map((e) => e.getAttribute('aria-current')));
  return states.indexOf('true') + 1;
}

/** Scroll the carousel into view and wait until it has hydrated (its status line appears). */
async function readyCarousel(page: Page): Promise<Locator> {
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByText(`Slide 1 of ${COUNT}`)).toBeAttached();
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
  test('sections come in the spec order, with the ids it names', async ({ page }) => {
    await page.goto('/');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where Homes Remember And Hold You',
    );
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(
      page.getByText('By invitation • Curated sanctuaries • Spirit-first travel'),
    ).toBeVisible();
    await expect(page.getByText(/checked in with me/)).toBeVisible();

    const philosophy = page.locator('main > section').nth(1);
    await expect(philosophy.getByText('Living Philosophy')).toBeVisible();
    await expect(philosophy.getByRole('heading', { level: 2 })).toHaveText(
      'The Nest We Tend Are Not Built / They Are Remembered',
    );
    await expect(philosophy.locator('blockquote')).toHaveText(
      'This is not hospitality. This is homecoming.',
    );
    await expect(philosophy.locator('figcaption')).toContainText(/visionary/i);

    const pause = page.locator('main > section').nth(2);
    await expect(pause).toHaveClass(/\bh-96\b/);
    expect((await pause.boundingBox())?.height).toBe(384);
    await expect(pause.getByRole('listitem')).toHaveText([
      'Breathe with the mountains.',
      'Listen to the silence that speaks.',
      'Whisper with the walls.',
      'Arrive before entering.',
    ]);

    const featured = page.locator('#featured-project');
    await expect(featured.getByRole('group')).toHaveCount(COUNT);
    await expect(featured.getByRole('link', { name: /Chaaya.s Story/ })).toHaveAttribute(
      'href',
      '/projects/chaaya/',
    );
    const chat = featured.getByRole('link', { name: /Chat About a Stay/ });
    await expect(chat).toHaveAttribute('href', chatUrl(site.chat.stays, 'booking'));
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  for (const { width, ratio } of [
    { width: 375, ratio: 0.7 },
    { width: 640, ratio: 0.8 },
    { width: 1280, ratio: 0.9 },
  ]) {
    test(`the hero is at least ${ratio * 100}vh tall at ${width} px`, async ({ page }) => {
      const height = 900;
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const hero = page.locator('main > section').first();
      const minHeight = await hero.evaluate((el) => getComputedStyle(el).minHeight);
      expect(parseFloat(minHeight)).toBeCloseTo(height * ratio, 0);
      expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(height * ratio - 1);
    });
  }

  test('both hero buttons open the general chat in a new tab', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('main > section').first();
    const url = chatUrl(site.chat.stays, 'general');
    for (const name of ['Come Stay With Us', 'Begin Your Journey']) {
      const button = hero.getByRole('link', { name: new RegExp(name) });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', url);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the featured carousel advances every 4 s, and not while hovered or paused', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/');
    const region = await readyCarousel(page);
    await moveMouseAway(page);
    expect(await selectedSlide(region)).toBe(1);

    await page.clock.runFor(DELAY - 200);
    expect(await selectedSlide(region)).toBe(1);
    await page.clock.runFor(400);
    await expect.poll(() => selectedSlide(region)).toBe(2);

    // Hovered: no rotation however long we wait; it continues once the pointer leaves.
    await region.hover();
    await page.clock.runFor(DELAY * 3);
    expect(await selectedSlide(region)).toBe(2);
    await moveMouseAway(page);
    await page.clock.runFor(DELAY + 200);
    await expect.poll(() => selectedSlide(region)).toBe(3);

    // Paused with the control: stays paused after the pointer leaves.
    await region.getByRole('button', { name: 'Pause slideshow' }).click();
    await moveMouseAway(page);
    await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(DELAY * 3);
    expect(await selectedSlide(region)).toBe(3);

    // Played again (by keyboard): rotation waits while keyboard focus is inside…
    await region.getByRole('button', { name: 'Play slideshow' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
    await page.clock.runFor(DELAY * 3);
    expect(await selectedSlide(region)).toBe(3);
    // …and resumes when focus leaves.
    await page.locator('#featured-project h2').click();
    await expect(region.locator(':focus')).toHaveCount(0);
    await page.clock.runFor(DELAY + 200);
    await expect.poll(() => selectedSlide(region)).toBe(4);
  });

  test('dots jump to a slide and arrow keys move between slides', async ({ page }) => {
    await page.goto('/');
    const region = await readyCarousel(page);
    await region.getByRole('button', { name: 'Pause slideshow' }).click();

    await region.getByRole('button', { name: 'Show slide 5' }).click();
    await expect(region.getByRole('button', { name: 'Show slide 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      region.getByRole('button', { name: 'Show slide 1', exact: true }),
    ).not.toHaveAttribute('aria-current');
    // The chosen photo is the one in the frame.
    const frame = await region.locator('.overflow-hidden').first().boundingBox();
    const slide = region.getByRole('group', { name: `5 of ${COUNT}`, exact: true });
    await expect
      .poll(async () => Math.round(((await slide.boundingBox())?.x ?? 0) - (frame?.x ?? 0)))
      .toBeLessThanOrEqual(0);
    await expect
      .poll(async () => Math.round(((await slide.boundingBox())?.x ?? 0) - (frame?.x ?? 0)))
      .toBeGreaterThanOrEqual(-16);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedSlide(region)).toBe(6);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedSlide(region)).toBe(4);

    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => selectedSlide(region)).toBe(5);
    await region.getByRole('button', { name: 'Show slide 1', exact: true }).click();
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => selectedSlide(region)).toBe(COUNT);
  });

  test('with reduced motion nothing auto-advances', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    const region = await readyCarousel(page);
    await moveMouseAway(page);
    await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(DELAY * 4);
    expect(await selectedSlide(region)).toBe(1);
  });

  test('the map waits for the viewport, then with third parties blocked says Map failed', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.locator('#featured-project').getByRole('heading', { name: 'Find Us' });
    const box = page.locator('[data-map-state]');
    await expect(box.getByRole('status')).toHaveText('Loading map...');
    await expect(box.locator('iframe')).toHaveCount(0);

    await card.scrollIntoViewIfNeeded();
    await expect(box.getByRole('status')).toHaveText('Map failed');
    await expect(box.locator('iframe')).toHaveCount(0);
    const open = page.locator('#featured-project').getByRole('link', { name: 'Open Map' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('href', site.map.page);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('with the map host answering, the map loads: the status clears and the titled map shows', async ({
    page,
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
    await page.goto('/');
    const box = page.locator('[data-map-state]');
    await page
      .locator('#featured-project')
      .getByRole('heading', { name: 'Find Us' })
      .scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-map-state', 'loaded');
    await expect(box.getByRole('status')).toHaveText('');
    await expect(box.getByText('Loading map...')).toHaveCount(0);
    const frame = box.locator('iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('title', `Map of ${site.map.placeName}`);
    await expect(frame).toHaveAttribute('src', site.map.embed);
    await expect(frame).toHaveCSS('opacity', '1');
    await expect(page.frameLocator('[data-map-state] iframe').getByText(place)).toBeVisible();
  });

  test('passes axe', async ({ page }) => {
    await page.goto('/');
    await readyCarousel(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every featured photo and the map link are in the HTML, the strip scrolls', async ({
    page,
  }) => {
    await page.goto('/');
    const region = carousel(page);
    await expect(region.getByRole('group')).toHaveCount(COUNT);
    await expect(region.locator('img')).toHaveCount(COUNT);
    const strip = region.locator('.overflow-x-auto');
    await expect(strip).toHaveCount(1);
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(
      page.locator('#featured-project').getByRole('link', { name: 'Open Map' }),
    ).toHaveAttribute('href', site.map.page);
  });
});
