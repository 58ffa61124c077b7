import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { AXE_MS, BROWSER_VISIT_MS } from './support/budget';
import { editionView, type EditionView, type Lang } from './support/edition';

/**
 * Third-party addresses the site may touch but must work without: the map embed (and its
 * reachability probe). Every other non-local request is a defect.
 */
const TOLERATED_THIRD_PARTY = [/^https:\/\/www\.google\.com\/maps/];

/** Options a Playwright project sets for every spec it runs. */
export type Options = {
  /** Which edition the specs run over (the 'hindi' project sets 'hi'). */
  lang: Lang;
};

type Fixtures = {
  /** The edition under test: its texts, routes and paths. */
  ed: EditionView;
  /** Other local origins a spec talks to on purpose (the test form endpoint). */
  extraOrigins: string[];
  /**
   * Site addresses (paths, or patterns for the full URL) that may answer with an error status:
   * only the 404 tests' own made-up paths. Everything else the site loads must succeed.
   */
  allowedFailures: (string | RegExp)[];
  offsite: string[];
  siteFailures: string[];
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
};

/**
 * How many times slower than this machine the browser's processor runs (E2E_CPU_SLOWDOWN, 1 when
 * unset): `npm run test:e2e:slow` sets 2, to show before CI does which test only passes because
 * the machine is fast. The test time limit stays as it is, as it would on a slower machine.
 */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN ?? 1) || 1);

/** Slows `page`'s processor by CPU_SLOWDOWN (Chromium's DevTools protocol), before it loads. */
async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  if (CPU_SLOWDOWN === 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Every test runs with all other hosts blocked (as a visitor offline from third parties would)
 * and fails on an uncaught page error, a console error, an unexpected off-site request, or a
 * request to the site that fails or answers 400 or more (unless listed in allowedFailures).
 */
export const test = base.extend<Options & Fixtures>({
  page: async ({ context, page }, provide) => {
    // Pages a test opens itself (a second tab, a pop-up) are slowed as they appear.
    context.on('page', (other) => void slowDown(context, other).catch(() => undefined));
    await slowDown(context, page);
    // Every page loaded after the first (a reload, a link followed, a second tab) is a slow
    // step of its own: the test's limit grows by one visit for each, wherever it happens.
    let loads = 0;
    const onLoad = () => {
      loads += 1;
      if (loads < 2) return;
      try {
        base.info().setTimeout(base.info().timeout + BROWSER_VISIT_MS);
      } catch {
        // A load after the test has ended (a tab closing late) has no limit left to grow.
      }
    };
    context.on('page', (other) => other.on('load', onLoad));
    page.on('load', onLoad);
    await provide(page);
  },
  lang: ['en', { option: true }],
  ed: async ({ lang }, provide) => provide(editionView(lang)),
  extraOrigins: [[], { option: true }],
  allowedFailures: [[], { option: true }],
  offsite: [
    async ({ context, baseURL, extraOrigins }, use) => {
      const origins = [new URL(baseURL ?? 'http://127.0.0.1').origin, ...extraOrigins];
      const offsite: string[] = [];
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (
          origins.some((o) => url.startsWith(`${o}/`)) ||
          url.startsWith('data:') ||
          url.startsWith('blob:')
        ) {
          return route.continue();
        }
        if (!TOLERATED_THIRD_PARTY.some((re) => re.test(url))) offsite.push(url);
        return route.abort('blockedbyclient');
      });
      await use(offsite);
      expect(offsite, 'requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
  siteFailures: [
    async ({ context, baseURL, allowedFailures, javaScriptEnabled }, use) => {
      // A missing chunk, font or image, or a request the browser gave up on, on the site's own
      // origin. Blocked third-party requests are the offsite fixture's business, not failures.
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const failures: string[] = [];
      const allowed = (url: string) =>
        allowedFailures.some((a) =>
          typeof a === 'string' ? new URL(url).pathname === a : a.test(url),
        );
      const own = (url: string) => url.startsWith(`${origin}/`) && !allowed(url);
      context.on('response', (response) => {
        if (response.status() >= 400 && own(response.url())) {
          failures.push(`${response.status()} ${response.url()}`);
        }
      });
      context.on('requestfailed', (request) => {
        const error = request.failure()?.errorText ?? '';
        // ERR_ABORTED: the page itself dropped the request (navigated on, or a prefetch cancelled).
        if (!own(request.url()) || error === 'net::ERR_ABORTED') return;
        // With JavaScript off the browser refuses the page's scripts (reported as 'csp'): that is
        // the condition under test, not a broken asset.
        if (javaScriptEnabled === false && request.resourceType() === 'script' && error === 'csp') {
          return;
        }
        failures.push(`${error} ${request.url()}`);
      });
      await use(failures);
      expect(failures, 'failed requests to the site').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser's own report of a failed load: judged by siteFailures (own origin, with
        // its allow-list) and offsite (other hosts), not twice.
        if (message.text().startsWith('Failed to load resource')) return;
        errors.push(`${message.text()} (${message.location().url})`);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      // Every test doubles as a CSP check: any violation while the page is used fails it.
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, v: string) => {
        violations.push(v);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation?: (v: string) => void })
            .__reportCspViolation;
          report?.(
            `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page) {
  // Contrast is judged on what a visitor reads, not on a toast or panel halfway through fading
  // in: let every finite animation and transition end first (looping ones, like the map's pulse,
  // never do), within a second.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  // An analysis of a whole page is a slow step: the limit grows by one for each.
  base.info().setTimeout(base.info().timeout + AXE_MS);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
