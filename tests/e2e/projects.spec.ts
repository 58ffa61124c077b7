import type { Locator, Page } from '@playwright/test';
import { timings } from '../../lib/content/facts';
import { findSection, findVariant } from '../../lib/content/page-file';
import { editionView, type EditionView } from './support/edition';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitUntilHydrated } from './support/phone';
import { pageNamed } from '../../lib/content/editions';

// Run over each edition (the project says which): every word expected is the edition's own.

/** The hero's two calls: the scroll to the intro, the link to /contact. */
function heroActions(ed: EditionView) {
  const [scroll, contact] = findSection(pageNamed(ed, 'projects'), 'hero').actions;
  if (!scroll || !contact || !('href' in scroll) || !('href' in contact)) {
    throw new Error('the projects hero has its two links');
  }
  expect([scroll.href, contact.href]).toEqual(['#trinity-intro', '/contact']);
  return { scrollButton: scroll.label, contactLink: contact.label };
}

const OFFSET = timings.anchorOffsetPx;

/** Wait until the section has come to rest 80 px (±2) below the top of the viewport. */
async function expectLandsBelowNavbar(section: Locator) {
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? -1))
    .toBeGreaterThanOrEqual(OFFSET - 2);
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? -1))
    .toBeLessThanOrEqual(OFFSET + 2);
  // At rest, and really below the sticky navbar.
  const nav = await section.page().getByRole('banner').boundingBox();
  expect((await section.boundingBox())?.y).toBeGreaterThanOrEqual((nav?.height ?? 0) - 1);
}

/**
 * Record window.scrollY on every frame and every scroll event from now on, and where the page
 * stands the moment the next click has been handled (read by a listener on the window, which the
 * click reaches after the page's own). An instant scroll is at its target by then; a smooth one
 * has not left the start, since it moves only on the frames that follow. That reading tells the
 * two apart however busy the machine is. The frames a smooth scroll spans do not: two test
 * workers on two cores can starve the page of frames until the animation is over.
 */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __ys: number[]; __afterClick?: number };
    w.__ys = [];
    let frames = 0;
    const tick = () => {
      w.__ys.push(window.scrollY);
      if (++frames < 240) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.addEventListener('scroll', () => w.__ys.push(window.scrollY), { passive: true });
    window.addEventListener('click', () => (w.__afterClick = window.scrollY), { once: true });
  });
}
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ys: number[] }).__ys);
const afterClick = (page: Page) =>
  page.evaluate(() => (window as unknown as { __afterClick?: number }).__afterClick);

