import { pathIn } from '../../lib/edition-addresses';
import { editionView, type EditionView } from './support/edition';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { IMAGE_MS } from './support/budget';
import { waitUntilHydrated } from './support/phone';
import { pageNamed } from '../../lib/content/editions';

// The made-up addresses the 404 tests visit: the only requests here allowed to fail.
test.use({ allowedFailures: ['/no/such/path', '/hi/no/such/path'] });

// The same checks over each edition: the project sets which (English, or Hindi under /hi).
// Test names come from the English routes, which every edition has.
const pages = editionView('en').routes.map((r) => r.path);

const alts = (ed: EditionView) => ed.texts.images.map((i) => i.alt);

/**
 * Latin words a Hindi page may show: names kept as they are known, addresses, and the switch
 * back to English (written in English on purpose). Anything else in Latin letters on a Hindi
 * page is an English text that was missed.
 */
/**
 * Whom a guest pays, written as the bank holds it (the payee, the bank, the IFSC): values in
 * Latin letters on every edition, never words to translate.
 */
const paymentWordsOf = (payment: { payeeName: string; bank: Record<string, string> }) =>
  new Set(
    [payment.payeeName, ...Object.values(payment.bank)].flatMap(
      (v) => v.match(/[A-Za-z]{2,}/g) ?? [],
    ),
  );

const KEPT = new Set([
  'SAN',
  'UPI',
  'GST',
  'IFSC',
  'English',
  'Google',
  'Maps',
  'Instagram',
  'WhatsApp',
  'JavaScript',
  // The platforms where guests' reviews are written, named as a guest looks them up there.
  'Airbnb',
  // The airport's code, which guests book flights by.
  'DHM',
  'Booking',
  'com',
  'Tripadvisor',
]);
// …and the toaster names its keyboard shortcut by the keys printed on it (alt+T).
const ADDRESS = /\S+@\S+|https?:\/\/\S+|@[\w.]+|\bwa\.me\S*|\balt\+\w\b/g;

/**
 * The developer map (/wireframe, not indexed) speaks Hindi around the project's own technical
 * names: folders, formats, units, the framework's router and the CSS feature it honours.
 */
const TECHNICAL = new Set(
  'components content pages package json App Router AVIF WebP HTML ms px reduced motion alt text'.split(
    ' ',
  ),
);

/** Every word a visitor sees or hears on the page: text, alt texts and accessible names. */
function wordsOnPage(): string[] {
  const texts: string[] = [];
  // The developer map (/wireframe) lists file and package names as code.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n.parentElement?.closest('script, style, noscript, code, [lang="en"]')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  for (const el of document.body.querySelectorAll(
    '[alt], [aria-label], [title], [placeholder], [aria-roledescription], [aria-valuetext]',
  )) {
    if (el.closest('[lang="en"], code')) continue;
    for (const name of [
      'alt',
      'aria-label',
      'title',
      'placeholder',
      'aria-roledescription',
      'aria-valuetext',
    ]) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  texts.push(
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  );
  return texts;
}

/**
 * Each route opened once, at the desktop size and then at a phone's: everything a visitor's
 * browser shows of it is checked on that one load, in an order that keeps each check true (what
 * the first view shows before the walk that scrolls every image into view). What the exported
 * files say without a browser (metadata, links, markup) is exported-pages.spec.ts's business.
 */
