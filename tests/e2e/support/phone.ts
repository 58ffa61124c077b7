import type { CDPSession, Locator, Page } from '@playwright/test';

/**
 * A mid-range phone on a hill-station connection: 390×844 touch screen, the CPU four times slower
 * than this machine, 150 ms latency and 1.6 Mbps down. On it the framework's scripts arrive
 * seconds after the first paint, the window in which a visitor already reads, scrolls and taps.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

export const PHONE_CPU_SLOWDOWN = 4;

/** Slows this page's CPU and network to the phone profile (Chromium's DevTools protocol). */
export async function throttleLikeAPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  return cdp;
}

/**
 * Opens `url` and returns as soon as the browser has painted content, without waiting for the
 * load event or for any script: the moment a visitor starts to act.
 */
export async function gotoFirstPaint(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await waitForFirstPaint(page);
}

export async function waitForFirstPaint(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 20, timeout: 20_000 },
  );
}

/**
 * Whether React has taken this element over. React keeps its own properties on every DOM node
 * it hydrated; this reads them from the outside, as a profiler would, so the product needs no
 * mark for the tests.
 */
export async function isHydrated(target: Locator): Promise<boolean> {
  return target.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
}

/** Waits until React has taken `target` over (see isHydrated). */
export async function waitUntilHydrated(target: Locator, timeout = 30_000): Promise<void> {
  const handle = await target.elementHandle({ timeout });
  await target
    .page()
    .waitForFunction(
      (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
      handle,
      { polling: 50, timeout },
    );
}

/**
 * Holds the framework's scripts back until `release()`: on a real phone they arrive seconds after
 * the paint, on this machine sometimes within a second. Holding them makes that window certain,
 * so a test acts in it every time, and then lets the scripts take over while it watches.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const pattern = /\/_next\/static\/.+\.js(\?|$)/;
  await page.route(pattern, async (route) => {
    await gate;
    await route.fallback();
  });
  return async () => {
    open();
  };
}
