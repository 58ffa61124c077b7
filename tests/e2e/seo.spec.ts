import sharp from 'sharp';
import { facts } from '../../content/facts';
import { formatInr } from '../../content/format';
import { rooms } from '../../content/rooms';
import { routes } from '../../content/routes';
import { site } from '../../content/site';
import { canonicalPath, shareImagePath } from '../../lib/metadata';
import { expect, test } from './fixtures';

const absolute = (path: string) => new URL(path, site.url).toString();

test.describe('search and share metadata', () => {
  // The made-up address the 404 tests visit.
  test.use({ allowedFailures: ['/missing-page'] });

  for (const route of routes) {
    test(`${route.path}: lang, canonical, robots, Open Graph and Twitter card`, async ({
      page,
      request,
    }) => {
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        absolute(canonicalPath(route.path)),
      );
      const robots = page.locator('meta[name="robots"]');
      if (route.noindex) await expect(robots).toHaveAttribute('content', /noindex/);
      else await expect(robots).toHaveCount(0);

      const og = (p: string) => page.locator(`meta[property="og:${p}"]`);
      await expect(og('title')).toHaveAttribute('content', route.title);
      await expect(og('description')).toHaveAttribute('content', route.description);
      await expect(og('url')).toHaveAttribute('content', absolute(canonicalPath(route.path)));
      await expect(og('image')).toHaveAttribute('content', absolute(shareImagePath(route.path)));
      await expect(og('image:width')).toHaveAttribute('content', '1200');
      await expect(og('image:height')).toHaveAttribute('content', '630');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
        'content',
        absolute(shareImagePath(route.path)),
      );

      // The card itself exists in out/ at the advertised size.
      const card = await request.get(shareImagePath(route.path));
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/jpeg');
      const meta = await sharp(await card.body()).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
    });
  }

  test('titles and descriptions are unique', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const route of routes) {
      await page.goto(route.path);
      const key = `${await page.title()}|${await page.locator('meta[name="description"]').getAttribute('content')}`;
      expect(seen.get(key), `${route.path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, route.path);
    }
  });

  test('sitemap.xml lists exactly the indexable routes; robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(
      routes
        .filter((r) => !r.noindex)
        .map((r) => absolute(canonicalPath(r.path)))
        .sort(),
    );
    for (const hidden of ['/thank-you/', '/wireframe/', '/404']) {
      expect(sitemap).not.toContain(hidden);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
    expect(robots).toMatch(/Allow: \//);
  });

  test('the 404 page is not indexed and claims no address of its own', async ({ page }) => {
    await page.goto('/missing-page');
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

  test('every page describes the brand as an Organization with contact points', async ({
    page,
  }) => {
    for (const route of routes) {
      await page.goto(route.path);
      const items = await graph(page);
      const org = items.find((i) => i['@type'] === 'Organization');
      expect(org, route.path).toBeTruthy();
      expect(org).toMatchObject({ name: site.fullName, url: absolute('/'), email: site.email });
      expect(org?.sameAs).toContain(site.social.instagram.url);
      expect((org?.contactPoint as unknown[]).length).toBe(2);
      const json = JSON.stringify(items);
      expect(json).not.toMatch(/aggregateRating|"review"/);
    }
  });

  for (const path of ['/projects/chaaya', '/chaaya-microsite']) {
    test(`${path} describes Chaaya as a lodging business with offers per room`, async ({
      page,
    }) => {
      await page.goto(path);
      const lodging = (await graph(page)).find((i) => i['@type'] === 'LodgingBusiness');
      expect(lodging).toMatchObject({
        name: 'Chaaya Homestay',
        priceRange: `${formatInr(Math.min(...rooms.map((r) => r.priceInr)))}–${formatInr(Math.max(...rooms.map((r) => r.priceInr)))} per night (INR)`,
        hasMap: site.map.page,
        numberOfRooms: facts.rooms,
        address: { addressRegion: site.chaayaLocation.region, addressCountry: 'IN' },
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
    test(`${path} is described as a project with no location`, async ({ page }) => {
      await page.goto(path);
      const items = await graph(page);
      const project = items.find((i) => i['@type'] === 'Project');
      expect(project?.name).toBeTruthy();
      expect(JSON.stringify(project)).not.toMatch(/address|geo|latitude|longitude|hasMap|google/i);
    });
  }
});

test('every indexable page is linked from another indexable page', async ({ request }) => {
  // A page only /wireframe (noindex) links to is an orphan for visitors and crawlers alike.
  const indexable = routes.filter((r) => !r.noindex).map((r) => r.path);
  const linkedFrom = new Map<string, Set<string>>(indexable.map((p) => [p, new Set()]));
  for (const from of indexable) {
    const html = await (await request.get(from === '/' ? '/' : `${from}/`)).text();
    for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      const to = href === '/' ? '/' : href.replace(/\/$/, '');
      if (to !== from) linkedFrom.get(to)?.add(from);
    }
  }
  for (const [path, from] of linkedFrom) {
    expect(from.size, `${path} is linked from no other indexable page`).toBeGreaterThan(0);
  }
});

test('the home page sends photo seekers to Media and Memories', async ({ page }) => {
  await page.goto('/');
  const archive = page.locator('#social-archive');
  await archive.getByRole('link', { name: 'More Photos and Guest Stories' }).click();
  await expect(page).toHaveURL(/\/media\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