test.describe('every route', () => {
  for (const path of pages) {
    test(`${path} answers, reads, loads its images and passes axe at desktop and 390 px`, async ({
      page,
      ed,
      lang,
    }) => {
      const route = ed.routes.find((r) => r.path === path)!;
      const at = ed.at(path);

      await test.step('answers 200 with its own title and description', async () => {
        const { site } = ed.texts;
        const res = await page.goto(at);
        expect(res?.status()).toBe(200);
        const expected =
          path === '/' ? `${site.name} · ${route.title}` : `${route.title} · ${site.name}`;
        await expect(page).toHaveTitle(expected);
        await expect(page.locator('html')).toHaveAttribute('lang', ed.lang);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          route.description,
        );
        await expect(page.locator('h1')).toHaveCount(1);
      });

      if (lang === 'hi') {
        await test.step('every chat and e-mail link is prefilled in Hindi', async () => {
          const hrefs = await page
            .locator('a[href*="wa.me/"], a[href^="mailto:"]')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
          for (const href of hrefs) {
            const url = new URL(href);
            const prefilled = [
              url.searchParams.get('text'),
              url.searchParams.get('subject'),
              url.searchParams.get('body'),
            ]
              .filter((t): t is string => Boolean(t))
              .join(' ');
            // A bare address (the footer's e-mail) carries no message; any message is Hindi.
            if (prefilled) expect(prefilled, `${path}: ${href}`).toMatch(/[\u0900-\u097F]/);
            expect(
              prefilled.match(/\b[A-Za-z]{4,}\b/g)?.filter((w) => !KEPT.has(w)) ?? [],
              href,
            ).toEqual([]);
          }
        });
      }

      await test.step('has a labelled notifications region and passes axe', async () => {
        // The toaster adds its keyboard shortcut to the name.
        await expect(
          page.getByRole('region', { name: ed.texts.interface.notifications, exact: false }),
        ).toBeAttached();
        await expectNoAxeViolations(page);
      });

      if (lang === 'hi') {
        const paymentValues = paymentWordsOf(ed.texts.payment);
        await test.step('text, alt texts, names and metadata (in Hindi)', async () => {
          // Let the islands render their own words (carousel status, form labels, calendar).
          await page.waitForLoadState('networkidle');
          const latin = (await page.evaluate(wordsOnPage))
            .map((t) => t.replace(ADDRESS, ' '))
            .flatMap((t) => t.match(/[A-Za-z]{2,}/g) ?? [])
            .filter((w) => !KEPT.has(w) && !(path === '/wireframe' && TECHNICAL.has(w)))
            .filter((w) => !paymentValues.has(w));
          expect(latin, 'English words on a Hindi page').toEqual([]);
        });
      }

      await test.step('every image loads and has alt text unless decorative', async () => {
        // Lazy images load only near the viewport: walk the page so each gets its turn.
        await page.evaluate(async () => {
          for (let y = 0; y <= document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
        });
        const imgs = page.locator('main img');
        const n = await imgs.count();
        // Each image is brought into view and waited for: the limit grows by one step for each,
        // on top of what the page's load and the walk above already took.
        test.setTimeout(test.info().timeout + n * IMAGE_MS);
        for (let i = 0; i < n; i++) {
          const img = imgs.nth(i);
          if (await img.isVisible()) {
            // Scrolled as a reader scrolls, without Playwright's wait for the box to hold still
            // over two frames: what is checked is that the file arrives, and a busy machine can go
            // long without a frame (a slowed run waited 33 s on the SAN hero, which never moves).
            // Brought into view again at each look: a carousel's island, taking its strip over
            // meanwhile, puts the strip back at the slide the visitor had reached, and a lazy
            // image that has left the view again is never requested.
            await expect
              .poll(
                () =>
                  img.evaluate((el: HTMLImageElement) => {
                    el.scrollIntoView({ block: 'center' });
                    return el.complete ? el.naturalWidth : 0;
                  }),
                { message: `image ${i} on ${at} loads` },
              )
              .toBeGreaterThan(0);
          } else {
            // Content hidden until chosen (an unselected tab) cannot load lazily: its file must
            // exist.
            const src = (await img.getAttribute('src')) ?? '';
            expect((await page.request.get(src)).status(), `hidden image ${src}`).toBe(200);
          }
          const alt = await img.getAttribute('alt');
          const decorative = alt === '' && (await img.getAttribute('aria-hidden')) !== null;
          if (!decorative) {
            expect(alt?.trim().length, `alt of image ${i} on ${at}`).toBeGreaterThan(0);
            // Said in the edition's words: the alt text of one of its picture slots.
            expect(alts(ed), `alt of image ${i} on ${at}`).toContain(alt);
          }
        }
      });

      await test.step('at 390 px (a phone) passes axe', async () => {
        // The same page narrowed to a phone's width, back at its top as a fresh visit opens.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expectNoAxeViolations(page);
      });
    });
  }
});

test.describe('at 390 px (a phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open menu passes axe', async ({ page, ed }) => {
    const { nav } = ed.texts.interface;
    await page.goto(ed.at('/'));
    // The toggle opens the menu as a native popover.
    await page
      .locator('header')
      .getByRole('button', { name: new RegExp(`^(${nav.openMenu}|${nav.closeMenu})$`) })
      .click();
    const menu = page.getByRole('navigation', { name: nav.menu });
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole('link', { name: ed.routes.find((r) => r.path === '/contact')!.nav }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open lightbox passes axe', async ({ page, ed }) => {
    await page.goto(ed.at('/projects/san/'));
    const name = pageNamed(ed, 'san').blocks.flatMap((b) =>
      'label' in b && b.type === 'gallery' ? [b.label] : [],
    )[0]!;
    const gallery = page.getByRole('group', { name, exact: true });
    // Until its island runs a thumbnail opens the photo itself; this test is about the lightbox.
    await waitUntilHydrated(gallery);
    const first = gallery.getByRole('link').first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() =>
        dialog
          .getByRole('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});

test('deep links work with and without the trailing slash', async ({ page, request, ed }) => {
  const path = ed.at('/projects/chaaya');
  const bare = await request.get(path, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toBe(`${path}/`);

  const hero = pageNamed(ed, 'chaaya').blocks[0];
  if (hero?.type !== 'hero') throw new Error('the Chaaya page opens with its hero');
  const { title } = hero;
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`${path}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto(`${path}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('an unknown path answers 404 with the one 404 page, which offers both languages', async ({
  page,
  ed,
}) => {
  const res = await page.goto(ed.at('/no/such/path'));
  expect(res?.status()).toBe(404);
  const en = editionView('en');
  const hi = editionView('hi');
  for (const [edition, level] of [
    [en, 1],
    [hi, 2],
  ] as const) {
    const block = pageNamed(edition, 'not-found').blocks[0]!;
    if (block.type !== 'closing' || block.variant !== 'page')
      throw new Error('the 404 page opens with its ways back');
    await expect(
      page.getByRole('heading', { level, name: block.heading.title, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(block.heading.lead!, { exact: true })).toBeVisible();
    const ways = page.getByRole('navigation', { name: block.label, exact: true });
    await expect(ways.getByRole('link')).toHaveCount(3);
    for (const action of block.actions) {
      if (!('href' in action)) continue;
      const href = pathIn(edition === en ? 'en' : 'hi', action.href);
      await expect(ways.getByRole('link', { name: action.label })).toHaveAttribute(
        'href',
        href.endsWith('/') ? href : `${href}/`,
      );
    }
  }
  await expect(page.locator('[lang="hi"]').getByRole('navigation')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
