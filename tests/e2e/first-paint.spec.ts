import type { Page } from '@playwright/test';
import { routes } from '../../lib/content/routes';
import { expect, test } from './fixtures';
import {
  PHONE,
  gotoFirstPaint,
  holdScripts,
  isHydrated,
  throttleLikeAPhone,
  waitForFirstPaint,
  waitUntilHydrated,
} from './support/phone';
import { findVariant } from '../../lib/content/page-file';
import { editionView } from './support/edition';
import { contactFormWords, footerLink, literal, navLabel } from './support/words';
import { pageNamed } from '../../lib/content/editions';

/** The English words these tests look for, as content/ has them. */
const EN = editionView('en');
const nav = EN.texts.interface.nav;
const contact = contactFormWords();
const featured = findVariant(pageNamed(EN, 'home'), 'property', 'featured');
/** The home page's map link, as its section names it. */
const mapOpenLabel = featured.map.openLabel ?? EN.texts.interface.map.open;

/**
 * What a visitor on a slow phone does in the seconds between the first paint and the moment the
 * framework's scripts take the page over: every test acts from the first contentful paint, checks
 * that the page really was still plain HTML then, and that nothing done was lost or undone once
 * the scripts arrived. (Carousels and room tabs: first-paint-islands.spec.ts.)
 */
test.use({ ...PHONE });
let release: () => Promise<void>;
test.beforeEach(async ({ page }) => {
  await throttleLikeAPhone(page);
  release = await holdScripts(page);
});

// React's effects run after it has taken the nodes over; a page that would jump does so by then.
const SETTLE_MS = 1500;

async function settleAfterHydration(page: Page) {
  await release();
  await waitUntilHydrated(page.locator('body'));
  await page.waitForLoadState('load');
  await page.waitForTimeout(SETTLE_MS);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Where the reader is in the text: the innermost section across the screen's middle line (or,
 * with the footer there, the last one above it), and how far its top is from the screen's. A
 * scroll offset alone can be restored exactly and still show other words, if what lies above is
 * laid out at other heights than before.
 */
async function readerPlace(page: Page) {
  return page.evaluate(() => {
    const middle = window.innerHeight / 2;
    const above = [...document.querySelectorAll('main section')].filter(
      (s) => s.getBoundingClientRect().top <= middle,
    );
    const across = above.filter((s) => s.getBoundingClientRect().bottom > middle);
    const section = across.at(-1) ?? above.at(-1);
    if (!section) return null;
    const name =
      section.id ||
      section.getAttribute('aria-label') ||
      section.querySelector('h2, h3')?.textContent ||
      '';
    return { section: name, top: Math.round(section.getBoundingClientRect().top) };
  });
}

async function expectPlaceKept(page: Page, was: Awaited<ReturnType<typeof readerPlace>>) {
  expect(was, 'a section at the middle of the screen').not.toBeNull();
  const now = await readerPlace(page);
  expect(now?.section, 'the same section at the middle of the screen').toBe(was?.section);
  expect(Math.abs((now?.top ?? Infinity) - (was?.top ?? 0))).toBeLessThan(100);
}

/** The place once a smooth scroll (End, PageDown, a wheel) has come to rest. */
async function restingScrollY(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await scrollY(page);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(250);
  }
}

