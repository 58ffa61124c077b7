import type { Locator, Page } from '@playwright/test';
import { timings } from '../../lib/content/facts';
import { expect, test } from './fixtures';
import {
  PHONE,
  gotoFirstPaint,
  isHydrated,
  throttleLikeAPhone,
  waitUntilHydrated,
} from './support/phone';
import { fill } from '../../lib/content/format';
import { findSection } from '../../lib/content/page-file';
import { editionView } from './support/edition';
import { firstCarouselLabel } from './support/words';
import { defaultEdition, pageNamed } from '../../lib/content/editions';

const { rooms } = defaultEdition.texts;

/** The English words these tests look for, as content/ has them. */
const EN = editionView('en');
const carouselWords = EN.texts.interface.carousel;

/**
 * A visitor on a slow phone uses the carousels and the room tabs from the first paint, seconds
 * before the framework's scripts arrive. Every tap must answer within a second, and what it chose
 * must still hold once the island takes over: same tab, same slide, nothing applied twice.
 */
test.use({ ...PHONE });

const RESPONSE_MS = 1000;

/** Pages with a carousel, and the carousel a visitor meets there first. */
const CAROUSELS = [
  { path: '/', label: firstCarouselLabel(pageNamed(EN, 'home')) },
  { path: '/about/', label: firstCarouselLabel(pageNamed(EN, 'about')) },
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

/**
 * Opens the page on the phone profile with the framework's scripts held back until the test lets
 * them go (`release`), as on a connection where they arrive late, and brings `target` on screen
 * as a reader would. Without the hold, the scripts sometimes win the race to a control far down
 * the page on a quiet machine, and the test would not be testing the window at all.
 */
async function openBeforeHydration(page: Page, path: string, target: (p: Page) => Locator) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js(\?|$)/, async (route) => {
    await arrived;
    await route.fallback();
  });
  await throttleLikeAPhone(page);
  await gotoFirstPaint(page, path);
  const control = target(page);
  await control.scrollIntoViewIfNeeded();
  expect(await isHydrated(control), 'still plain HTML when the visitor acts').toBe(false);
  return { control, release };
}

/**
 * Where the control is on screen, and the page's address: a tap may neither move the page under
 * the visitor nor change the address. (The screen position, not scrollY: the browser's scroll
 * anchoring may change scrollY to keep what is on screen in place when content above changes.)
 */
async function place(control: Locator) {
  return control.evaluate((el) => ({
    top: Math.round(el.getBoundingClientRect().top / 4) * 4,
    hash: location.hash,
  }));
}

/**
 * What answers a tap, read in the page on every frame. For a carousel the answer is that its
 * strip starts moving and the dot of the chosen slide lights up; the slide then arrives at the
 * pace of the scroll animation (checked after, with a longer allowance for a busy machine).
 */
type Answer =
  { carousel: Locator; slide: number } | { element: Locator; attribute: string; value: string };

/**
 * Taps `button` and measures, in the page's own clock, from the finger going down to the first
 * frame that shows the answer; fails if that takes longer than RESPONSE_MS.
 */
async function timedTap(button: Locator, answer: Answer): Promise<number> {
  const page = button.page();
  await button.scrollIntoViewIfNeeded();
  const target = 'carousel' in answer ? answer.carousel : answer.element;
  const handle = await target.elementHandle();
  const expected = 'carousel' in answer ? answer.slide : [answer.attribute, answer.value];
  await page.evaluate((el) => {
    const w = window as unknown as { tapAt?: number; stripAt?: number };
    delete w.tapAt;
    const slide = el?.querySelector('[aria-roledescription=slide]');
    w.stripAt = slide?.getBoundingClientRect().left;
    addEventListener('pointerdown', (e) => (w.tapAt = e.timeStamp), { capture: true, once: true });
  }, handle);
  await button.tap();
  const ms = await page
    .waitForFunction(
      ([el, want]) => {
        const w = window as unknown as { tapAt?: number; stripAt?: number };
        if (!el || w.tapAt === undefined) return false;
        let answered: boolean;
        if (typeof want === 'number') {
          const first = el.querySelector('[aria-roledescription=slide]')!;
          const moving = Math.abs(first.getBoundingClientRect().left - (w.stripAt ?? 0)) > 1;
          const dot = el.querySelector(`button[aria-label="Show slide ${want}"]`);
          answered = moving && dot?.getAttribute('aria-current') === 'true';
        } else answered = el.getAttribute(String(want[0])) === want[1];
        return answered && Math.round(performance.now() - w.tapAt);
      },
      [handle, expected] as const,
      { polling: 'raf', timeout: RESPONSE_MS * 3 },
    )
    .then((h) => h.jsonValue() as Promise<number>);
  // For the record of how long a visitor waits (the list reporter shows a test's output).
  console.log(`${test.info().titlePath.slice(1).join(' › ')}: answered in ${ms} ms`);
  test.info().annotations.push({ type: 'tap answered (ms)', description: String(ms) });
  expect(ms, 'from the tap to the answer on screen').toBeLessThanOrEqual(RESPONSE_MS);
  if ('carousel' in answer) {
    await expect
      .poll(() => shownSlide(answer.carousel), { timeout: 3 * RESPONSE_MS })
      .toBe(answer.slide);
  }
  return ms;
}

