/**
 * Time limits for a test that must take many slow steps at once (pages compared with each other,
 * a link graph, every image of a page, a form typed key by key): the limit grows with the number
 * of steps, so a slower machine or a longer list never turns into a time-out. A check that stands
 * alone for each page is one test per page instead, under the plain limit.
 */

/** The limit every test starts with (playwright.config.ts). */
export const TEST_TIMEOUT_MS = 30_000;
const BASE_MS = TEST_TIMEOUT_MS;
/**
 * How long one assertion waits for what it expects: what a visitor waits for (a form taking over,
 * a message appearing) comes that many times later on a processor slowed by E2E_CPU_SLOWDOWN, so
 * the wait grows with it. A test's own limit does not: a test that only fits it on a fast machine
 * must show up in the slowed run.
 */
export const EXPECT_TIMEOUT_MS =
  10_000 * Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN ?? 1) || 1);
/** One page opened in the browser and read: a generous multiple of what a slow machine takes. */
export const BROWSER_VISIT_MS = 8_000;
/**
 * One accessibility analysis of a whole page (axe): on a long page and a slowed processor it takes
 * several seconds, so each one a test runs adds this to its limit (expectNoAxeViolations).
 */
export const AXE_MS = 15_000;
/** One key typed or pressed, with the page's answer to it (a re-render, a focus move). */
export const KEY_MS = 250;
/** One image scrolled into view and loaded (or its file fetched, when it is hidden). */
export const IMAGE_MS = 1_000;
/**
 * One whole build of the site (`npm run build` with the images and fonts already made: next build,
 * its type check, the pages, the postbuild step): two minutes on a quiet 2-core machine, and ten
 * when other builds and tests share its processor (as measured beside a full CI run).
 */
export const SITE_BUILD_MS = 12 * 60_000;
/**
 * One panel of a control checked in full after it changes (a room tab: its title, texts, price,
 * features and picture, about eight assertions): a busy, slowed run took 4 s for one.
 */
export const PANEL_MS = 5_000;
/**
 * The browser editor opened to its first screen: one script of over 600 KiB to parse and run,
 * several pages' worth. Slowed runs took 6–24 s for it on a quiet machine, and 27–31 s while a
 * build and another browser shared the processor.
 */
export const EDITOR_OPEN_MS = 30_000;
/** One page fetched over HTTP and read as text. */
const FETCH_MS = 1_500;

/** The limit for a test that opens `pages` pages in the browser. */
export const browserVisitsBudget = (pages: number): number => BASE_MS + pages * BROWSER_VISIT_MS;

/** The limit for a test that fetches `pages` pages over HTTP without rendering them. */
export const fetchesBudget = (pages: number): number => BASE_MS + pages * FETCH_MS;

/** The limit for a test that types `text` key by key, besides its other steps. */
export const typingBudget = (...texts: string[]): number =>
  BASE_MS + texts.join('').length * KEY_MS;
