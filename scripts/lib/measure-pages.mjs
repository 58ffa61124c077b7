// What the measuring scripts (bench, bench:js, bench:tasks, bench:interactive) share: the routes
// of an export, the floor's folder, and the phone a visitor holds.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** bench/floor/out: a text-only page exported by the same Next.js, the line every row is held to. */
export const floorOut = path.join(root, 'bench/floor/out');

/** Stops `script` with the command that builds the floor, when it has not been built. */
export function requireFloor(script) {
  if (existsSync(path.join(floorOut, 'index.html'))) return;
  console.error(`${script}: build the floor first (npx next build bench/floor)`);
  process.exit(2);
}

/**
 * Every route exported into `dir` ('/', '/about/', …): each folder holding an index.html, apart
 * from the framework's own (`_next`, …); with `pagesOnly`, the 404's folder is left out too.
 */
export function exportedRoutes(dir, { pagesOnly = false } = {}) {
  const walk = (at, route) =>
    readdirSync(at, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !(pagesOnly && e.name === '404'))
      .flatMap((e) => walk(path.join(at, e.name), `${route}${e.name}/`))
      .concat(existsSync(path.join(at, 'index.html')) ? [route] : []);
  return walk(dir, '/');
}

/**
 * A fresh page on the phone profile: 390×844 touch at 2×, CPU `cpu`× slower (4× unless given),
 * 150 ms and 1.6 Mbps, cold cache. Returns the context (close it), the page, and its DevTools session.
 */
export async function phonePage(browser, { cpu = 4, initScript } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { context, page, cdp };
}