/** What the screen shows of a carousel in one frame. */
type CarouselFrame = {
  /** The slide (1-based) whose middle is nearest the frame's middle. */
  shown: number;
  /** Left edge of each slide's content, px from the viewport's left (slides stay in one piece). */
  lefts: number[];
};

/**
 * Starts reading the carousel on every frame the browser draws (requestAnimationFrame in the
 * page, so no frame goes unseen however slow the test's own polling is), until `frames()` reads
 * what was drawn so far.
 */
async function watchFrames(carousel: Locator): Promise<() => Promise<CarouselFrame[]>> {
  const key = `frames-${Math.random().toString(36).slice(2)}`;
  await carousel.evaluate((root, key) => {
    const seen: CarouselFrame[] = [];
    (window as unknown as Record<string, CarouselFrame[]>)[key] = seen;
    const read = () => {
      const slides = [...root.querySelectorAll('[aria-roledescription=slide]')];
      const f = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
      const mid = f.left + f.width / 2;
      let shown = 0;
      let distance = Infinity;
      const lefts = slides.map((slide, i) => {
        const r = slide.getBoundingClientRect();
        const d = Math.abs(r.left + r.width / 2 - mid);
        if (d < distance) [shown, distance] = [i, d];
        return (slide.firstElementChild ?? slide).getBoundingClientRect().left;
      });
      seen.push({ shown: shown + 1, lefts });
      requestAnimationFrame(read);
    };
    requestAnimationFrame(read);
  }, key);
  return () =>
    carousel
      .page()
      .evaluate((key) => (window as unknown as Record<string, CarouselFrame[]>)[key]!, key);
}