test.describe('projects page', () => {
  test('reads the whole page', async ({ page, ed }) => {
    await page.goto(ed.at('/projects/'));

    await test.step('sections come in the spec order', async () => {
      const ids = await page
        .locator('main > section')
        .evaluateAll((els) => els.map((e) => e.id || null));
      expect(ids).toEqual([
        null,
        'trinity-intro',
        'chaaya',
        'san',
        'awoka',
        'restoration-ritual',
        'why-first',
        'collaborate',
      ]);
      await expect(page.locator('h1')).toHaveCount(1);
    });

    await test.step('the hero links to /contact', async () => {
      const hero = page.locator('main > section').first();
      await expect(
        hero.getByRole('link', { name: heroActions(ed).contactLink, exact: true }),
      ).toHaveAttribute('href', `${ed.at('/contact')}/`);
    });

    await test.step('the trinity cards name each home and its status', async () => {
      // Each card's words (from 'the <home> card scrolls to its section'); the scroll is checked
      // once, below: it is the same in every edition.
      for (const p of ed.texts.properties) {
        const card = page.locator('#trinity-intro').locator(`a[href="#${p.id}"]`);
        await expect(card).toContainText(p.name);
        await expect(card).toContainText(ed.texts.propertyStatus[p.status]);
      }
    });

    await test.step('each home has its label, status badge and a link to its page', async () => {
      expect(ed.texts.properties).toHaveLength(3);
      for (const p of ed.texts.properties) {
        const section = page.locator(`#${p.id}`);
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(p.name);
        await expect(section.getByText(p.label, { exact: true })).toBeVisible();
        await expect(
          section.getByText(ed.texts.propertyStatus[p.status], { exact: true }),
        ).toBeVisible();
        await expect(
          section.getByRole('link', {
            name: findVariant(pageNamed(ed, 'projects'), 'property', 'beside', p.id).link,
          }),
        ).toHaveAttribute('href', `${ed.at(p.href)}/`);
      }
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });
  });

  test(
    'the hero button and the cards scroll smoothly to their sections, 80 px below the top',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.goto(ed.at('/projects/'));

      await test.step('the hero button scrolls smoothly to the intro, 80 px below the top', async () => {
        const button = page.getByRole('link', { name: heroActions(ed).scrollButton, exact: true });
        // The smooth scroll is the island's: before it runs the link is a plain anchor that jumps
        // (the test without JavaScript below checks it lands). On a busy machine a click can fall
        // in that window; this test is about the island.
        await waitUntilHydrated(button);
        await recordScroll(page);
        await button.click();
        const intro = page.locator('#trinity-intro');
        await expectLandsBelowNavbar(intro);
        await expect(page).toHaveURL(/#trinity-intro$/);
        const final = await page.evaluate(() => window.scrollY);
        expect(final).toBeGreaterThan(100);
        // Smooth: when the click had been handled the page was not yet there; it travelled after.
        const atClick = await afterClick(page);
        const seen = `at the click: ${atClick}; frames: ${(await recorded(page)).join(' ')}`;
        expect(atClick, seen).toBeLessThan(final - 5);
      });

      for (const { id } of editionView('en').texts.properties) {
        await test.step(`the ${id} card scrolls to its section, 80 px below the top`, async () => {
          const p = ed.texts.properties.find((q) => q.id === id)!;
          // Each card from the top of the page, as on a fresh load (at once, not smoothly).
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
          const card = page.locator('#trinity-intro').locator(`a[href="#${p.id}"]`);
          await expect(card).toContainText(p.name);
          await expect(card).toContainText(ed.texts.propertyStatus[p.status]);
          // The smooth scroll is the island's. A tap while the router is still starting lands as
          // well but can lose its #hash from the address bar (the router restores the address it
          // started with); the plain-anchor tap before the scripts is checked without JavaScript
          // below.
          await waitUntilHydrated(card);
          await card.click();
          await expect(page).toHaveURL(new RegExp(`#${p.id}$`));
          await expectLandsBelowNavbar(page.locator(`#${p.id}`));
        });
      }
    },
  );

  test(
    'with reduced motion the hero button jumps without animation',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(ed.at('/projects/'));
      await recordScroll(page);
      await page.getByRole('link', { name: heroActions(ed).scrollButton, exact: true }).click();
      await expectLandsBelowNavbar(page.locator('#trinity-intro'));
      const ys = await recorded(page);
      const final = await page.evaluate(() => window.scrollY);
      expect(final).toBeGreaterThan(100);
      // No position between the start and the target: an instant jump, whichever handled the tap
      // (the island, or the plain anchor before it has taken over).
      expect(ys.filter((y) => y > 5 && y < final - 5)).toEqual([]);
    },
  );

  test(
    'opened at /projects#san, SAN lands 80 px below the top',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.goto(`${ed.at('/projects/')}#san`);
      await expectLandsBelowNavbar(page.locator('#san'));
    },
  );
});

test.describe('projects page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the cards are plain anchors that still land 80 px below the top',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.goto(ed.at('/projects/'));
      await page.locator('#trinity-intro').locator('a[href="#awoka"]').click();
      await expect(page).toHaveURL(/#awoka$/);
      await expectLandsBelowNavbar(page.locator('#awoka'));
    },
  );
});
