import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { languageOf } from '../../lib/content/languages';
import { defaultEdition, langs } from '../../lib/content/editions';
import { fill, formatInr, taxSuffix } from '../../lib/content/format';
import { ownerSeasons } from '../../lib/content/seasons';
import { canonicalPath, pathIn, shareImagePath, splitPath } from '../../lib/edition-addresses';
import { editionView, type EditionView } from './support/edition';
import {
  accessibleName,
  banner,
  exportedFile,
  exportedPage,
  exportedText,
  hiddenByMarkup,
  notFoundHtml,
  notFoundPage,
  servedFile,
  shownText,
} from './support/exported';

const { site } = defaultEdition.texts;

/**
 * Both editions' exported pages, read from out/ as nginx serves them (no browser starts here: the
 * test and expect are Playwright's own, not ./fixtures'). What a browser must show of each page
 * (it answers, loads its images, passes axe) is routes.spec.ts's; this is what the files say.
 */

const absolute = (path: string) => new URL(path, site.url).toString();

const editions = [editionView('en'), editionView('hi')] as const;

/** The other edition (there are two: English and Hindi). */
const otherOf = (ed: EditionView) => editionView(ed.lang === 'en' ? 'hi' : 'en');

/** The content attribute of the page's one <meta> matching `selector` (there must be one). */
function metaContent(doc: Document, selector: string): string | null {
  const found = doc.querySelectorAll(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!.getAttribute('content');
}

/** The items of the page's structured data (JSON-LD), each @graph flattened. */
function graph(doc: Document): Record<string, unknown>[] {
  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => s.textContent ?? '',
  );
  return blocks.flatMap((b) => {
    const data = JSON.parse(b) as { '@graph'?: Record<string, unknown>[] } & Record<
      string,
      unknown
    >;
    return data['@graph'] ?? [data];
  });
}

/**
 * The build's first-paint rewrites, as shipped in a page's HTML: must have happened on every
 * page, whatever the framework's markup. (The build itself stops when a rewrite finds nothing to
 * do; this reads what actually shipped.)
 */
