import { editionView } from './support/edition';
import { expect, test } from './fixtures';

const hi = editionView('hi');

/**
 * Latin words a Hindi page may show: names kept as they are known, addresses, and the switch
 * back to English (written in English on purpose). Anything else in Latin letters on a Hindi
 * page is an English text that was missed.
 */
const KEPT = new Set([
  'SAN',
  'UPI',
  'GST',
  'English',
  'Google',
  'Maps',
  'Instagram',
  'WhatsApp',
  'JavaScript',
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

test.describe('a Hindi page says everything in Hindi', () => {
  for (const route of hi.routes) {
    test(`${hi.at(route.path)}: text, alt texts, names and metadata`, async ({ page }) => {
      await page.goto(hi.at(route.path));
      // Let the islands render their own words (carousel status, form labels, calendar).
      await page.waitForLoadState('networkidle');
      const latin = (await page.evaluate(wordsOnPage))
        .map((t) => t.replace(ADDRESS, ' '))
        .flatMap((t) => t.match(/[A-Za-z]{2,}/g) ?? [])
        .filter((w) => !KEPT.has(w) && !(route.path === '/wireframe' && TECHNICAL.has(w)));
      expect(latin, 'English words on a Hindi page').toEqual([]);
    });
  }

  // One test a page: eleven page loads under one time limit fail on a slow machine.
  for (const route of hi.routes) {
    test(`${hi.at(route.path)}: every chat and e-mail link is prefilled in Hindi`, async ({
      page,
    }) => {
      await page.goto(hi.at(route.path));
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
        if (prefilled) expect(prefilled, `${route.path}: ${href}`).toMatch(/[\u0900-\u097F]/);
        expect(
          prefilled.match(/\b[A-Za-z]{4,}\b/g)?.filter((w) => !KEPT.has(w)) ?? [],
          href,
        ).toEqual([]);
      }
    });
  }
});
