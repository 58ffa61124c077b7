import { languageOf } from '../../lib/content/languages';
import sharp from 'sharp';
import { langs } from '../../lib/content/editions';
import { fill, formatInr, taxSuffix } from '../../lib/content/format';
import { site } from '../../lib/content/site';
import { ownerSeasons } from '../../lib/content/seasons';
import { pathIn } from '../../lib/edition-path';
import { canonicalPath, shareImagePath } from '../../lib/metadata';
import { browserVisitsBudget, fetchesBudget } from './support/budget';
import { editionView } from './support/edition';
import { expect, test } from './fixtures';

const absolute = (path: string) => new URL(path, site.url).toString();

// Run over each edition (the project says which); test names come from the English routes.
const routes = editionView('en').routes;

test.describe('search and share metadata', () => {
  // The made-up address the 404 tests visit.
  test.use({ allowedFailures: ['/missing-page', '/hi/missing-page'] });

  for (const { path } of routes) {
    test(`${path}: lang, canonical, language twins, robots, Open Graph and Twitter card`, async ({
      page,
      request,
      ed,
      lang,
    }) => {
      const route = ed.routes.find((r) => r.path === path)!;
      const here = absolute(canonicalPath(ed.at(path)));
      const card = shareImagePath(path, lang);
      await page.goto(ed.at(path));
      await expect(page.locator('html')).toHaveAttribute('lang', ed.lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', here);
      // Every edition names every twin, and English for any other language.
      const twins = page.locator('link[rel="alternate"][hreflang]');
      await expect(twins).toHaveCount(langs.length + 1);
      for (const other of langs) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          'href',
          absolute(canonicalPath(pathIn(other, path))),
        );
      }
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        absolute(canonicalPath(path)),
      );
      const robots = page.locator('meta[name="robots"]');
      if (route.noindex) await expect(robots).toHaveAttribute('content', /noindex/);
      else await expect(robots).toHaveCount(0);

      const og = (p: string) => page.locator(`meta[property="og:${p}"]`);
      await expect(og('title')).toHaveAttribute('content', route.title);
      await expect(og('description')).toHaveAttribute('content', route.description);
      await expect(og('url')).toHaveAttribute('content', here);
      await expect(og('locale')).toHaveAttribute('content', languageOf(ed.lang).locale);
      await expect(og('image')).toHaveAttribute('content', absolute(card));
      await expect(og('image:width')).toHaveAttribute('content', '1200');
      await expect(og('image:height')).toHaveAttribute('content', '630');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
        'content',
        absolute(card),
      );

      // The card itself exists in out/ at the advertised size.
      const image = await request.get(card);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      const meta = await sharp(await image.body()).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
    });
  }

  test('titles and descriptions are unique', async ({ page, ed }) => {
    // Every page is compared with every other, so one test sees them all: its limit grows with
    // the number of pages.
    test.setTimeout(browserVisitsBudget(ed.routes.length));
    const seen = new Map<string, string>();
    for (const route of ed.routes) {
      await page.goto(ed.at(route.path));
      const key = `${await page.title()}|${await page.locator('meta[name="description"]').getAttribute('content')}`;
      expect(seen.get(key), `${route.path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, route.path);
    }
  });

  test('sitemap.xml lists exactly the indexable routes of both editions, each with its twins; robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const listed = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)?.[1]);
    const indexable = routes.filter((r) => !r.noindex).map((r) => r.path);
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
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
    expect(robots).toMatch(/Allow: \//);
  });

  test('the 404 page is not indexed and claims no address of its own', async ({ page, ed }) => {
    await page.goto(ed.at('/missing-page'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // It answers at every unknown address: an og:url would name the home page instead.
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('the 404 page preloads only fonts it uses', async ({ page }) => {
    await page.goto('/missing-page');
    await page.evaluate(() => document.fonts.ready);
    const { preloaded, used } = await page.evaluate(() => {
      const preloaded = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]'),
      ].map((l) => new URL(l.href).pathname);
      // The URL of every @font-face whose face the page actually loaded.
      const loaded = [...document.fonts].filter((f) => f.status === 'loaded');
      const used: string[] = [];
      for (const sheet of [...document.styleSheets]) {
        for (const rule of [...sheet.cssRules]) {
          if (!(rule instanceof CSSFontFaceRule)) continue;
          const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '');
          const style = rule.style.getPropertyValue('font-style') || 'normal';
          const url = /url\(["']?([^"')]+)/.exec(rule.style.getPropertyValue('src'))?.[1];
          if (
            url &&
            loaded.some((f) => f.family.replace(/["']/g, '') === family && f.style === style)
          ) {
            used.push(new URL(url, location.href).pathname);
          }
        }
      }
      return { preloaded, used };
    });
    for (const font of preloaded) expect(used, `${font} is preloaded but unused`).toContain(font);
  });
});

test.describe('structured data', () => {
  async function graph(page: import('@playwright/test').Page) {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((b) => {
      const data = JSON.parse(b) as { '@graph'?: Record<string, unknown>[] } & Record<
        string,
        unknown
      >;
      return data['@graph'] ?? [data];
    });
  }

  for (const { path } of routes) {
    test(`${path} describes the brand as an Organization with contact points`, async ({
      page,
      ed,
    }) => {
      await page.goto(ed.at(path));
      const items = await graph(page);
      const org = items.find((i) => i['@type'] === 'Organization');
      expect(org, path).toBeTruthy();
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
  }

  for (const path of ['/projects/chaaya', '/chaaya-microsite']) {
    test(`${path} describes Chaaya as a lodging business with offers per room`, async ({
      page,
      ed,
    }) => {
      const { rooms, facts, interface: words } = ed.texts;
      const chaaya = ed.texts.properties.find((p) => p.id === 'chaaya')!;
      await page.goto(ed.at(path));
      const lodging = (await graph(page)).find((i) => i['@type'] === 'LodgingBusiness');
      // From the lowest to the highest rate, the owner's seasons (content/seasons.yaml) included.
      const prices = [
        ...rooms.map((r) => r.priceInr),
        ...ownerSeasons().flatMap((s) => Object.values(s.rates)),
      ];
      expect(lodging).toMatchObject({
        name: fill(words.structuredData.lodging, { name: chaaya.name }),
        description: chaaya.summary,
        url: absolute(canonicalPath(ed.at(path))),
        priceRange: fill(words.structuredData.priceRange, {
          min: formatInr(Math.min(...prices)),
          max: formatInr(Math.max(...prices)),
          per: `${words.rates.per.night}${taxSuffix(facts.booking.tax, words.rates)}`,
        }),
        hasMap: site.map.page,
        numberOfRooms: rooms.length,
        address: {
          addressRegion: ed.texts.site.chaayaLocation.region,
          addressCountry: 'IN',
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

  for (const path of ['/projects/san', '/projects/awoka']) {
    test(`${path} is described as a project with no location`, async ({ page, ed }) => {
      await page.goto(ed.at(path));
      const items = await graph(page);
      const project = items.find((i) => i['@type'] === 'Project');
      expect(project?.name).toBeTruthy();
      expect(JSON.stringify(project)).not.toMatch(/address|geo|latitude|longitude|hasMap|google/i);
    });
  }
});

test('every indexable page is linked from another indexable page', async ({ request, ed }) => {
  // A page only /wireframe (noindex) links to is an orphan for visitors and crawlers alike.
  const indexable = ed.routes.filter((r) => !r.noindex).map((r) => ed.at(r.path));
  test.setTimeout(fetchesBudget(indexable.length));
  const linkedFrom = new Map<string, Set<string>>(
    indexable.map((p) => [p.replace(/(.)\/$/, '$1'), new Set()]),
  );
  for (const from of indexable) {
    const html = await (await request.get(canonicalPath(from))).text();
    for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      const to = href.replace(/(.)\/$/, '$1');
      if (to !== from.replace(/(.)\/$/, '$1')) linkedFrom.get(to)?.add(from);
    }
  }
  for (const [path, from] of linkedFrom) {
    expect(from.size, `${path} is linked from no other indexable page`).toBeGreaterThan(0);
  }
});

test('the home page sends photo seekers to Media and Memories', async ({ page, ed }) => {
  const archive = ed.pages.home.blocks.find((b) => b.type === 'socialArchive');
  if (archive?.type !== 'socialArchive') throw new Error('the home page has its social archive');
  await page.goto(ed.at('/'));
  await page.locator('#social-archive').getByRole('link', { name: archive.action.label }).click();
  await expect(page).toHaveURL(new RegExp(`${ed.at('/media')}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
