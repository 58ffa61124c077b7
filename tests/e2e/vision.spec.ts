import type { Page } from '@playwright/test';
import { timings } from '../../lib/content/facts';
import { fill } from '../../lib/content/format';
import { findSection, findVariant } from '../../lib/content/page-file';
import { editionView, type EditionView } from './support/edition';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { pageNamed } from '../../lib/content/editions';

/** The two sets of points, each a grid on wide screens and a carousel on small ones. */
const setsIn = (ed: EditionView) =>
  (['philosophy', 'commitments'] as const).map((id) => {
    const block = findVariant(pageNamed(ed, 'about'), 'cards', 'carousel', id);
    return {
      id,
      label: block.carouselLabel!,
      count: block.items.length,
      delay: timings.autoplay[id],
    };
  });

// Test names come from the English page, which every edition mirrors.
const sets = setsIn(editionView('en'));

async function freezeClock(page: Page) {
  const start = new Date('2026-01-01T08:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

test.describe('vision page', () => {
  test.describe('on a small screen (375 px)', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    for (const { id, delay } of sets) {
      test(
        `${id} is a looping carousel advancing every ${delay} ms`,
        { tag: '@once' },
        async ({ page, ed }) => {
          const set = setsIn(ed).find((s) => s.id === id)!;
          const { carousel } = ed.texts.interface;
          const show = (n: number) => fill(carousel.show, { n });
          await freezeClock(page);
          await page.goto(ed.at('/about/'));
          const section = page.locator(`#${set.id}`);
          await expect(section.locator('[data-layout="grid"]')).toBeHidden();
          const region = section.getByRole('region', { name: set.label });
          await expect(region).toBeVisible();
          await expect(region.getByRole('group')).toHaveCount(set.count);
          await region.scrollIntoViewIfNeeded();
          await expect(
            region.getByText(fill(carousel.position, { n: 1, count: set.count })),
          ).toBeAttached();
          await page.mouse.move(1, 1);

          const current = region.locator('button[aria-current="true"]');
          await expect(current).toHaveAccessibleName(show(1));
          await page.clock.runFor(set.delay - 150);
          await expect(current).toHaveAccessibleName(show(1));
          await page.clock.runFor(300);
          await expect(current).toHaveAccessibleName(show(2));
          // Loops: after the last slide comes the first.
          await page.clock.runFor(set.delay * (set.count - 1));
          await expect(current).toHaveAccessibleName(show(1));
        },
      );
    }

    test('reads the page as carousels', async ({ page, ed }) => {
      await page.goto(ed.at('/about/'));

      // The carousels' names and slides, in the edition's words (their timing is checked once,
      // above: it is the same in every edition).
      await test.step('the points are carousels, not grids', async () => {
        for (const set of setsIn(ed)) {
          const section = page.locator(`#${set.id}`);
          await expect(section.locator('[data-layout="grid"]')).toBeHidden();
          const region = section.getByRole('region', { name: set.label });
          await expect(region).toBeVisible();
          await expect(region.getByRole('group')).toHaveCount(set.count);
        }
      });

      await test.step('passes axe', async () => {
        await expectNoAxeViolations(page);
      });
    });
  });

  test.describe('on a wide screen (1280 px)', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('reads the whole page', async ({ page, ed }) => {
      await page.goto(ed.at('/about/'));

      await test.step('sections come in the spec order', async () => {
        const ids = await page
          .locator('main > section')
          .evaluateAll((els) => els.map((e) => e.id || null));
        expect(ids).toEqual([
          null,
          'origin',
          'mission',
          'philosophy',
          'commitments',
          'founder-note',
          'progress',
          'closing',
        ]);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('#philosophy [data-layout="grid"] li')).toHaveCount(5);
        await expect(page.locator('#commitments [data-layout="grid"] li')).toHaveCount(4);
      });

      await test.step('progress cards show each property with its status and link', async () => {
        const { properties, propertyStatus } = ed.texts;
        const cards = page.locator('#progress li');
        await expect(cards).toHaveCount(properties.length);
        for (const [i, p] of properties.entries()) {
          const card = cards.nth(i);
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(p.name);
          // The status in the edition's words ('Open for Stays' names itself in English).
          await expect(card.getByText(propertyStatus[p.status], { exact: true })).toBeVisible();
          await expect(card.getByRole('link')).toHaveAttribute('href', `${ed.at(p.href)}/`);
        }
      });

      await test.step('the points are grids, the carousels are not shown', async () => {
        for (const set of setsIn(ed)) {
          const section = page.locator(`#${set.id}`);
          await expect(section.getByRole('region', { name: set.label })).toBeHidden();
          const grid = section.locator('[data-layout="grid"]');
          await expect(grid).toBeVisible();
          // One row (commitments) or rows of cards side by side, not a single column.
          const boxes = await grid
            .locator('li')
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
          expect(new Set(boxes.map(Math.round)).size).toBeLessThan(boxes.length);
        }
      });

      await test.step('passes axe', async () => {
        await expectNoAxeViolations(page);
      });

      await test.step('closes with a link to /contact that navigates there', async () => {
        const closing = findSection(pageNamed(ed, 'about'), 'closing');
        const action = closing.actions.find((a) => 'href' in a && a.href === '/contact')!;
        const link = page.locator('#closing').getByRole('link', { name: action.label });
        await expect(link).toHaveAttribute('href', ed.at('/contact/'));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${ed.at('/contact/')}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', ed.lang);
      });
    });
  });

  for (const width of [375, 1280]) {
    test(
      `at ${width} px the layout does not shift while the page hydrates and scrolls`,
      { tag: '@once' },
      async ({ page, ed }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(ed.at('/about/'));
        const cls = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
                  total += e.value;
              }).observe({ type: 'layout-shift', buffered: true });
              window.scrollTo(0, document.body.scrollHeight);
              setTimeout(() => resolve(total), 500);
            }),
        );
        expect(cls).toBeLessThan(0.01);
      },
    );
  }
});
