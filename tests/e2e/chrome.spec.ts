import { chatLink, chatMessages } from '../../content/chat';
import { site, telHref } from '../../content/site';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const planStayUrl = chatLink(site.chat.stays, chatMessages.general);

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

  // The toggle is the <summary> of a native disclosure (Playwright gives summary no role).
  const toggleOf = (page: Page) => page.locator('header summary');

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

test('tooltips open after the 700 ms delay on hover', async ({ page }) => {
  await page.goto('/media/');
  // The tooltip code loads when the browser is idle after hydration.
  await expect(page.locator('[data-tooltips-ready]')).toBeAttached();
  await page.getByRole('link', { name: site.social.instagram.label }).hover();
  const tip = page.getByRole('tooltip');
  await page.waitForTimeout(300);
  await expect(tip).toHaveCount(0);
  await expect(tip).toHaveText(site.social.instagram.handle, { timeout: 2000 });
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
  await expect(chat).toHaveAttribute('href', chatLink(site.chat.concierge, chatMessages.general));
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
