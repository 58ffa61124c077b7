import { routes } from '../../lib/content/routes';
import { expect, test } from './fixtures';
import { fetchesBudget } from './support/budget';

/**
 * The exported pages as a visitor's browser receives them: the build's first-paint rewrites must
 * have happened on every page, whatever the framework's markup. (The build itself stops when a
 * rewrite finds nothing to do; this reads what actually shipped.)
 */
test.describe('every page ships painted first', () => {
  for (const route of [...routes.map((r) => r.path), '/404.html']) {
    test(`${route}: styles inline, scripts after the paint, web fonts parked`, async ({
      request,
    }) => {
      const html = await (await request.get(route)).text();
      // Styles come with the page; the stylesheet link stays only for React, disabled.
      expect(html).toMatch(/<style data-href="[^"]+\.css">/);
      expect(html).not.toMatch(/<link\b(?![^>]*disabled="")[^>]*rel="stylesheet"/);
      // No framework script is fetched before the first paint: the loader starts them.
      expect(html).not.toMatch(/<script\b[^>]*\basync\b[^>]*>/);
      expect(html).toContain('supportedEntryTypes');
      // Downloadable faces wait in a stylesheet that matches no media.
      expect(html).toContain('<style id="web-fonts" media="not all">@font-face');
      expect(html).not.toMatch(/<style data-href="[^"]+">[^<]*@font-face\{[^}]*url\(/);

      const hero = /<img\b[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0];
      if (hero) {
        // The hero photo is announced in <head>, its preview travels in the HTML.
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).toMatch(/<link rel="preload" as="image" type="image\/avif" imageSrcSet="/);
        expect(hero).toMatch(/background-image:url\(data:image\/avif;base64,/);
      }
      if (html.includes(' id="hero-end"')) {
        expect(html).toContain('<link rel="expect" href="#hero-end" blocking="render"/>');
      }
    });
  }

  test('the pages with an opening photo are the ones that say so', async ({ request }) => {
    // Guards the test above from passing on pages that lost their hero altogether.
    test.setTimeout(fetchesBudget(routes.length));
    const withHero: string[] = [];
    for (const { path } of routes) {
      const html = await (await request.get(path)).text();
      if (/<img\b[^>]*fetchPriority="high"/.test(html) && html.includes(' id="hero-end"')) {
        withHero.push(path);
      }
    }
    const plain = ['/media', '/thank-you'];
    expect(withHero).toEqual(routes.map((r) => r.path).filter((p) => !plain.includes(p)));
  });
});
