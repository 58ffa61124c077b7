import type { Locator, Page } from '@playwright/test';
import { timings } from '../../content/facts';
import { rooms } from '../../content/rooms';
import { expect, test } from './fixtures';
import {
  PHONE,
  gotoFirstPaint,
  isHydrated,
  throttleLikeAPhone,
  waitUntilHydrated,
} from './support/phone';

/**
 * A visitor on a slow phone uses the carousels and the room tabs from the first paint, seconds
 * before the framework's scripts arrive. Every tap must answer within a second, and what it chose
 * must still hold once the island takes over: same tab, same slide, nothing applied twice.
 */
test.use({ ...PHONE, waitForHydration: false });

const RESPONSE_MS = 1000;

/** Pages with a carousel, and the carousel a visitor meets there first. */
const CAROUSELS = [
  { path: '/', label: 'Chaaya in photographs' },
  { path: '/about/', label: 'Our philosophy' },
] as const;

function region(page: Page, label: string): Locator {
  return page.getByRole('region', { name: label, exact: true });
}

/** The slide (1-based) whose middle is nearest the middle of the carousel's frame. */
async function shownSlide(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const frame = root.querySelector('[aria-roledescription=slide]')!.parentElement!.parentElement!;
    const f = frame.getBoundingClientRect();
    const mid = f.left + f.width / 2;
    let best = 0;
    let distance = Infinity;
    root.querySelectorAll('[aria-roledescription=slide]').forEach((slide, i) => {
      const r = slide.getBoundingClientRect();
      const d = Math.abs(r.left + r.width / 2 - mid);
      if (d < distance) [best, distance] = [i, d];
    });
    return best + 1;
  });
}

async function slideCount(carousel: Locator): Promise<number> {
  return carousel.locator('[aria-roledescription=slide]').count();
}

/** Opens the page on the phone profile and brings the carousel on screen, as a reader would. */
async function openBeforeHydration(page: Page, path: string, target: (p: Page) => Locator) {
  await throttleLikeAPhone(page);
  await gotoFirstPaint(page, path);
  const control = target(page);
  await control.scrollIntoViewIfNeeded();
  // The test is only worth something inside the window before the scripts take over.
  expect(await isHydrated(control), 'still plain HTML when the visitor acts').toBe(false);
  return control;
}

/** Where the page is: a tap on a control may neither scroll it nor change its address. */
async function pagePlace(page: Page) {
  return page.evaluate(() => ({ y: Math.round(scrollY), hash: location.hash }));
}

/** Waits for `check` and returns how long it took, failing after RESPONSE_MS. */
async function responseTime(check: () => Promise<unknown>, started: number): Promise<number> {
  await check();
  return Date.now() - started;
}

