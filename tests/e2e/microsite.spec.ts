import type { Page } from '@playwright/test';
import { experiences } from '../../content/experiences';
import { facts, formatFeet, timings } from '../../content/facts';
import { getImage } from '../../content/images';
import { rooms } from '../../content/rooms';
import { site } from '../../content/site';
import { reviews } from '../../content/testimonials';
import { chatLinksInMain, expectedChat, listItems } from './chaaya-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PATH = '/chaaya-microsite/';

function roomTabs(page: Page) {
  const list = page.getByRole('tablist', { name: 'Room types' });
  return {
    list,
    tab: (label: string) => list.getByRole('tab', { name: label, exact: true }),
    /** The one visible panel (the others are in the page but hidden). */
    panel: page.getByRole('tabpanel'),
  };
}

async function expectRoomShown(page: Page, id: (typeof rooms)[number]['id']) {
  const room = rooms.find((r) => r.id === id)!;
  const { tab, panel } = roomTabs(page);
  await expect(tab(room.tabLabel)).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(room.title);
  await expect(panel.getByText(room.subtitle, { exact: true })).toBeVisible();
  await expect(panel.getByText(room.badge, { exact: true })).toBeVisible();
  await expect(panel).toContainText(
    `₹${room.priceInr.toLocaleString('en-IN')} per ${room.priceUnit}`,
  );
  await expect(
    panel.getByRole('group', { name: `${room.title} features` }).getByRole('listitem'),
  ).toHaveText(room.features);
  const img = panel.getByRole('img', { name: getImage(room.image).alt });
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('Chaaya microsite', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('hero, stats and the Since 1885 story', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chaaya Homestay');
    await expect(page.getByText('Heritage Homestay · Since 1885', { exact: true })).toBeVisible();
    const reserve = page.getByRole('link', { name: 'Reserve Your Heritage Stay' });
    await expect(reserve).toBeVisible();
    await expect(reserve).toHaveAttribute('href', '#plan-your-stay');
    await expect(page.getByRole('link', { name: /^Speak with Host/ }).first()).toBeVisible();

    expect(await listItems(page, 'Chaaya at a glance')).toEqual([
      `${facts.ageYears} years of heritage`,
      `${formatFeet(facts.elevationFt)} elevation`,
      `${facts.guestRating} guest rating`,
    ]);
    expect([facts.ageYears, String(facts.guestRating)]).toEqual(['150+', '4.9']);
    await expect(page.getByRole('region', { name: 'Built In 1885, Still Lived In' })).toContainText(
      'Since 1885',
    );
  });

  test('gallery of eight categorised photographs', async ({ page }) => {
    await page.goto(PATH);
    const gallery = page.getByRole('group', { name: 'Chaaya gallery' });
    const ids = Array.from({ length: 8 }, (_, i) => `gallery-0${i + 1}`);
    await expect(gallery.getByRole('img')).toHaveCount(8);
    for (const id of ids) {
      const img = getImage(id);
      expect(img.category, `${id} has a category`).toBeTruthy();
      await expect(gallery.getByRole('img', { name: img.alt })).toBeAttached();
    }
    await expect(gallery).toContainText(getImage('gallery-05').category!);
  });

  test('four testimonials, each with five stars announced as text', async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole('region', { name: /By Those Who Stayed/ });
    await expect(section.locator('figure')).toHaveCount(4);
    for (const r of reviews) {
      const card = section.locator('figure', { hasText: r.quote });
      await expect(card).toContainText(r.author);
      await expect(card).toContainText(r.title);
      await expect(card).toContainText(r.stay);
      await expect(card.getByText('Rated 5 out of 5', { exact: true })).toBeAttached();
    }
    await expect(section.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);
  });

  test('rhythm cards, five local experiences, pricing and inclusions', async ({ page }) => {
    await page.goto(PATH);
    await expect(
      page.getByRole('region', { name: 'Morning, Afternoon, Evening' }).getByRole('heading', {
        level: 3,
      }),
    ).toHaveText(['Morning', 'Afternoon', 'Evening']);

    await expect(
      page
        .getByRole('region', { name: 'Days Around The Village' })
        .getByRole('list')
        .getByRole('heading'),
    ).toHaveText(experiences.slice(0, timings.maxLifeExperiences).map((e) => e.title));
    expect(timings.maxLifeExperiences).toBe(5);

    const pricing = page.getByRole('region', { name: 'One Rate, Everything Included' });
    await expect(pricing).toHaveAttribute('id', 'plan-your-stay');
    await expect(pricing.getByRole('group', { name: 'Booking terms' })).toContainText(
      `${facts.booking.advancePercent}% advance`,
    );
    await expect(pricing).toContainText('UPI or bank transfer');
    await expect(pricing).toContainText(`${facts.booking.cancellationNoticeHours} hours`);
    await expect(pricing).toContainText('All meals and experiences are included');
  });

  test('map card, travel details and the Instagram link', async ({ page }) => {
    await page.goto(PATH);
    const location = page.getByRole('region', { name: 'Finding Chaaya' });
    const open = location.getByRole('link', { name: 'Open in Google Maps' });
    await expect(open).toHaveAttribute('href', site.map.page);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(location.locator('dd')).toHaveText([
      formatFeet(facts.elevationFt),
      facts.travel.fromDharamshala,
      facts.travel.fromPathankotRailway,
      facts.travel.bestSeason,
    ]);

    const insta = page
      .getByRole('region', { name: 'Come And Stay A While' })
      .getByRole('link', { name: /on Instagram/ });
    await expect(insta).toHaveAttribute('href', site.social.chaayaInstagram.url);
    await expect(insta).toHaveAttribute('rel', /noopener/);
  });

  test('every booking button opens the chat with its exact message in a new tab', async ({
    page,
  }) => {
    await page.goto(PATH);
    // In the HTML as served (the stay request form has not loaded at the top of the page, so
    // its chat fallback is still there).
    expect(await chatLinksInMain(page)).toEqual([
      expectedChat('Speak with Host', 'chaayaQuick'),
      ...rooms.map((r) => expectedChat(`Reserve This Room: ${r.title}`, 'booking')),
      expectedChat('Check Availability on Chat', 'booking'),
      expectedChat('Reserve Your Stay', 'booking'),
      expectedChat('Speak with Host', 'chaayaQuick'),
    ]);
    // The hero's and the floating Reserve buttons lead to the stay request.
    for (const name of ['Reserve Your Heritage Stay', 'Reserve Now']) {
      await expect(page.locator('main a', { hasText: name })).toHaveAttribute(
        'href',
        '#plan-your-stay',
      );
    }
  });

  test('no floating Reserve Now on a wide screen', async ({ page }) => {
    await page.goto(PATH);
    // Hidden elements have no role, so find it by its text.
    const reserve = page.locator('main a', { hasText: 'Reserve Now' });
    await expect(reserve).toHaveCount(1);
    for (const y of [0, 3000, 1e6]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect(reserve).toBeHidden();
    }
  });

  test('passes axe', async ({ page }) => {
    await page.goto(PATH);
    await expectNoAxeViolations(page);
  });
});