test.describe('from the first paint on a phone', () => {
  const ways = ['a finger', 'End', 'PageDown', 'a script'] as const;
  routes.forEach((route, i) => {
    const way = ways[i % ways.length]!;
    test(`${route.path}: a scroll by ${way} before the scripts arrive is kept`, async ({
      page,
    }) => {
      await gotoFirstPaint(page, route.path);
      expect(await isHydrated(page.locator('body')), 'acted before the scripts').toBe(false);
      if (way === 'a finger') await page.mouse.wheel(0, 900);
      else if (way === 'a script') await page.evaluate(() => window.scrollBy(0, 900));
      else await page.keyboard.press(way);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
      const at = await restingScrollY(page);
      expect(await isHydrated(page.locator('body')), 'scrolled before the scripts').toBe(false);
      await settleAfterHydration(page);
      // Scroll anchoring may nudge it by a few pixels when an island lays out; never to the top.
      expect(Math.abs((await scrollY(page)) - at)).toBeLessThan(100);
    });
  });

  test('Back to a page read halfway restores the place, and the scripts leave it there', async ({
    page,
  }) => {
    await gotoFirstPaint(page, '/about/');
    await page.evaluate(() => window.scrollTo(0, 1600));
    await settleAfterHydration(page);
    // The visitor goes on down to the footer and leaves by one of its links.
    const link = page.getByRole('contentinfo').getByRole('link', { name: footerLink('/media') });
    await link.scrollIntoViewIfNeeded();
    const at = await scrollY(page);
    expect(at).toBeGreaterThan(1600);
    const place = await readerPlace(page);
    await link.click();
    await expect(page).toHaveURL(/\/media\/$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack({ waitUntil: 'commit' });
    await waitForFirstPaint(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(at - 100);
    await settleAfterHydration(page);
    expect(Math.abs((await scrollY(page)) - at)).toBeLessThan(100);
    await expectPlaceKept(page, place);
  });

  test('Back from another site or a full load restores the place, and the scripts leave it there', async ({
    page,
  }) => {
    await gotoFirstPaint(page, '/projects/chaaya/');
    await page.evaluate(() => window.scrollTo(0, 1800));
    await settleAfterHydration(page);
    const at = await scrollY(page);
    const place = await readerPlace(page);
    await page.goto('/contact/');
    await page.goBack({ waitUntil: 'commit' });
    await waitForFirstPaint(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(at - 100);
    await page.waitForLoadState('load');
    await page.waitForTimeout(SETTLE_MS * 2);
    expect(Math.abs((await scrollY(page)) - at)).toBeLessThan(100);
    await expectPlaceKept(page, place);
  });

  test('back from a gallery photo opened before the lightbox was ready, the place is kept', async ({
    page,
  }) => {
    await gotoFirstPaint(page, '/projects/san/');
    const gallery = page.getByRole('group', {
      name: findVariant(pageNamed(EN, 'san'), 'gallery', 'groups').label,
    });
    const thumb = gallery.getByRole('link').nth(4);
    await thumb.scrollIntoViewIfNeeded();
    const at = await scrollY(page);
    expect(at).toBeGreaterThan(500);
    const place = await readerPlace(page);
    // Plain HTML: the thumbnail is a link to the photo itself.
    await thumb.tap();
    await expect(page).toHaveURL(/\/img\/.+\.(jpg|webp|avif)$/);
    await page.goBack({ waitUntil: 'commit' });
    await waitForFirstPaint(page);
    await settleAfterHydration(page);
    expect(Math.abs((await scrollY(page)) - at)).toBeLessThan(100);
    await expectPlaceKept(page, place);
  });

  test('a reload keeps the place too', async ({ page }) => {
    await gotoFirstPaint(page, '/projects/san/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await settleAfterHydration(page);
    const at = await scrollY(page);
    const place = await readerPlace(page);
    await page.reload({ waitUntil: 'commit' });
    await waitForFirstPaint(page);
    await settleAfterHydration(page);
    expect(Math.abs((await scrollY(page)) - at)).toBeLessThan(100);
    await expectPlaceKept(page, place);
  });

  test('the menu answers the first tap, Escape closes it, and it stays as left when the scripts arrive', async ({
    page,
  }) => {
    await gotoFirstPaint(page, '/');
    const body = page.locator('body');
    expect(await isHydrated(body), 'acted before the scripts').toBe(false);
    const toggle = page.locator('header').getByRole('button', {
      name: new RegExp(`^(${literal(nav.openMenu).source}|${literal(nav.closeMenu).source})$`),
    });
    const menu = page.getByRole('navigation', { name: nav.menu });
    await toggle.tap();
    await expect(menu).toBeVisible({ timeout: 1000 });
    await expect(toggle).toHaveAccessibleName(nav.closeMenu);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden({ timeout: 1000 });
    await toggle.tap();
    await expect(menu).toBeVisible({ timeout: 1000 });
    expect(await isHydrated(body), 'all of that before the scripts').toBe(false);

    await settleAfterHydration(page);
    await expect(menu).toBeVisible();
    // Chosen now, the page changes in place and the menu does not follow it there.
    await menu.getByRole('link', { name: navLabel('/contact') }).tap();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('a page chosen in the menu before the scripts arrive opens with the menu closed', async ({
    page,
  }) => {
    await gotoFirstPaint(page, '/media/');
    const menu = page.getByRole('navigation', { name: nav.menu });
    await page.locator('header').getByRole('button', { name: nav.openMenu }).tap();
    await menu.getByRole('link', { name: navLabel('/about') }).tap();
    await expect(page).toHaveURL(/\/about\/$/);
    await waitForFirstPaint(page);
    await settleAfterHydration(page);
    await expect(menu).toBeHidden();
  });

  test('the contact form takes words from the first paint, keeps them and the focus, and never says it needs JavaScript', async ({
    page,
  }) => {
    await gotoFirstPaint(page, '/contact/');
    const form = page.locator('form');
    const needsJs = page.getByText(contact.noScript.title);
    await expect(needsJs).toBeHidden();
    const name = page.getByRole('textbox', { name: contact.fields.name.label });
    const message = page.getByRole('textbox', { name: contact.fields.message.label });
    await expect(name).toBeEnabled();
    await name.tap();
    await page.keyboard.type('Asha Rao');
    await page
      .getByRole('combobox', { name: literal(contact.fields.purpose.label) })
      .selectOption('book-stay');
    await message.tap();
    await page.keyboard.type('Two nights');
    expect(await isHydrated(form), 'typed before the scripts').toBe(false);

    await settleAfterHydration(page);
    // The enhanced select loads once the browser is idle; give it the time it takes.
    await page.waitForTimeout(SETTLE_MS);
    await expect(needsJs).toBeHidden();
    await expect(name).toHaveValue('Asha Rao');
    await expect(page.locator('select[name="purpose"]')).toHaveValue('book-stay');
    await expect(message).toBeFocused();
    await page.keyboard.type(' in March');
    await expect(message).toHaveValue('Two nights in March');
  });

  test('a send tapped before the scripts arrive goes once they do, exactly once', async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on('console', (m) => {
      if (m.text().startsWith('Contact form (simulated send')) logs.push(m.text());
    });
    await gotoFirstPaint(page, '/contact/');
    await page.getByRole('textbox', { name: contact.fields.name.label }).fill('Asha Rao');
    await page.getByRole('textbox', { name: contact.fields.email.label }).fill('asha@example.org');
    await page
      .getByRole('textbox', { name: contact.fields.message.label })
      .fill('Two nights in March.');
    await page.getByRole('button', { name: contact.submit }).tap();
    expect(await isHydrated(page.locator('form')), 'sent before the scripts').toBe(false);
    // No reload with the words in the address.
    expect(new URL(page.url()).search).toBe('');
    await release();
    await expect(page.getByText(contact.success.title)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: contact.fields.name.label })).toHaveValue('');
    await page.waitForTimeout(SETTLE_MS);
    expect(logs).toHaveLength(1);
  });

  for (const path of ['/chaaya-microsite/']) {
    test(`${path}: the stay request arrives where the visitor already is`, async ({ page }) => {
      await gotoFirstPaint(page, path);
      const section = page.locator('#plan-your-stay');
      // Straight down to it, before anything has run.
      await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const form = section.getByRole('form', { name: EN.texts.stayForm.label });
      await settleAfterHydration(page);
      await expect(form).toBeVisible({ timeout: 30_000 });
      await expect(form.getByLabel(EN.texts.stayForm.checkin, { exact: true })).toBeInViewport();
    });
  }

  test('/: the map, below the fold, is still where the visitor scrolled to it', async ({
    page,
  }) => {
    await gotoFirstPaint(page, '/');
    const open = page.getByRole('link', { name: mapOpenLabel });
    await open.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await settleAfterHydration(page);
    await expect(open).toBeInViewport();
  });
});