/** Waits until the browser has drawn `count` more frames (a slow machine simply takes longer). */
async function framesLater(page: Page, count: number) {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/**
 * Lets the held scripts go and watches the island take the carousel over: hydrated, embla made
 * (its status line names the slide), then a good many frames more, in which a late re-layout
 * would show.
 */
async function handOver(carousel: Locator, release: () => void, slide: number) {
  release();
  await waitUntilHydrated(carousel);
  const count = await slideCount(carousel);
  // React marks nodes as it hydrates them, before it commits; on a throttled, busy machine the
  // commit (and embla after it) can come seconds later.
  await expect(carousel.getByText(`Slide ${slide} of ${count}`)).toBeAttached({ timeout: 15_000 });
  await framesLater(carousel.page(), 30);
}

/**
 * Within a pixel: the strip lays slides out from percentages and embla moves them by a transform
 * it rounds to hundredths, so the same place can differ in the first decimal.
 */
const SAME_PLACE_PX = 0.5;
const moved = (a: number, b: number) => Math.abs(a - b) > SAME_PLACE_PX;

for (const { path, label } of CAROUSELS) {
  test.describe(`carousel on ${path}`, () => {
    for (const motion of ['no-preference', 'reduce'] as const) {
      test(`left alone (motion: ${motion}), it does not move by a pixel while the scripts take over`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: motion });
        const { control: carousel, release } = await openBeforeHydration(page, path, (p) =>
          region(p, label),
        );
        const frames = await watchFrames(carousel);
        await framesLater(page, 2);
        await handOver(carousel, release, 1);
        const seen = await frames();
        const [first] = seen;
        expect(seen.length, 'frames watched').toBeGreaterThan(30);
        // Every frame, from the plain strip through hydration to embla's first laps, shows the
        // first slide exactly where the strip showed it.
        const off = seen.filter((f) => f.shown !== 1 || moved(f.lefts[0]!, first!.lefts[0]!));
        expect(off, `first slide at ${first!.lefts[0]} px in every frame`).toEqual([]);
      });
    }

    test('after an early tap on Next, not one frame shows the first slide again (reduced motion)', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { control: carousel, release } = await openBeforeHydration(page, path, (p) =>
        region(p, label),
      );
      const next = carousel.getByRole('button', { name: carouselWords.next });
      await next.scrollIntoViewIfNeeded();
      const frames = await watchFrames(carousel);
      await next.tap();
      await expect.poll(() => shownSlide(carousel), { timeout: 3 * RESPONSE_MS }).toBe(2);
      await handOver(carousel, release, 2);
      const seen = await frames();
      const reached = seen.findIndex((f) => f.shown === 2);
      expect(reached, 'slide 2 reached before the scripts').toBeGreaterThanOrEqual(0);
      const after = seen.slice(reached);
      const place = after[0]!.lefts[1]!;
      expect(after.length, 'frames watched').toBeGreaterThan(30);
      expect(
        after.filter((f) => f.shown !== 2),
        'frames showing another slide after the tap',
      ).toEqual([]);
      // And slide 2 stays exactly where the tap brought it.
      expect(after.map((f) => f.lefts[1]!).filter((left) => moved(left, place))).toEqual([]);
    });

    test('a tap on Next before hydration answers within 1 s and holds when the island takes over', async ({
      page,
    }) => {
      const { control: carousel, release } = await openBeforeHydration(page, path, (p) =>
        region(p, label),
      );
      const count = await slideCount(carousel);
      const next = carousel.getByRole('button', { name: carouselWords.next });
      await next.scrollIntoViewIfNeeded();
      const before = await place(carousel);
      expect(await shownSlide(carousel)).toBe(1);

      await timedTap(next, { carousel, slide: 2 });
      release();
      expect(await place(carousel)).toEqual(before);

      await waitUntilHydrated(carousel);
      // Ready: the status line speaks, and it names the slide the visitor chose.
      await expect(carousel.getByText(`Slide 2 of ${count}`)).toBeAttached();
      expect(await shownSlide(carousel)).toBe(2);
      await expect(
        carousel.getByRole('button', { name: fill(carouselWords.show, { n: 2 }) }),
      ).toHaveAttribute('aria-current', 'true');

      // Taken over: one tap is one step, not two, and not from slide 1.
      await next.scrollIntoViewIfNeeded();
      const settled = await place(carousel);
      await next.tap();
      await expect(carousel.getByText(`Slide 3 of ${count}`)).toBeAttached();
      await expect.poll(() => shownSlide(carousel)).toBe(3);
      expect(await place(carousel)).toEqual(settled);
    });

    test('a tap on a dot before hydration answers within 1 s and holds when the island takes over', async ({
      page,
    }) => {
      const { control: carousel, release } = await openBeforeHydration(page, path, (p) =>
        region(p, label),
      );
      const count = await slideCount(carousel);
      const dot = carousel.getByRole('button', { name: fill(carouselWords.show, { n: 3 }) });
      await dot.scrollIntoViewIfNeeded();
      const before = await place(carousel);

      await timedTap(dot, { carousel, slide: 3 });
      release();
      await expect(
        carousel.getByRole('button', { name: fill(carouselWords.show, { n: 3 }) }),
      ).toHaveAttribute('aria-current', 'true');
      expect(await place(carousel)).toEqual(before);

      await waitUntilHydrated(carousel);
      await expect(carousel.getByText(`Slide 3 of ${count}`)).toBeAttached();
      expect(await shownSlide(carousel)).toBe(3);

      const previous = carousel.getByRole('button', { name: carouselWords.previous });
      await previous.scrollIntoViewIfNeeded();
      const settled = await place(carousel);
      await previous.tap();
      await expect(carousel.getByText(`Slide 2 of ${count}`)).toBeAttached();
      await expect.poll(() => shownSlide(carousel)).toBe(2);
      expect(await place(carousel)).toEqual(settled);
    });

    test('a swipe along the strip before hydration keeps its slide when the island takes over', async ({
      page,
    }) => {
      const { control: carousel, release } = await openBeforeHydration(page, path, (p) =>
        region(p, label),
      );
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
      await expect.poll(() => shownSlide(carousel)).toBe(3);
      release();

      await waitUntilHydrated(carousel);
      await expect(carousel.getByText(`Slide 3 of ${count}`)).toBeAttached();
      expect(await shownSlide(carousel)).toBe(3);
      await carousel.getByRole('button', { name: carouselWords.next }).tap();
      await expect(carousel.getByText(`Slide 4 of ${count}`)).toBeAttached();
      await expect.poll(() => shownSlide(carousel)).toBe(4);
    });
  });
}