// A visitor uses the tabs whenever the page shows them: before the island runs the page's early
// script answers, afterwards the island, and both must behave the same.
test.describe('Chaaya microsite room tabs, from the first paint', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the room tabs start on the premium suite and switch on click', async ({ page }) => {
    await page.goto(PATH);
    const { list, tab } = roomTabs(page);
    await expect(list.getByRole('tab')).toHaveText(['Premium Suite', 'Standard Room', 'Dormitory']);
    await expectRoomShown(page, 'premium');
    await tab('Standard Room').click();
    await expectRoomShown(page, 'standard');
    await tab('Dormitory').click();
    await expectRoomShown(page, 'dorm');
    await tab('Premium Suite').click();
    await expectRoomShown(page, 'premium');
  });

  test('the room tabs follow the keyboard: arrows, Home, End, then Tab into the panel', async ({
    page,
  }) => {
    await page.goto(PATH);
    const { tab, panel } = roomTabs(page);
    await tab('Premium Suite').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Standard Room')).toBeFocused();
    await expectRoomShown(page, 'standard');
    await page.keyboard.press('End');
    await expect(tab('Dormitory')).toBeFocused();
    await expectRoomShown(page, 'dorm');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Premium Suite')).toBeFocused();
    await expectRoomShown(page, 'premium');
    await page.keyboard.press('ArrowLeft');
    await expectRoomShown(page, 'dorm');
    await page.keyboard.press('Home');
    await expect(tab('Premium Suite')).toBeFocused();
    await expectRoomShown(page, 'premium');
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
    // A visible focus ring on the tab itself.
    await tab('Standard Room').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Premium Suite')).toHaveCSS('outline-style', 'solid');
  });
});

test.describe('Chaaya microsite on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a floating Reserve Now rides along, but never over the hero buttons, the stay request or the footer links', async ({
    page,
  }) => {
    await page.goto(PATH);
    const reserve = page.getByRole('link', { name: /^Reserve Now/ });
    await expect(reserve).toHaveAttribute('href', '#plan-your-stay');
    // While the hero's own buttons are on screen it stays away.
    await expect(reserve).not.toBeInViewport();

    // Through the page it floats at the bottom right, clear of the edges.
    for (const heading of ['Three Heritage Rooms', 'Morning, Afternoon, Evening']) {
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
      expect(hit).toContain('Reserve Now');
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

  test('the room tabs fit and nothing overflows sideways; axe passes', async ({ page }) => {
    await page.goto(PATH);
    const { list } = roomTabs(page);
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('Chaaya microsite without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('shows every room one after another, and Reserve Now is a plain in-page link', async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const room of rooms) {
      await expect(page.getByRole('heading', { name: room.title, level: 3 })).toBeVisible();
      await expect(
        page.getByRole('group', { name: `${room.title} features` }).getByRole('listitem'),
      ).toHaveText(room.features);
    }
    const reserve = page.getByRole('link', { name: /^Reserve Now/ });
    await reserve.scrollIntoViewIfNeeded();
    await expect(reserve).toBeVisible();
    await expect(reserve).toHaveAttribute('href', '#plan-your-stay');
  });
});