function expectPaintedFirst(html: string) {
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
    expect(head).toMatch(/<link rel="preload" as="image" type="image\/avif"[^>]* imageSrcSet="/);
    expect(hero).toMatch(/background-image:url\(data:image\/avif;base64,/);
  }
  if (html.includes(' id="hero-end"')) {
    expect(html).toContain('<link rel="expect" href="#hero-end" blocking="render"/>');
  }
}

for (const ed of editions) {
  test.describe(`the exported ${ed.lang} edition`, () => {
    for (const route of ed.routes) {
      const { path } = route;
      const at = ed.at(path);

      test(`${at}: metadata, structured data, text and links without JavaScript, language switch, first paint`, async () => {
        const doc = exportedPage(at);

        await test.step('lang, canonical, language twins, robots, Open Graph and Twitter card', async () => {
          const here = absolute(canonicalPath(at));
          const card = shareImagePath(path, ed.lang);
          expect(doc.documentElement.getAttribute('lang')).toBe(ed.lang);
          expect(
            [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
          ).toEqual([here]);
          // Every edition names every twin, and English for any other language.
          const twins = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')];
          expect(twins).toHaveLength(langs.length + 1);
          const twin = (hreflang: string) =>
            twins
              .filter((t) => t.getAttribute('hreflang') === hreflang)
              .map((t) => t.getAttribute('href'));
          for (const other of langs) {
            expect(twin(other), other).toEqual([absolute(canonicalPath(pathIn(other, path)))]);
          }
          expect(twin('x-default')).toEqual([absolute(canonicalPath(path))]);
          if (route.noindex) expect(metaContent(doc, 'meta[name="robots"]')).toMatch(/noindex/);
          else expect(doc.querySelectorAll('meta[name="robots"]')).toHaveLength(0);

          const og = (p: string) => metaContent(doc, `meta[property="og:${p}"]`);
          expect(og('title')).toBe(route.title);
          expect(og('description')).toBe(route.description);
          expect(og('url')).toBe(here);
          expect(og('locale')).toBe(languageOf(ed.lang).locale);
          expect(og('image')).toBe(absolute(card));
          expect(og('image:width')).toBe('1200');
          expect(og('image:height')).toBe('630');
          expect(metaContent(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
          expect(metaContent(doc, 'meta[name="twitter:image"]')).toBe(absolute(card));

          // The card itself exists in out/ at the advertised size, a JPEG (nginx's type for .jpg).
          expect(card).toMatch(/\.jpg$/);
          const meta = await sharp(exportedFile(card)).metadata();
          expect(meta.format).toBe('jpeg');
          expect([meta.width, meta.height]).toEqual([1200, 630]);
        });

        await test.step('describes the brand as an Organization with contact points', () => {
          const items = graph(doc);
          const org = items.find((i) => i['@type'] === 'Organization');
          expect(org, at).toBeTruthy();
          expect(org).toMatchObject({
            name: ed.texts.site.fullName,
            url: absolute('/'),
            email: site.email,
            description: ed.texts.site.tagline,
          });
          const website = items.find((i) => i['@type'] === 'WebSite');
          expect(website).toMatchObject({
            inLanguage: ed.lang,
            url: absolute(ed.at('/')),
          });
          expect(org?.sameAs).toContain(site.social.instagram.url);
          expect((org?.contactPoint as unknown[]).length).toBe(2);
          const json = JSON.stringify(items);
          expect(json).not.toMatch(/aggregateRating|"review"/);
        });

        if (['/projects/chaaya', '/chaaya-microsite'].includes(path)) {
          await test.step('describes Chaaya as a lodging business with offers per room', () => {
            const { rooms, facts, interface: words } = ed.texts;
            const chaaya = ed.texts.properties.find((p) => p.id === 'chaaya')!;
            const lodging = graph(doc).find((i) => i['@type'] === 'LodgingBusiness');
            // From the lowest to the highest rate, the owner's seasons (content/seasons.yaml)
            // included.
            const prices = [
              ...rooms.map((r) => r.priceInr),
              ...ownerSeasons().flatMap((s) => Object.values(s.rates)),
            ];
            expect(lodging).toMatchObject({
              name: fill(words.structuredData.lodging, { name: chaaya.name }),
              description: chaaya.summary,
              url: absolute(canonicalPath(at)),
              priceRange: fill(words.structuredData.priceRange, {
                min: formatInr(Math.min(...prices)),
                max: formatInr(Math.max(...prices)),
                per: `${words.rates.per.night}${taxSuffix(facts.booking.tax, words.rates)}`,
              }),
              hasMap: site.map.page,
              numberOfRooms: rooms.length,
              address: {
                addressRegion: chaaya.location?.region,
                addressCountry: chaaya.location?.country,
              },
            });
            const offers = lodging?.makesOffer as {
              name: string;
              price: number;
              priceCurrency: string;
            }[];
            expect(offers.map((o) => `${o.name} ${o.price} ${o.priceCurrency}`)).toEqual(
              rooms.map((r) => `${r.title} ${r.priceInr} INR`),
            );
            expect((lodging?.amenityFeature as unknown[]).length).toBeGreaterThan(0);
            expect(JSON.stringify(lodging)).toContain(`"value":${facts.elevationFt}`);
          });
        }

        if (['/projects/san', '/projects/awoka'].includes(path)) {
          await test.step('is described as a project with no location', () => {
            const project = graph(doc).find((i) => i['@type'] === 'Project');
            expect(project?.name).toBeTruthy();
            expect(JSON.stringify(project)).not.toMatch(
              /address|geo|latitude|longitude|hasMap|google/i,
            );
          });
        }

        await test.step('shows its text and working links (with JavaScript off)', () => {
          // The markup is what a browser with JavaScript off shows: one main heading in view.
          const headings = [...doc.querySelectorAll('h1, [role="heading"][aria-level="1"]')].filter(
            (h) => !hiddenByMarkup(h),
          );
          expect(headings, `the main heading of ${at}`).toHaveLength(1);
          expect(shownText(headings[0]!), `the main heading of ${at}`).not.toBe('');
          // No blank sections: every section shows text or, for a photo strip, its pictures.
          const sections = [...doc.querySelectorAll('main section')];
          sections.forEach((section, i) => {
            const pictures = section.querySelectorAll('img[alt]:not([alt=""])').length;
            expect(
              shownText(section).length + pictures,
              `section ${i} of ${at} is blank`,
            ).toBeGreaterThan(0);
          });
          // Every internal link in the page leads somewhere real: a file nginx serves with 200.
          const hrefs = [
            ...new Set(
              [...doc.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? ''),
            ),
          ];
          for (const href of hrefs.filter((h) => !h.includes('#'))) {
            expect(servedFile(href), `${href} on ${at}`).not.toBeNull();
          }
          // …and stays in this edition: only the language switch (marked with hreflang) leaves it.
          const pageLinks = [...doc.querySelectorAll('a[href^="/"]:not([hreflang])')].map(
            (a) => a.getAttribute('href') ?? '',
          );
          for (const href of pageLinks.filter((h) => !h.startsWith('/img/'))) {
            expect(splitPath(href).lang, `${href} on ${at}`).toBe(ed.lang);
          }
        });

        const other = otherOf(ed);
        await test.step(`links to its ${other.lang} twin from the language switch`, () => {
          // The header's link to the other language, found by its name in that language.
          const name = languageOf(other.lang).name;
          const header = banner(doc);
          expect(header, `the banner of ${at}`).not.toBeNull();
          const links = [...header!.querySelectorAll('a[href]')].filter(
            (a) => !hiddenByMarkup(a) && accessibleName(a) === name,
          );
          expect(links, `the "${name}" link in the banner of ${at}`).toHaveLength(1);
          const link = links[0]!;
          expect(link.getAttribute('hreflang')).toBe(other.lang);
          expect(link.getAttribute('lang')).toBe(other.lang);
          expect(link.getAttribute('href')).toBe(other.at(path === '/' ? '/' : `${path}/`));
        });

        await test.step('styles inline, scripts after the paint, web fonts parked', () => {
          expectPaintedFirst(exportedText(at));
        });
      });
    }

    test('titles and descriptions are unique', () => {
      const seen = new Map<string, string>();
      for (const route of ed.routes) {
        const doc = exportedPage(ed.at(route.path));
        const key = `${doc.title}|${metaContent(doc, 'meta[name="description"]')}`;
        expect(seen.get(key), `${route.path} repeats ${seen.get(key)}`).toBeUndefined();
        seen.set(key, route.path);
      }
    });

    test('every indexable page is linked from another indexable page', () => {
      // A page only /wireframe (noindex) links to is an orphan for visitors and crawlers alike.
      const indexable = ed.routes.filter((r) => !r.noindex).map((r) => ed.at(r.path));
      const linkedFrom = new Map<string, Set<string>>(
        indexable.map((p) => [p.replace(/(.)\/$/, '$1'), new Set()]),
      );
      for (const from of indexable) {
        const html = exportedText(canonicalPath(from));
        for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
          const to = href.replace(/(.)\/$/, '$1');
          if (to !== from.replace(/(.)\/$/, '$1')) linkedFrom.get(to)?.add(from);
        }
      }
      for (const [path, from] of linkedFrom) {
        expect(from.size, `${path} is linked from no other indexable page`).toBeGreaterThan(0);
      }
    });

    test('the pages with an opening photo are the ones that say so', () => {
      // Guards the first-paint step above from passing on pages that lost their hero altogether.
      const withHero: string[] = [];
      for (const { path } of ed.routes) {
        const html = exportedText(ed.at(path));
        if (/<img\b[^>]*fetchPriority="high"/.test(html) && html.includes(' id="hero-end"')) {
          withHero.push(path);
        }
      }
      const plain = ['/media', '/thank-you', '/pay'];
      expect(withHero).toEqual(ed.routes.map((r) => r.path).filter((p) => !plain.includes(p)));
    });
  });
}

test('sitemap.xml lists exactly the indexable routes of both editions, each with its twins; robots.txt points to it', () => {
  const sitemap = exportedText('/sitemap.xml');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  const listed = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)?.[1]);
  const indexable = editions[0].routes.filter((r) => !r.noindex).map((r) => r.path);
  expect(listed.sort()).toEqual(
    langs.flatMap((l) => indexable.map((p) => absolute(canonicalPath(pathIn(l, p))))).sort(),
  );
  for (const entry of entries) {
    const twins = [
      ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
    ];
    expect(twins.map((t) => t[1]).sort(), entry).toEqual([...langs, 'x-default'].sort());
  }
  for (const hidden of ['/thank-you/', '/wireframe/', '/404']) {
    expect(sitemap).not.toContain(hidden);
  }
  const robots = exportedText('/robots.txt');
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  expect(robots).toMatch(/Allow: \//);
});

// nginx answers every unknown address, in either edition (/missing-page, /hi/missing-page), with
// this one file.
test('the 404 page is not indexed, claims no address of its own and ships painted first', async () => {
  await test.step('the 404 page is not indexed and claims no address of its own', () => {
    const doc = notFoundPage();
    expect(metaContent(doc, 'meta[name="robots"]')).toMatch(/noindex/);
    // It answers at every unknown address: an og:url would name the home page instead.
    expect(doc.querySelectorAll('meta[property="og:url"]')).toHaveLength(0);
    expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
  });
  await test.step('/404.html: styles inline, scripts after the paint, web fonts parked', () => {
    expectPaintedFirst(notFoundHtml());
  });
});
