#!/usr/bin/env node
// Where a slow phone's blocking time goes, read from the browser's own trace rather than
// Lighthouse's model. Serves out/ (or --out DIR) and the floor (bench/floor/out: a text-only page
// of the same Next.js) with deploy/nginx.conf, loads each page on the phone profile (390×844 touch,
// CPU --cpu× slower, 150 ms, 1.6 Mbps, cold cache), and prints medians over --runs loads of:
//   fcp      first contentful paint
//   tbt      every task's time over 50 ms after that paint (Lighthouse's TBT, read from the trace)
//   longest  the longest of those tasks
//   and the tbt split by what fills each task: the HTML parser, the framework's scripts evaluated,
//   calls into them (hydration, effects), the document's style and layout, and the rest.
//
//   node scripts/measure-tasks.mjs [--runs 3] [--cpu 4] [--out out] [--routes /,/hi/] [--port 4397]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import browserConfig from './lib/chromium.cjs';
import { serveOut } from './lib/serve-out.mjs';
import { exportedRoutes, floorOut, phonePage, requireFloor } from './lib/measure-pages.mjs';
import { blockingByKind, formatTable, int, median } from './bench/lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    out: { type: 'string', default: 'out' },
    routes: { type: 'string' },
    port: { type: 'string', default: '4397' },
  },
});
const runs = Number(args.runs);
const cpu = Number(args.cpu);
const siteOut = path.resolve(root, args.out);
requireFloor('measure-tasks');

const routes = args.routes
  ? args.routes.split(',')
  : exportedRoutes(siteOut, { pagesOnly: true }).sort();

const browser = await chromium.launch({
  executablePath: browserConfig.path,
  args: browserConfig.flags,
});

async function measure(url) {
  const { context, page, cdp } = await phonePage(browser, { cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    },
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // What the scripts do after the load event (islands, idle imports) counts too.
  await page.waitForTimeout(5000);
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${url}`);
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`));
  return {
    fcp: paint,
    ...blockingByKind(onMain, fcp.ts),
  };
}

const KINDS = ['parse', 'eval', 'react', 'style', 'other'];
const rows = [];
const children = [];
try {
  const site = await serveOut(siteOut, Number(args.port), children);
  const floor = await serveOut(floorOut, Number(args.port) + 1, children);
  for (const [name, url] of [['floor', `${floor}/`], ...routes.map((r) => [r, site + r])]) {
    const loads = [];
    for (let i = 0; i < runs; i++) {
      loads.push(await measure(url));
      const l = loads.at(-1);
      console.error(`${name} run ${i + 1}: ${KINDS.map((k) => `${k} ${int(l[k])}`).join(', ')}`);
    }
    const mid = (key) => int(median(loads.map((l) => l[key])));
    rows.push([name, mid('fcp'), mid('total'), mid('longest'), ...KINDS.map(mid)]);
  }
} finally {
  await browser.close();
  for (const c of children) c.kill('SIGTERM');
}

console.log(
  `blocking time after the first paint by kind, ms, phone profile at ${cpu}× CPU, ` +
    `median of ${runs} (${path.relative(root, siteOut)}/)`,
);
console.log(
  formatTable(['route', 'fcp', 'tbt', 'longest', 'parse', 'eval', 'react', 'style', 'other'], rows),
);
