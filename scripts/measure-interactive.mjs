#!/usr/bin/env node
// First paint → interactive on a phone, as a visitor meets it. Serves out/ (or --out DIR) and the
// floor (bench/floor/out: a text-only page of the same Next.js) with deploy/nginx.conf, loads each
// page on the phone profile (390×844 touch, CPU 4× slower, 150 ms, 1.6 Mbps, cold cache) and
// prints, as medians over --runs loads:
//   fcp          first contentful paint, from the navigation's start
//   fcp→js       from that paint until React has taken the page over (its nodes carry React's
//                properties; polled every 10 ms in the page, so ±10 ms), nothing touched
//   tapped→js    the same when the visitor taps the phone menu at the first paint
//   menu tap     from that tap to the menu being open on screen (Playwright's own round trips
//                included, so an upper bound)
//
//   node scripts/measure-interactive.mjs [--runs 3] [--out out] [--routes /,/about/] [--port 4395]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import browserConfig from './lib/chromium.cjs';
import { serveOut } from './lib/serve-out.mjs';
import { exportedRoutes, floorOut, phonePage, requireFloor } from './lib/measure-pages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'out' },
    routes: { type: 'string' },
    port: { type: 'string', default: '4395' },
  },
});
const runs = Number(args.runs);
const siteOut = path.resolve(root, args.out);
requireFloor('measure-interactive');

const routes = args.routes
  ? args.routes.split(',')
  : exportedRoutes(siteOut, { pagesOnly: true }).sort();

// Not bench/lib's median: a tap that showed nothing (Infinity) must count, and read as 'none'.
const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

const children = [];
const serve = (outDir, port) => serveOut(outDir, port, children);

// Records, inside the page, when React first owns <body>.
const watchHydration = () => {
  const check = () => {
    if (document.body && Object.keys(document.body).some((k) => k.startsWith('__reactFiber$'))) {
      window.__hydratedAt = performance.now();
      return;
    }
    setTimeout(check, 10);
  };
  check();
};

const browser = await chromium.launch({
  executablePath: browserConfig.path,
  args: browserConfig.flags,
});

async function measure(url, { tapMenu }) {
  const { context, page } = await phonePage(browser, { initScript: watchHydration });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 10, timeout: 60_000 },
  );
  let tap = null;
  if (tapMenu) {
    // The popover's toggle, or the <details> summary of builds before it.
    const toggle = page.locator('header button[popovertarget], header summary').first();
    if (await toggle.count()) {
      const t0 = Date.now();
      await toggle.tap();
      // A tap that shows nothing within 5 s is reported as no answer ('none').
      tap = await page
        .waitForFunction(
          () => document.querySelector('header :popover-open, header details[open]') !== null,
          null,
          { polling: 'raf', timeout: 5_000 },
        )
        .then(
          () => Date.now() - t0,
          () => Infinity,
        );
    }
  }
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 60_000 });
  const [fcp, hydrated] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0].startTime,
    window.__hydratedAt,
  ]);
  await context.close();
  return { fcp, js: hydrated - fcp, tap };
}

const rows = [];
try {
  const site = await serve(siteOut, Number(args.port));
  const floor = await serve(floorOut, Number(args.port) + 1);
  const targets = [['floor', `${floor}/`, false], ...routes.map((r) => [r, site + r, true])];
  for (const [name, url, hasMenu] of targets) {
    const still = [];
    const tapped = [];
    for (let i = 0; i < runs; i++) {
      still.push(await measure(url, { tapMenu: false }));
      if (hasMenu) tapped.push(await measure(url, { tapMenu: true }));
      console.error(`${name} run ${i + 1}: ${JSON.stringify([still.at(-1), tapped.at(-1)])}`);
    }
    rows.push({
      route: name,
      fcp: median(still.map((s) => s.fcp)),
      js: median(still.map((s) => s.js)),
      tappedJs: median(tapped.map((s) => s.js)),
      tap: median(tapped.map((s) => s.tap)),
    });
  }
} finally {
  await browser.close();
  for (const c of children) c.kill('SIGTERM');
}

const ms = (x) => (x == null ? '—' : x === Infinity ? 'none' : `${Math.round(x)} ms`);
console.log(
  `first paint → interactive, phone profile, median of ${runs} (${path.relative(root, siteOut)}/)`,
);
console.log('| route | fcp | fcp→js | tapped→js | menu tap → open |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.route} | ${ms(r.fcp)} | ${ms(r.js)} | ${ms(r.tappedJs)} | ${ms(r.tap)} |`);
}