test.describe('carousel rotation control before hydration', () => {
  const label = firstCarouselLabel(pageNamed(EN, 'home'));

  test('claims no rotation before the island runs, and an early Play is honoured', async ({
    page,
  }) => {
    const { control: carousel, release } = await openBeforeHydration(page, '/', (p) =>
      region(p, label),
    );
    // Nothing rotates yet, so the control offers to play.
    await expect(carousel.getByRole('button', { name: carouselWords.play })).toBeVisible();
    await expect(carousel.getByRole('button', { name: carouselWords.pause })).toHaveCount(0);

    const rotation = carousel.getByRole('button', { name: carouselWords.play });
    await timedTap(rotation, {
      element: rotation,
      attribute: 'aria-label',
      value: carouselWords.pause,
    });
    await expect(carousel.getByRole('button', { name: carouselWords.pause })).toBeVisible();
    // And it really rotates, before the island takes over…
    await expect
      .poll(() => shownSlide(carousel), { timeout: timings.autoplay.featured + 2000 })
      .toBe(2);
    release();
    // …and after (on screen: a carousel scrolled away rests).
    await waitUntilHydrated(carousel);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: carouselWords.pause })).toBeVisible();
    const now = await shownSlide(carousel);
    await expect
      .poll(() => shownSlide(carousel), { timeout: timings.autoplay.featured + 4000 })
      .not.toBe(now);
  });

  test('an early Play then Pause leaves it paused after the island takes over', async ({
    page,
  }) => {
    const { control: carousel, release } = await openBeforeHydration(page, '/', (p) =>
      region(p, label),
    );
    await carousel.getByRole('button', { name: carouselWords.play }).tap();
    await carousel.getByRole('button', { name: carouselWords.pause }).tap({ timeout: RESPONSE_MS });
    await expect(carousel.getByRole('button', { name: carouselWords.play })).toBeVisible({
      timeout: RESPONSE_MS,
    });
    release();
    await waitUntilHydrated(carousel);
    // On screen, where an unpaused carousel would rotate.
    await carousel.scrollIntoViewIfNeeded();
    const count = await slideCount(carousel);
    const shown = await shownSlide(carousel);
    await expect(carousel.getByText(`Slide ${shown} of ${count}`)).toBeAttached();
    await expect(carousel.getByRole('button', { name: carouselWords.play })).toBeVisible();
    // Paused: it stays put for longer than the rotation delay.
    await page.waitForTimeout(timings.autoplay.featured + 1500);
    expect(await shownSlide(carousel)).toBe(shown);
  });
});

