import type { Page } from '@playwright/test';
import { langs } from '../../lib/content/editions';
import { routesOf } from '../../lib/content/routes';
import { site } from '../../lib/content/site';
import { pathIn } from '../../lib/edition-path';
import { canonicalPath } from '../../lib/metadata';
import { expect, test } from './fixtures';
import { answerGitHubStatus, policiesOf, SIGN_IN } from './support/editor';
import { BASE, requireSubpathBuild } from './support/subpath';

// The build made with BASE_PATH=/smriti, served by deploy/nginx.conf under /smriti/ only: any
// path that forgot the prefix lands outside the site and fails.
test.beforeAll(requireSubpathBuild);
// The made-up address the 404 test visits.
test.use({ allowedFailures: [`${BASE}/no/such/page/`, `${BASE}/hi/no/such/page/`] });

// Both editions' pages, each at its own path (Hindi under /hi).
const pages = langs.flatMap((lang) =>
  routesOf(lang).map((route) => ({ ...route, path: pathIn(lang, route.path) })),
);

const publicBase = `${new URL(site.url).origin}${BASE}/`;

/** Every request the page makes that fails or answers 4xx/5xx. */
function watchFailures(page: Page) {
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    // Next's router starts a fetch of each linked page and cancels it itself once it knows the
    // route (it then fetches the page's segment files); it does the same at the host's root.
    const routerProbe =
      r.resourceType() === 'fetch' && error === 'net::ERR_ABORTED' && r.url().endsWith('/');
    // A link followed before the scripts arrive loads the next page in full, and the browser drops
    // what the last one was still fetching: rightly addressed, just no longer wanted.
    const leftBehind =
      error === 'net::ERR_ABORTED' && new URL(r.url()).pathname.startsWith(`${BASE}/`);
    if (!routerProbe && !leftBehind) failed.push(`${r.url()} (${error})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.url()} (${r.status()})`);
  });
  return failed;
}

/** Loads every lazy picture too, so each image variant the page can show is fetched. */
async function loadEverything(page: Page) {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
  });
  await page.waitForLoadState('networkidle');
}

for (const route of pages) {
  const url = `${BASE}${canonicalPath(route.path)}`;
  test(`${url} loads with zero failed requests and every address under ${BASE}/`, async ({
    page,
  }) => {
    const failed = watchFailures(page);
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await loadEverything(page);
    expect(failed, `failed requests on ${url}`).toEqual([]);

    const addresses = await page.evaluate(() => {
      const attr = (sel: string, name: string) =>
        [...document.querySelectorAll(sel)].map((el) => el.getAttribute(name) ?? '');
      return [
        ...attr('a[href^="/"]', 'href'),
        ...attr('script[src]', 'src'),
        // Origin hints (next/font's preconnect to the site itself) name no address to fetch.
        ...attr('link[href^="/"]:not([rel="preconnect"])', 'href'),
        ...attr('img[src^="/"]', 'src'),
        ...[...document.querySelectorAll('source[srcset]')].flatMap((s) =>
          (s.getAttribute('srcset') ?? '').split(', ').map((c) => c.split(' ')[0] ?? ''),
        ),
      ];
    });
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses.filter((a) => !a.startsWith(`${BASE}/`))).toEqual([]);

    // Search engines and share cards get the full public address, prefix included.
    if (!route.noindex) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${publicBase}${canonicalPath(route.path).slice(1)}`,
      );
    }
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toMatch(new RegExp(`^${publicBase}og/[a-z-]+\\.jpg$`));
    const cardRes = await page.request.get(new URL(card ?? '').pathname);
    expect(cardRes.status()).toBe(200);
    expect(cardRes.headers()['content-type']).toBe('image/jpeg');
    for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      const urls = [...json.matchAll(/"(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? '');
      const own = urls.filter((u) => u.startsWith(new URL(site.url).origin));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((u) => !u.startsWith(publicBase))).toEqual([]);
    }
  });
}

test('in-app navigation stays under the prefix', async ({ page }) => {
  const failed = watchFailures(page);
  await page.goto(`${BASE}/`);
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Our Vision' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/about/$`));
  await expect(page.locator('h1')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Collaborate' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/contact/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write To Us, Slowly');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${BASE}/$`));
  expect(failed).toEqual([]);
});

test('an unknown Hindi path under the prefix gets the 404 page, whose Hindi links stay under it', async ({
  page,
}) => {
  const failed = watchFailures(page);
  const res = await page.goto(`${BASE}/hi/no/such/page/`);
  expect(res?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  expect(failed.filter((f) => !f.includes('/no/such/page/'))).toEqual([]);
  const hindiWays = await page
    .locator('[lang="hi"] nav a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hindiWays.length).toBe(3);
  for (const href of hindiWays) expect(href).toMatch(new RegExp(`^${BASE}/hi/`));
  await page.getByRole('banner').locator('a[hreflang="hi"]').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/hi/$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('an unknown path under the prefix gets the 404 page with status 404', async ({ page }) => {
  const failed = watchFailures(page);
  const res = await page.goto(`${BASE}/no/such/page/`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await page.waitForLoadState('networkidle');
  expect(failed.filter((f) => !f.includes('/no/such/page/'))).toEqual([]);
  await page
    .getByRole('main')
    .getByRole('link', { name: /projects/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/projects/$`));
});

test('the sitemap lists every indexable page at its full public address', async ({ request }) => {
  const xml = await (await request.get(`${BASE}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(
    pages.filter((r) => !r.noindex).map((r) => `${publicBase}${canonicalPath(r.path).slice(1)}`),
  );
});

test('the browser editor opens under the prefix with its own policy, noindex and no-store', async ({
  page,
}) => {
  await answerGitHubStatus(page);
  const failed = watchFailures(page);
  const response = await page.goto(`${BASE}/admin/`);
  expect(response?.status()).toBe(200);
  // The header rules match the editor's path after the prefix, or it would run under the site's
  // policy alone and be cached and indexed like a page.
  const policies = policiesOf(await response!.headersArray());
  expect(policies).toHaveLength(2);
  expect(policies.join(';')).toContain('connect-src');
  expect(response!.headers()['x-robots-tag']).toBe('noindex');
  expect(response!.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
  expect(failed).toEqual([]);
});
