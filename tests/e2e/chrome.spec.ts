import { chatUrl } from './support/chat-urls';
import { site, telHref } from '../../content/site';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const planStayUrl = chatUrl(site.chat.stays, 'general');

test.describe('navbar on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links navigate in-app, mark the current page and start at the top', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Our Vision',
      'Our Projects',
      'Chaaya Homestay',
      'Contact',
    ]);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A full page load would lose this marker; in-app navigation keeps it.
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nav.getByRole('link', { name: 'Our Vision' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.getByRole('link', { name: 'Our Vision' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    // Scroll down, then navigate from the footer: the new page starts at the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Collaborate' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("'Plan Your Stay' opens the chat with the general message in a new tab", async ({
    page,
  }) => {
    await page.goto('/');
    const plan = page.getByRole('banner').getByRole('link', { name: /Plan Your Stay/ });
    await expect(plan).toBeVisible();
    await expect(plan).toHaveAttribute('href', planStayUrl);
    await expect(plan).toHaveAttribute('target', '_blank');
    await expect(plan).toHaveAttribute('rel', /noopener/);
    expect(planStayUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=Namaste!%20I'd%20love%20to/);
  });

  test('the logo links home', async ({ page }) => {
    await page.goto('/media/');
    await page.getByRole('link', { name: `${site.name}, home` }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // The toggle opens the menu as a native popover.
  const toggleOf = (page: Page) =>
    page.locator('header').getByRole('button', { name: /^(Open|Close) menu$/ });

  test('opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = toggleOf(page);
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /Plan Your Stay/ })).toHaveAttribute(
      'href',
      planStayUrl,
    );

    await menu.getByRole('link', { name: 'Our Projects' }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Open menu');
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/media/');
    await toggleOf(page).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(toggleOf(page)).toBeFocused();
  });

  test('opens from the keyboard, axe-clean open and closed', async ({ page }) => {
    await page.goto('/about/');
    await expectNoAxeViolations(page);
    await toggleOf(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('footer: quick links, e-mail, two telephone links, © 2024, social icons', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' });
  await expect(quick.getByRole('link')).toHaveText([
    'Home',
    'Our Vision',
    'Our Projects',
    'Media and Memories',
    'Collaborate',
  ]);
  await expect(quick.getByRole('link', { name: 'Media and Memories' })).toHaveAttribute(
    'href',
    '/media/',
  );
  await expect(quick.getByRole('link', { name: 'Collaborate' })).toHaveAttribute(
    'href',
    '/contact/',
  );
  await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toHaveCount(2);
  for (const phone of site.phones) {
    await expect(footer.locator(`a[href="${telHref(phone.number)}"]`)).toBeVisible();
  }
  await expect(footer).toContainText('© 2024');
  const insta = footer.getByRole('link', { name: site.social.instagram.label });
  await expect(insta).toHaveAttribute('href', site.social.instagram.url);
  await expect(insta).toHaveAttribute('target', '_blank');
  await expect(insta).toHaveAttribute('rel', 'noopener noreferrer');
});

test.describe('footer tooltips', () => {
  /**
   * On the page's own clock: time flows until the tooltip code has loaded, then stands still so
   * each delay is stepped through exactly.
   */
  async function footerWithFrozenClock(page: Page) {
    await page.clock.install();
    await page.goto('/media/');
    // The tooltip code loads when the browser is idle after hydration.
    await expect(page.locator('[data-tooltips-ready]')).toBeAttached();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const footer = page.getByRole('contentinfo');
    // As a hand moves: several pointer moves, not one jump. Radix ignores the move that crosses
    // from one trigger's grace area onto the next, and closes only once the pointer is clear.
    const pointAt = async (target: Locator) => {
      await target.hover();
      const box = await target.boundingBox();
      if (box) await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2 + 1);
    };
    const pointAway = async () => {
      await page.mouse.move(0, 0);
      await page.mouse.move(1, 1);
    };
    return {
      pointAt,
      pointAway,
      instagram: footer.getByRole('link', { name: site.social.instagram.label }),
      email: footer.getByRole('link', { name: `E-mail ${site.email}`, exact: true }),
      tip: page.getByRole('tooltip'),
    };
  }

  test('opens 700 ms after the pointer arrives and closes when it leaves', async ({ page }) => {
    const { instagram, tip, pointAt, pointAway } = await footerWithFrozenClock(page);
    await pointAt(instagram);
    await page.clock.runFor(650);
    await expect(tip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tip).toHaveText(site.social.instagram.handle);
    await pointAway();
    await page.clock.runFor(16);
    await expect(tip).toHaveCount(0);
  });

  test('a second tooltip within 300 ms opens at once; after that the delay is back', async ({
    page,
  }) => {
    const { instagram, email, tip, pointAt, pointAway } = await footerWithFrozenClock(page);
    await pointAt(instagram);
    await page.clock.runFor(750);
    await expect(tip).toHaveText(site.social.instagram.handle);
    // Away, and onto the neighbour 250 ms later: inside the skip window, no delay.
    await pointAway();
    await page.clock.runFor(250);
    await expect(tip).toHaveCount(0);
    await pointAt(email);
    await page.clock.runFor(16);
    await expect(tip).toHaveText(site.email);
    // Away for longer than the window: the next one waits the full 700 ms again.
    await pointAway();
    await page.clock.runFor(350);
    await expect(tip).toHaveCount(0);
    await pointAt(instagram);
    await page.clock.runFor(650);
    await expect(tip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tip).toHaveText(site.social.instagram.handle);
  });

  test('closes on Escape and on scroll', async ({ page }) => {
    const { instagram, tip, pointAt, pointAway } = await footerWithFrozenClock(page);
    await pointAt(instagram);
    await page.clock.runFor(750);
    await expect(tip).toHaveText(site.social.instagram.handle);
    await page.keyboard.press('Escape');
    await page.clock.runFor(16);
    await expect(tip).toHaveCount(0);

    // Open again (off and back on, past the skip window) and scroll the page under it.
    await pointAway();
    await page.clock.runFor(350);
    await pointAt(instagram);
    await page.clock.runFor(750);
    await expect(tip).toHaveText(site.social.instagram.handle);
    await page.evaluate(() => window.scrollBy(0, -40));
    await page.clock.runFor(16);
    await expect(tip).toHaveCount(0);
  });
});

test('the thank-you page shows the next steps, both buttons and the third chat number', async ({
  page,
}) => {
  await page.goto('/thank-you/');
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    'Step 1: Confirmation',
    'Step 2: Planning',
    'Step 3: Welcome',
  ]);
  await expect(page.getByText(/within 24 hours by e-mail/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Learn More About Chaaya' })).toHaveAttribute(
    'href',
    '/projects/chaaya/',
  );
  const chat = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(site.chat.concierge.replace(/\+/g, '\\+')) });
  await expect(chat).toHaveAttribute('href', chatUrl(site.chat.concierge, 'general'));
  expect(site.chat.concierge).not.toBe(site.chat.stays);
  expect(site.chat.concierge).not.toBe(site.chat.restoration);
});

test('the media page shows its three placeholder tiles', async ({ page }) => {
  await page.goto('/media/');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Reels',
    'Guest Stories and Letters',
    'Build Journey Albums',
  ]);
});
