import { defineConfig, devices } from '@playwright/test';
import type { Options } from './tests/e2e/fixtures';
import { EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS } from './tests/e2e/support/budget';
import chromium from './scripts/lib/chromium.cjs';
import ports from './scripts/lib/e2e-ports.cjs';
const port = ports.site;
const baseURL = `http://127.0.0.1:${port}`;
const subpathOrigin = `http://127.0.0.1:${ports.subpath}`;
// Specs that need the second build (sub-path, delivery endpoint and fixture calendar feeds,
// `npm run build:e2e-subpath`).
const SUBPATH_SPECS = /(subpath|contact-delivery|availability)\.spec\.ts$/;
// The editor's round trip, which builds a copy of the whole site (tests/e2e/admin-roundtrip.spec.ts).
const ROUNDTRIP_SPECS = /admin-roundtrip\.spec\.ts$/;
// Specs that act on the phone profile from the first paint (tests/e2e/support/phone.ts).
const PHONE_SPECS = /first-paint(-islands)?\.spec\.ts$/;
// Specs written over the edition under test (its texts and paths, never one language's literals):
// the 'hindi' project runs them again over the Hindi pages.
const EDITION_SPECS =
  /(routes|seo|chrome|home|gallery|projects|wireframe|no-javascript|contact|stay-request-(sending|rules|prefill|keyboard|fallback|seasons)|microsite|microsite-shared|chaaya|chaaya-consistency|san|awoka|vision|before-the-trip|before-you-pay|reply|pay)\.spec\.ts$/;

export default defineConfig<Options>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: TEST_TIMEOUT_MS,
  // What a visitor waits for (a control answering, a text appearing) may take a slow machine
  // several seconds after the page loads: assertions wait up to this long for it.
  expect: { timeout: EXPECT_TIMEOUT_MS },
  // Every run also writes its timings (npm run test:e2e:times reads them).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e-report.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    // A trace records every action's DOM and screen: it made each page-opening test about half a
    // second slower. Failures still leave their screenshot; `E2E_TRACE=1` records traces again.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium.path,
      args: chromium.flags,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [SUBPATH_SPECS, PHONE_SPECS, ROUNDTRIP_SPECS],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // Tests tagged @once check what cannot differ between editions (timings, keyboard and
      // validation mechanics, scroll offsets): English alone runs them.
      name: 'hindi',
      testMatch: EDITION_SPECS,
      grepInvert: /@once/,
      use: { ...devices['Desktop Chrome'], lang: 'hi' },
    },
    {
      name: 'subpath',
      testMatch: SUBPATH_SPECS,
      use: { ...devices['Desktop Chrome'], baseURL: subpathOrigin },
    },
    {
      // A whole site build takes both processors for a minute or more: it runs after the suite,
      // alone, so no other test shares the machine with it.
      name: 'editor-roundtrip',
      testMatch: ROUNDTRIP_SPECS,
      dependencies: ['chromium', 'hindi', 'subpath'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // The phone-profile specs time taps against a 1 s limit with the CPU slowed fourfold: they
      // run last, after the build above, so no unthrottled test's load is in the figure. Two of
      // them side by side leave each other room: a page slowed fourfold is idle most of the time.
      name: 'phone',
      testMatch: PHONE_SPECS,
      dependencies: ['chromium', 'hindi', 'subpath', 'editor-roundtrip'],
      workers: 2,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: [
    {
      // The shipped deploy/nginx.conf serving out/, as a static host would.
      command: 'node scripts/nginx-test.mjs',
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 20_000,
    },
    {
      // The same config serving the sub-path build under /smriti/.
      command: 'node scripts/nginx-test.mjs',
      env: { E2E_PORT: String(ports.subpath), BASE_PATH: ports.basePath, OUT_DIR: ports.outDir },
      url: `${subpathOrigin}${ports.basePath}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 20_000,
    },
    {
      // The form backend that build delivers to.
      command: 'node tests/e2e/support/form-endpoint.mjs',
      url: `http://127.0.0.1:${ports.endpoint}/__health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 10_000,
    },
  ],
});