for (const { path, label } of CAROUSELS) {
  test.describe(`carousel on ${path}`, () => {
    test('a tap on Next before hydration answers within 1 s and holds when the island takes over', async ({
      page,
    }) => {
      const carousel = await openBeforeHydration(page, path, (p) => region(p, label));
      const count = await slideCount(carousel);
      const before = await pagePlace(page);
      expect(await shownSlide(carousel)).toBe(1);

      const started = Date.now();
      await carousel.getByRole('button', { name: 'Next slide' }).tap();
      const ms = await responseTime(
        () => expect.poll(() => shownSlide(carousel), { timeout: RESPONSE_MS }).toBe(2),
        started,
      );
      test.info().annotations.push({ type: 'tap → slide 2 (ms)', description: String(ms) });
      expect(await pagePlace(page)).toEqual(before);

      await waitUntilHydrated(carousel);
      // Ready: the status line speaks, and it names the slide the visitor chose.
      await expect(carousel.getByText(`Slide 2 of ${count}`)).toBeAttached();
      expect(await shownSlide(carousel)).toBe(2);
      await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      // Taken over: one tap is one step, not two, and not from slide 1.
      await carousel.getByRole('button', { name: 'Next slide' }).tap();
      await expect(carousel.getByText(`Slide 3 of ${count}`)).toBeAttached();
      await expect.poll(() => shownSlide(carousel)).toBe(3);
      expect(await pagePlace(page)).toEqual(before);
    });

    test('a tap on a dot before hydration answers within 1 s and holds when the island takes over', async ({
      page,
    }) => {
      const carousel = await openBeforeHydration(page, path, (p) => region(p, label));
      const count = await slideCount(carousel);
      const before = await pagePlace(page);

      const started = Date.now();
      await carousel.getByRole('button', { name: 'Show slide 3' }).tap();
      const ms = await responseTime(
        () => expect.poll(() => shownSlide(carousel), { timeout: RESPONSE_MS }).toBe(3),
        started,
      );
      test.info().annotations.push({ type: 'tap → slide 3 (ms)', description: String(ms) });
      await expect(carousel.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(await pagePlace(page)).toEqual(before);

      await waitUntilHydrated(carousel);
      await expect(carousel.getByText(`Slide 3 of ${count}`)).toBeAttached();
      expect(await shownSlide(carousel)).toBe(3);

      await carousel.getByRole('button', { name: 'Previous slide' }).tap();
      await expect(carousel.getByText(`Slide 2 of ${count}`)).toBeAttached();
      await expect.poll(() => shownSlide(carousel)).toBe(2);
      expect(await pagePlace(page)).toEqual(before);
    });

    test('a swipe along the strip before hydration keeps its slide when the island takes over', async ({
      page,
    }) => {
      const carousel = await openBeforeHydration(page, path, (p) => region(p, label));
      const count = await slideCount(carousel);
      // The finger moves the strip by a little over two slides; scroll snapping settles it.
      await carousel.evaluate((root) => {
        const strip = root.querySelector('[aria-roledescription=slide]')!.parentElement!
          .parentElement!;
        const slides = root.querySelectorAll('[aria-roledescription=slide]');
        const step =
          slides[1]!.getBoundingClientRect().left - slides[0]!.getBoundingClientRect().left;
        strip.scrollBy({ left: step * 2 + 10, behavior: 'instant' });
      });
      await expect.poll(() => shownSlide(carousel), { timeout: RESPONSE_MS }).toBe(3);

      await waitUntilHydrated(carousel);
      await expect(carousel.getByText(`Slide 3 of ${count}`)).toBeAttached();
      expect(await shownSlide(carousel)).toBe(3);
      await carousel.getByRole('button', { name: 'Next slide' }).tap();
      await expect(carousel.getByText(`Slide 4 of ${count}`)).toBeAttached();
      await expect.poll(() => shownSlide(carousel)).toBe(4);
    });
  });
}

test.describe('carousel rotation control before hydration', () => {
  const label = 'Chaaya in photographs';

  test('claims no rotation before the island runs, and an early Play is honoured', async ({
    page,
  }) => {
    const carousel = await openBeforeHydration(page, '/', (p) => region(p, label));
    // Nothing rotates yet, so the control offers to play.
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);

    const started = Date.now();
    await carousel.getByRole('button', { name: 'Play slideshow' }).tap();
    const ms = await responseTime(
      () =>
        expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible({
          timeout: RESPONSE_MS,
        }),
      started,
    );
    test.info().annotations.push({ type: 'tap → Pause shown (ms)', description: String(ms) });
    // And it really rotates, before and after the island takes over.
    await expect
      .poll(() => shownSlide(carousel), { timeout: timings.autoplay.featured + 4000 })
      .toBeGreaterThan(1);
    await waitUntilHydrated(carousel);
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    const now = await shownSlide(carousel);
    await expect
      .poll(() => shownSlide(carousel), { timeout: timings.autoplay.featured + 4000 })
      .not.toBe(now);
  });

  test('an early Play then Pause leaves it paused after the island takes over', async ({
    page,
  }) => {
    const carousel = await openBeforeHydration(page, '/', (p) => region(p, label));
    await carousel.getByRole('button', { name: 'Play slideshow' }).tap();
    await carousel.getByRole('button', { name: 'Pause slideshow' }).tap({ timeout: RESPONSE_MS });
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible({
      timeout: RESPONSE_MS,
    });
    await waitUntilHydrated(carousel);
    const count = await slideCount(carousel);
    const shown = await shownSlide(carousel);
    await expect(carousel.getByText(`Slide ${shown} of ${count}`)).toBeAttached();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    // Paused: it stays put for longer than the rotation delay.
    await page.waitForTimeout(timings.autoplay.featured + 1500);
    expect(await shownSlide(carousel)).toBe(shown);
  });
});

test.describe('room tabs on /chaaya-microsite/', () => {
  const standard = rooms.find((r) => r.id === 'standard')!;
  const dorm = rooms.find((r) => r.id === 'dorm')!;
  const tablist = (page: Page) => page.getByRole('tablist', { name: 'Room types' });
  const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });

  test('a tap on Standard before hydration answers within 1 s and is still chosen after', async ({
    page,
  }) => {
    const list = await openBeforeHydration(page, '/chaaya-microsite/', tablist);
    const before = await pagePlace(page);
    const started = Date.now();
    await tab(page, standard.tabLabel).tap();
    const ms = await responseTime(
      () =>
        expect(page.getByRole('heading', { name: standard.title, level: 3 })).toBeVisible({
          timeout: RESPONSE_MS,
        }),
      started,
    );
    test.info().annotations.push({ type: 'tap → Standard shown (ms)', description: String(ms) });
    await expect(tab(page, standard.tabLabel)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    expect(await pagePlace(page)).toEqual(before);

    await waitUntilHydrated(list);
    // The island ran its first effects by now; give it a moment to undo anything, as it used to.
    await page.waitForTimeout(500);
    await expect(tab(page, standard.tabLabel)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: standard.title, level: 3 })).toBeVisible();

    // Taken over: the keyboard moves one tab on from the chosen one.
    await tab(page, standard.tabLabel).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, dorm.tabLabel)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: dorm.title, level: 3 })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    expect(await pagePlace(page)).toEqual(before);
  });
});
