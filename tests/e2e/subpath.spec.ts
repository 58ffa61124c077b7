import type { Page } from '@playwright/test';
import { defaultEdition, defaultLang, langs, pageNamed } from '../../lib/content/editions';
import { routesOf } from '../../lib/content/routes';
import { canonicalPath, pathIn } from '../../lib/edition-addresses';
import { expect, test } from './fixtures';
import { answerGitHubStatus, policiesOf, SIGN_IN } from './support/editor';
import { browserVisitsBudget } from './support/budget';
import { BASE, requireSubpathBuild } from './support/subpath';
import { findSection, findVariant } from '../../lib/content/page-file';
import { editionView } from './support/edition';
import { footerLink, navLabel, notFoundHeading } from './support/words';

const { site } = defaultEdition.texts;

// The build made with BASE_PATH=/smriti, served by deploy/nginx.conf under /smriti/ only: any
// path that forgot the prefix lands outside the site and fails.
test.beforeAll(requireSubpathBuild);
// The made-up address the 404 test visits.
test.use({ allowedFailures: [`${BASE}/no/such/page/`, `${BASE}/hi/no/such/page/`] });

// Both editions' pages, each at its own path (Hindi under /hi).
const pages = langs.flatMap((lang) =>
  routesOf(lang).map((route) => ({ ...route, lang, path: pathIn(lang, route.path) })),
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

/**
 * A page of the site loaded under the prefix (over a page that may already hold earlier ones'
 * assets: each was fetched, and judged, the first time it was asked for), every lazy picture
 * included: zero failed requests, and every address it names under /smriti/, the public ones in
 * full.
 */
async function expectLoadsUnderPrefix(page: Page, failed: string[], route: (typeof pages)[number]) {
  const url = `${BASE}${canonicalPath(route.path)}`;
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
}

/** From the home page as loaded: the main menu, the footer and the logo each stay under the prefix. */
async function inAppNavigation(page: Page, failed: string[]) {
  await test.step('in-app navigation stays under the prefix', async () => {
    failed.length = 0;
    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByRole('link', { name: navLabel('/about') }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/about/$`));
    await expect(page.locator('h1')).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: footerLink('/contact') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/contact/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      findSection(pageNamed(editionView('en'), 'contact'), 'hero').title,
    );
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${BASE}/$`));
    expect(failed).toEqual([]);
  });
}

/** The English 404 page: its status and heading, its assets, and a way back into the site. */
async function notFound(tab: Page, failed: string[]) {
  const projectsWayBack = findVariant(
    pageNamed(editionView('en'), 'not-found'),
    'closing',
    'page',
  ).actions.find((a) => 'href' in a && a.href === '/projects')!.label;
  const res = await tab.goto(`${BASE}/no/such/page/`);
  expect(res?.status()).toBe(404);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading());
  await tab.waitForLoadState('networkidle');
  expect(failed.filter((f) => !f.includes('/no/such/page/'))).toEqual([]);
  await tab
    .getByRole('main')
    .getByRole('link', { name: projectsWayBack, exact: true })
    .first()
    .click();
  await expect(tab).toHaveURL(new RegExp(`${BASE}/projects/$`));
}

/** The Hindi 404 page: its assets, its Hindi ways on, and the way to the Hindi home page. */
async function notFoundHindi(tab: Page, failed: string[]) {
  const res = await tab.goto(`${BASE}/hi/no/such/page/`);
  expect(res?.status()).toBe(404);
  await tab.waitForLoadState('networkidle');
  expect(failed.filter((f) => !f.includes('/no/such/page/'))).toEqual([]);
  const hindiWays = await tab
    .locator('[lang="hi"] nav a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hindiWays.length).toBe(3);
  for (const href of hindiWays) expect(href).toMatch(new RegExp(`^${BASE}/hi/`));
  await tab.getByRole('banner').locator('a[hreflang="hi"]').click();
  await expect(tab).toHaveURL(new RegExp(`${BASE}/hi/$`));
  await expect(tab.locator('html')).toHaveAttribute('lang', 'hi');
}

/** One page visited in a walk: its step's title, and what is done and checked there. */
type Visit = { title: string; run: (tab: Page, failed: string[]) => Promise<void> };

/** Each page of the edition as a visit (the home page's followed by the walk by its links). */
const pageVisits = (lang: string): Visit[] =>
  pages
    .filter((r) => r.lang === lang)
    .map((route) => ({
      title: `${BASE}${canonicalPath(route.path)} loads with zero failed requests and every address under ${BASE}/`,
      run: async (tab, failed) => {
        await expectLoadsUnderPrefix(tab, failed, route);
        // From the home page just loaded, a visitor's walk by the site's own links.
        if (route.path === '/' && lang === defaultLang) await inAppNavigation(tab, failed);
      },
    }));

/**
 * How many pages of a walk are open at once, as a visitor with a few tabs: each tab waits for its
 * own page's network to fall quiet, and those waits overlap.
 */
const TABS = 3;

/**
 * Every visit, a step each (with the title each page's own test had), shared out over TABS tabs
 * of the test's browser (its own page first). Each tab keeps its own record of failed requests,
 * cleared as each visit starts, and of uncaught errors (the fixtures watch the test's own page for
 * those, and the whole browser for everything else).
 */
async function walk(page: Page, visits: Visit[]) {
  const queue = [...visits];
  await Promise.all(
    Array.from({ length: TABS }, async (_, i) => {
      const tab = i === 0 ? page : await page.context().newPage();
      const failed = watchFailures(tab);
      const errors: string[] = [];
      if (i > 0) tab.on('pageerror', (e) => errors.push(e.message));
      for (;;) {
        const visit = queue.shift();
        if (!visit) break;
        failed.length = 0;
        await test.step(visit.title, () => visit.run(tab, failed));
      }
      expect(errors, 'uncaught page errors').toEqual([]);
    }),
  );
}

// One visitor per edition walks every page of it (a few tabs at a time), and the ways around and
// out of the site: in-app links from the home page, and an unknown address's 404 page.
test('every English page loads under /smriti/ with zero failed requests; in-app links and the 404 page stay under it', async ({
  page,
}) => {
  const visits: Visit[] = [
    ...pageVisits(defaultLang),
    { title: 'an unknown path under the prefix gets the 404 page with status 404', run: notFound },
  ];
  // Every page, the in-app walk (two pages more), and the page the 404 page leads to.
  test.setTimeout(browserVisitsBudget(visits.length + 3));
  await walk(page, visits);
});

test('every Hindi page loads under /smriti/hi/ with zero failed requests; its 404 page’s links stay under it', async ({
  page,
}) => {
  const hindi = langs.find((l) => l !== defaultLang)!;
  const visits: Visit[] = [
    ...pageVisits(hindi),
    {
      title:
        'an unknown Hindi path under the prefix gets the 404 page, whose Hindi links stay under it',
      run: notFoundHindi,
    },
  ];
  // Every page, and the home page the 404 page leads to.
  test.setTimeout(browserVisitsBudget(visits.length + 1));
  await walk(page, visits);
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