test.describe('room tabs on /chaaya-microsite/', () => {
  const standard = rooms.find((r) => r.id === 'standard')!;
  const dorm = rooms.find((r) => r.id === 'dorm')!;
  const tablist = (page: Page) =>
    page.getByRole('tablist', {
      name: findSection(pageNamed(EN, 'microsite'), 'roomTabs').tabsLabel,
    });
  const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });

  /** What the screen shows of the room tabs in one frame. */
  type TabsFrame = { selected: string[]; shown: string[]; top: number; height: number };

  /** Reads the tabs and the shown panel on every frame the browser draws (see watchFrames). */
  async function watchTabs(page: Page): Promise<() => Promise<TabsFrame[]>> {
    await tablist(page).evaluate((list) => {
      const root = list.parentElement!;
      const seen: TabsFrame[] = [];
      (window as unknown as { tabFrames: TabsFrame[] }).tabFrames = seen;
      const read = () => {
        const tabs = [...list.querySelectorAll('[role=tab]')];
        const panels = [...root.querySelectorAll('[role=tabpanel]')].filter(
          (p) => p.getBoundingClientRect().height > 0,
        );
        const box = panels[0]?.getBoundingClientRect();
        seen.push({
          selected: tabs
            .filter((t) => t.getAttribute('aria-selected') === 'true')
            .map((t) => t.textContent ?? ''),
          shown: panels.map((p) => p.querySelector('h3')?.textContent ?? ''),
          top: box?.top ?? NaN,
          height: box?.height ?? NaN,
        });
        requestAnimationFrame(read);
      };
      requestAnimationFrame(read);
    });
    return () => page.evaluate(() => (window as unknown as { tabFrames: TabsFrame[] }).tabFrames);
  }

  /** Lets the scripts go and watches the island take the tabs over, and a good many frames more. */
  async function handTabsOver(page: Page, release: () => void) {
    release();
    await waitUntilHydrated(tablist(page));
    // Taken over: the island marks its root live, which tells the page's early script to stop.
    await expect(page.locator('[data-room-tabs]')).toHaveAttribute('data-live', '', {
      timeout: 15_000,
    });
    await framesLater(page, 30);
  }

  /** Frames that differ from `want` in what is chosen, shown, or where the panel sits. */
  const unlike = (seen: TabsFrame[], want: TabsFrame) =>
    seen.filter(
      (f) =>
        f.selected.join() !== want.selected.join() ||
        f.shown.join() !== want.shown.join() ||
        moved(f.top, want.top) ||
        moved(f.height, want.height),
    );

  test('left alone, the tabs and the shown room do not move by a pixel while the scripts take over', async ({
    page,
  }) => {
    const { release } = await openBeforeHydration(page, '/chaaya-microsite/', tablist);
    const frames = await watchTabs(page);
    await framesLater(page, 2);
    await handTabsOver(page, release);
    const seen = await frames();
    expect(seen.length, 'frames watched').toBeGreaterThan(30);
    expect(seen[0]!.shown).toHaveLength(1);
    expect(unlike(seen, seen[0]!)).toEqual([]);
  });

  test('after an early tap on Standard, not one frame shows another room or moves it', async ({
    page,
  }) => {
    const { release } = await openBeforeHydration(page, '/chaaya-microsite/', tablist);
    const frames = await watchTabs(page);
    await tab(page, standard.tabLabel).tap();
    await expect(page.getByRole('heading', { name: standard.title, level: 3 })).toBeVisible({
      timeout: RESPONSE_MS,
    });
    // The chosen room fades up into place; from when it rests, nothing may change.
    const panel = page.getByRole('tabpanel');
    await expect
      .poll(() =>
        panel.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length),
      )
      .toBe(0);
    const rested = (await frames()).length;
    await handTabsOver(page, release);
    const after = (await frames()).slice(rested);
    expect(after.length, 'frames watched').toBeGreaterThan(30);
    expect(after[0]!.shown).toEqual([standard.title]);
    expect(unlike(after, after[0]!)).toEqual([]);
  });

  test('a tap on Standard before hydration answers within 1 s and is still chosen after', async ({
    page,
  }) => {
    const { control: list, release } = await openBeforeHydration(
      page,
      '/chaaya-microsite/',
      tablist,
    );
    const before = await place(list);
    await timedTap(tab(page, standard.tabLabel), {
      element: tab(page, standard.tabLabel),
      attribute: 'aria-selected',
      value: 'true',
    });
    await expect(page.getByRole('heading', { name: standard.title, level: 3 })).toBeVisible({
      timeout: RESPONSE_MS,
    });
    release();
    await expect(tab(page, standard.tabLabel)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    expect(await place(list)).toEqual(before);

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
    expect(await page.evaluate(() => location.hash)).toBe('');
  });
});
