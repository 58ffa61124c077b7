#!/usr/bin/env node
// `npm run screenshots`: every exported route at 390 px and 1440 px wide, full page, into
// docs/screenshots/, served by the same nginx config as the tests (so run `npm run build` first).
// `npm run screenshots -- /chaaya-microsite/ /projects/chaaya/` takes only the routes named.
import { chromium } from '@playwright/test';
import browserConfig from './lib/chromium.cjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');
const dest = path.join(root, 'docs/screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const WIDTHS = [390, 1440];
const { FONTS_KEY } = createRequire(import.meta.url)('./lib/first-paint.cjs');

if (!existsSync(path.join(out, 'index.html'))) {
  console.error('screenshots: out/ not found; run `npm run build` first.');
  process.exit(1);
}

// Every folder of out/ with an index.html is a route (Next's internal _not-found aside), plus 404.
function routes(dir, prefix = '/') {
  const found = existsSync(path.join(dir, 'index.html')) ? [prefix] : [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name.startsWith('_') || name === 'img' || name === 'og' || !statSync(full).isDirectory())
      continue;
    found.push(...routes(full, `${prefix}${name}/`));
  }
  return found;
}
const only = process.argv.slice(2).map((p) => (p.endsWith('/') || p === '/404' ? p : `${p}/`));
const paths = [...routes(out).sort(), '/404'].filter((p) => only.length === 0 || only.includes(p));

const server = spawn('node', [path.join(root, 'scripts/nginx-test.mjs')], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; i < 50; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

mkdirSync(dest, { recursive: true });
// Offline from third parties, as the tests run (the map card shows its fallback). Blocked by
// name resolution rather than by routing requests: Playwright turns the HTTP cache off while it
// routes, and then the cached web fonts arrive too late to be used, so each page was measured in
// the fallback faces and drawn in the web fonts, leaving a blank band under the footer.
const browser = await chromium.launch({
  executablePath: browserConfig.path,
  args: [...browserConfig.flags, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
for (const width of WIDTHS) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    reducedMotion: 'reduce',
  });
  // The faces are `font-display: optional`: if the cached files take longer than 100 ms to be
  // ready the page keeps its fallbacks, and the capture's own relayout then swaps the web fonts in,
  // drawing a page shorter than the one measured (a blank band under the footer). A returning
  // visitor's screen is what is wanted, so here the faces block until they are ready.
  await context.addInitScript(() => {
    // One stylesheet per group of faces (Latin, Devanagari), each patched as the parser adds it.
    const observer = new MutationObserver(() => {
      for (const faces of document.querySelectorAll('style[id^="web-fonts"]:not([data-shot])')) {
        faces.dataset.shot = '';
        faces.textContent = faces.textContent.replaceAll(
          'font-display:optional',
          'font-display:block',
        );
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  });
  const page = await context.newPage();
  // A returning visitor's screens: the site adds its web fonts from the second page view on (the
  // first is drawn in the sized fallbacks), so one page is opened first to cache them.
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForFunction((key) => localStorage.getItem(key), FONTS_KEY);
  // The flags the site keeps for the groups of faces it has cached.
  const flags = () =>
    page.evaluate(
      (key) =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith(key))
          .map((k) => `${k}=${localStorage.getItem(k)}`)
          .sort()
          .join(),
      FONTS_KEY,
    );
  for (const p of paths) {
    const known = await flags();
    await page.goto(base + p, { waitUntil: 'load' });
    // The first page that needs a group of faces (the Devanagari ones, on the first Hindi page)
    // fetches it after load; that page is then taken again, as a returning visitor sees it.
    await page.waitForLoadState('networkidle');
    if ((await flags()) !== known) await page.goto(base + p, { waitUntil: 'load' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    if (p === '/admin/') {
      // The editor is not React: its sign-in screen is drawn once its own script has run.
      await page
        .getByRole('button', { name: /Sign In/ })
        .first()
        .waitFor();
    } else {
      // The carousels take their final layout once React has the page (React keeps its own
      // properties on the nodes it has taken over).
      await page.waitForFunction(() =>
        Object.keys(document.body).some((k) => k.startsWith('__reactFiber$')),
      );
    }
    const name = `${p === '/' ? 'home' : p.replace(/^\/|\/$/g, '').replace(/\//g, '-')}-${width}.jpg`;
    await page.screenshot({
      path: path.join(dest, name),
      fullPage: true,
      type: 'jpeg',
      quality: 60,
    });
    console.log(`docs/screenshots/${name}`);
  }
  await context.close();
}
await browser.close();
stop();
