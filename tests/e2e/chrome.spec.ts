import { chatUrl } from './support/chat-urls';
import { waitUntilHydrated } from './support/phone';
import type { EditionView } from './support/edition';
import { fill } from '../../lib/content/format';
import { telHref } from '../../lib/content/site';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { defaultEdition, pageNamed } from '../../lib/content/editions';

const { site } = defaultEdition.texts;

// Run over each edition (the project says which): every word expected is the edition's own.

/** The edition's prefilled general chat, as the 'Plan Your Stay' buttons must open it. */
const planStayUrl = (ed: EditionView) => chatUrl(site.chat.stays, 'general', ed.texts.chat);

/** A page's name in the navbar, in the edition under test. */
const navLabel = (ed: EditionView, path: string) => ed.routes.find((r) => r.path === path)!.nav!;

/** The navbar's pages, in its order. */
const NAV_PATHS = ['/', '/about', '/projects', '/chaaya-microsite', '/contact'];

/** A footer quick link's words, found by where it leads. */
const quickLink = (ed: EditionView, href: string) =>
  ed.texts.footer.quickLinks.find((l) => l.href === href)!.label;

/** The address bar ends at this page of the edition (the export adds the trailing slash). */
const endsAt = (ed: EditionView, path: string) => {
  const at = ed.at(path);
  return new RegExp(`${at.endsWith('/') ? at : `${at}/`}$`);
};

test.describe('navbar on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the home page: footer, Plan Your Stay, then the navbar links', async ({ page, ed }) => {
    await page.goto(ed.at('/'));

    await test.step('footer: quick links, e-mail, two telephone links, © 2024, social icons', async () => {
      const { footer: words, site: edSite } = ed.texts;
      const footer = page.getByRole('contentinfo');
      const quick = footer.getByRole('navigation', { name: words.quickLinksTitle, exact: true });
      // The quick links are the footer's, in order, each to its page in this edition.
      expect(words.quickLinks.map((l) => l.href)).toEqual([
        '/',
        '/about',
        '/projects',
        '/media',
        '/contact',
      ]);
      await expect(quick.getByRole('link')).toHaveText(words.quickLinks.map((l) => l.label));
      for (const link of words.quickLinks) {
        const href = ed.at(link.href);
        await expect(quick.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
          'href',
          href.endsWith('/') ? href : `${href}/`,
        );
      }
      await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toHaveCount(2);
      // One of them is the icon the tooltips name (their timing is checked once, below).
      await expect(
        footer.getByRole('link', {
          name: fill(ed.texts.interface.footer.email, { email: site.email }),
          exact: true,
        }),
      ).toHaveAttribute('href', `mailto:${site.email}`);
      for (const phone of edSite.phones) {
        const call = footer.locator(`a[href="${telHref(phone.number)}"]`);
        await expect(call).toBeVisible();
        await expect(call).toHaveText(`${phone.number} (${phone.label})`);
      }
      await expect(footer).toContainText('© 2024');
      await expect(footer).toContainText(
        fill(ed.texts.interface.footer.copyright, {
          year: site.copyrightYear,
          name: edSite.fullName,
          line: words.closingLine,
        }),
      );
      const insta = footer.getByRole('link', { name: edSite.social.instagram.label });
      await expect(insta).toHaveAttribute('href', site.social.instagram.url);
      await expect(insta).toHaveAttribute('target', '_blank');
      await expect(insta).toHaveAttribute('rel', 'noopener noreferrer');
    });

    await test.step("'Plan Your Stay' opens the chat with the general message in a new tab", async () => {
      const plan = page
        .getByRole('banner')
        .getByRole('link', { name: ed.texts.interface.nav.planStay, exact: false });
      await expect(plan).toBeVisible();
      await expect(plan).toHaveAttribute('href', planStayUrl(ed));
      await expect(plan).toHaveAttribute('target', '_blank');
      await expect(plan).toHaveAttribute('rel', /noopener/);
      // The chat opens with the edition's own general message, in its words.
      const text = new URL(planStayUrl(ed)).searchParams.get('text');
      expect(text).toBe(ed.texts.chat.general);
      expect(planStayUrl(ed)).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    });

    await test.step('links navigate in-app, mark the current page and start at the top', async () => {
      const { nav: words } = ed.texts.interface;
      const home = navLabel(ed, '/');
      const vision = navLabel(ed, '/about');
      const nav = page.getByRole('navigation', { name: words.main, exact: true });
      await expect(nav.getByRole('link')).toHaveText(NAV_PATHS.map((p) => navLabel(ed, p)));
      for (const [i, path] of NAV_PATHS.entries()) {
        const href = ed.at(path);
        await expect(nav.getByRole('link').nth(i)).toHaveAttribute(
          'href',
          href.endsWith('/') ? href : `${href}/`,
        );
      }
      await expect(nav.getByRole('link', { name: home, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // Before the scripts a link is a plain link (a full load, as it should be); in-app
      // navigation is what the link does once React holds it.
      await waitUntilHydrated(nav.getByRole('link', { name: vision, exact: true }));
      // A full page load would lose this marker; in-app navigation keeps it.
      await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await nav.getByRole('link', { name: vision, exact: true }).click();
      await expect(page).toHaveURL(endsAt(ed, '/about'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(
        true,
      );
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(nav.getByRole('link', { name: vision, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('link', { name: home, exact: true })).not.toHaveAttribute(
        'aria-current',
        'page',
      );

      // Scroll down, then navigate from the footer: the new page starts at the top.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: quickLink(ed, '/contact'), exact: true })
        .click();
      await expect(page).toHaveURL(endsAt(ed, '/contact'));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('the media page: its tiles, then the logo home', async ({ page, ed }) => {
    await page.goto(ed.at('/media/'));

    await test.step('the media page shows its three placeholder tiles', async () => {
      const tiles = pageNamed(ed, 'media').blocks[0];
      if (tiles?.type !== 'cards' || tiles.variant !== 'placeholder')
        throw new Error('the media page is its placeholder tiles');
      expect(tiles.items).toHaveLength(3);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        tiles.items.map((t) => t.title),
      );
    });

    await test.step('the logo links home', async () => {
      await page
        .getByRole('link', {
          name: fill(ed.texts.interface.nav.home, { name: ed.texts.site.name }),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${ed.at('/')}$`));
    });
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // The toggle opens the menu as a native popover.
  const toggleOf = (page: Page, ed: EditionView) => {
    const { nav } = ed.texts.interface;
    return page
      .locator('header')
      .getByRole('button', { name: new RegExp(`^(${nav.openMenu}|${nav.closeMenu})$`) });
  };

  test('opens, navigates and closes', async ({ page, ed }) => {
    const { nav } = ed.texts.interface;
    await page.goto(ed.at('/'));
    const toggle = toggleOf(page, ed);
    await expect(toggle).toHaveAccessibleName(nav.openMenu);
    await expect(page.getByRole('navigation', { name: nav.main, exact: true })).toBeHidden();
    const menu = page.getByRole('navigation', { name: nav.menu, exact: true });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(nav.closeMenu);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: nav.planStay, exact: false })).toHaveAttribute(
      'href',
      planStayUrl(ed),
    );

    await menu.getByRole('link', { name: navLabel(ed, '/projects'), exact: true }).click();
    await expect(page).toHaveURL(endsAt(ed, '/projects'));
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName(nav.openMenu);
  });

  test(
    'Escape closes the menu and returns focus to the toggle',
    { tag: '@once' },
    async ({ page, ed }) => {
      const menu = page.getByRole('navigation', { name: ed.texts.interface.nav.menu, exact: true });
      await page.goto(ed.at('/media/'));
      await toggleOf(page, ed).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggleOf(page, ed)).toBeFocused();
    },
  );

  // Each axe pass over a long page is seconds of work on a slow machine: each grows the test's
  // limit by itself (expectNoAxeViolations).
  test('the vision page, closed then opened from the keyboard, is axe-clean', async ({
    page,
    ed,
  }) => {
    await page.goto(ed.at('/about/'));

    await test.step('closed, the page is axe-clean', async () => {
      await expect(toggleOf(page, ed)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('opens from the keyboard, axe-clean open', async () => {
      await toggleOf(page, ed).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('navigation', { name: ed.texts.interface.nav.menu, exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('footer tooltips', { tag: '@once' }, () => {
  /**
   * On the page's own clock: time flows until the tooltip code has loaded, then stands still so
   * each delay is stepped through exactly.
   */
  async function footerWithFrozenClock(page: Page, ed: EditionView) {
    await page.clock.install();
    await page.goto(ed.at('/media/'));
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
    // Radix closes a tooltip on a pointer move outside the path from the trigger to the tip,
    // which it starts watching only once it has re-rendered after the pointer left. A hand keeps
    // moving; two moves in a row can both come before that on a busy machine, and then nothing
    // closes it. So the pointer keeps moving in the corner until the trigger says it is closed:
    // real moves only, while the page's clock stands still.
    const openTrigger = page.locator('[data-state="delayed-open"], [data-state="instant-open"]');
    const pointAway = async () => {
      await page.mouse.move(0, 0);
      let corner = 1;
      await expect
        .poll(async () => {
          corner = 3 - corner;
          await page.mouse.move(corner, corner);
          return openTrigger.count();
        })
        .toBe(0);
    };
    return {
      pointAt,
      pointAway,
      instagram: footer.getByRole('link', { name: ed.texts.site.social.instagram.label }),
      email: footer.getByRole('link', {
        name: fill(ed.texts.interface.footer.email, { email: site.email }),
        exact: true,
      }),
      tip: page.getByRole('tooltip'),
    };
  }

  test('opens 700 ms after the pointer arrives and closes when it leaves', async ({ page, ed }) => {
    const { instagram, tip, pointAt, pointAway } = await footerWithFrozenClock(page, ed);
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
    ed,
  }) => {
    const { instagram, email, tip, pointAt, pointAway } = await footerWithFrozenClock(page, ed);
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

  test('closes on Escape and on scroll', async ({ page, ed }) => {
    const { instagram, tip, pointAt, pointAway } = await footerWithFrozenClock(page, ed);
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
  ed,
}) => {
  const steps = pageNamed(ed, 'thank-you').blocks[0];
  if (steps?.type !== 'steps' || steps.variant !== 'next')
    throw new Error('the thank-you page opens with its next steps');
  await page.goto(ed.at('/thank-you/'));
  expect(steps.items).toHaveLength(3);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(
    steps.items.map((step, i) => `${steps.stepLabel} ${i + 1}: ${step.title}`),
  );
  // The first step promises the answer within the confirmation time, by e-mail.
  await expect(page.getByText(steps.items[0]!.text!, { exact: true })).toBeVisible();
  expect(steps.items[0]!.text).toContain(String(ed.texts.facts.confirmationHours));
  const [home, chaaya] = steps.actions;
  expect([home && 'href' in home && home.href, chaaya && 'href' in chaaya && chaaya.href]).toEqual([
    '/',
    '/projects/chaaya',
  ]);
  await expect(page.getByRole('link', { name: home!.label, exact: true })).toHaveAttribute(
    'href',
    ed.at('/'),
  );
  await expect(page.getByRole('link', { name: chaaya!.label, exact: true })).toHaveAttribute(
    'href',
    `${ed.at('/projects/chaaya')}/`,
  );
  const chat = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(site.chat.concierge.replace(/\+/g, '\\+')) });
  await expect(chat).toHaveAttribute(
    'href',
    chatUrl(site.chat.concierge, 'general', ed.texts.chat),
  );
  await expect(chat).toContainText(fill(steps.contact.message, { number: site.chat.concierge }));
  expect(site.chat.concierge).not.toBe(site.chat.stays);
  expect(site.chat.concierge).not.toBe(site.chat.restoration);
});
