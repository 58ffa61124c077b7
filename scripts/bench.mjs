#!/usr/bin/env node
// `npm run bench`: Lighthouse 13 (mobile, 412 px) on every page of out/ and the 404, served by
// nginx with deploy/nginx.conf, beside a floor row (bench/floor: a text-only page exported by the
// same Next.js) measured at the start and end of every pass, under simulated and real (devtools)
// throttling. Prints the medians and the goal checks to stdout, writes bench/results.json;
// progress goes to stderr.
//
//   npm run bench -- [--runs 3] [--methods simulate,devtools] [--routes /,/about] [--cpu 4] [--build]
//
// --cpu sets Lighthouse's CPU slowdown (4, its mobile default): 8 shows on a fast machine what
// hydration costs a slow phone, which the default hides there.
// Both rows are served as deploy/nginx.conf serves the site, over HTTPS and HTTP/2 (a throwaway
// certificate); --http1 serves them over plain HTTP/1.1, as the bench did until 2026-11-28.
// Over HTTP/1.1 Lighthouse's simulation spreads a page's first requests over several connections,
// each starting cold (a 150 ms handshake and slow start), so an HTTP/1.1 bench charges a photo
// page's hero image and scripts a cost its visitors, on HTTP/2, never pay.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromium from './lib/chromium.cjs';
import { serveOut } from './lib/serve-out.mjs';
import { exportedRoutes, floorOut } from './lib/measure-pages.mjs';
import {
  formatTable,
  goalNotes,
  int,
  kib,
  localAssetPath,
  median,
  medianSummary,
  scriptSources,
  secs,
  summarizeLhr,
} from './bench/lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const siteOut = path.join(root, 'out');
const log = (...a) => console.error(...a);

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    methods: { type: 'string', default: 'simulate,devtools' },
    routes: { type: 'string' },
    build: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4390' },
    'lhr-dir': { type: 'string' },
    cpu: { type: 'string', default: '4' },
    http1: { type: 'boolean', default: false },
  },
});
const cpu = Number(args.cpu);
const runs = Number(args.runs);
const methods = args.methods.split(',').filter(Boolean);
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  !methods.every((m) => m === 'simulate' || m === 'devtools') ||
  !(cpu >= 1)
) {
  log('usage: npm run bench -- [--runs N] [--methods simulate,devtools] [--routes /,/a] [--build]');
  log('       [--port P (the site; the floor gets P+1)] [--lhr-dir DIR (every full report)]');
  log('       [--cpu N (CPU slowdown, 4 by default)] [--http1 (plain HTTP/1.1, not HTTPS + h2)]');
  process.exit(2);
}

// Builds: whichever is missing, or both with --build. Build output goes to stderr.
function run(what, cmd, argv) {
  log(`bench: ${what}`);
  const r = spawnSync(cmd, argv, { cwd: root, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) throw new Error(`${what} failed`);
}
if (args.build || !existsSync(path.join(siteOut, 'index.html')))
  run('building the site', 'npm', ['run', 'build']);
if (args.build || !existsSync(path.join(floorOut, 'index.html')))
  run('building the floor', 'npx', ['next', 'build', 'bench/floor']);

// Rows: the floor, then every exported page (or those asked for), then the 404 as a visitor meets
// it: an unknown address answered with 404.html.
// The Hindi edition shares every component and script with the English one, so two of its pages
// stand for it: the home page and the microsite (the heaviest), in their Devanagari type.
const HINDI_ROWS = ['/hi/', '/hi/chaaya-microsite/'];
const routes = args.routes
  ? args.routes.split(',').map((r) => r.replace(/\/*$/, '/'))
  : [
      ...exportedRoutes(siteOut)
        .filter((r) => r !== '/404/' && !r.startsWith('/hi/'))
        .sort(),
      ...HINDI_ROWS,
      '/404/',
    ];
// A Hindi row costs what laying out Devanagari costs in the face the browser finds. Guests'
// phones are mostly Android, whose Devanagari face is Noto Sans Devanagari (the Hindi stacks name
// it); measured in another face (Lohit, Debian's other Devanagari package), the rows show a cost
// no guest pays.
const ANDROID_DEVANAGARI = 'Noto Sans Devanagari';
const devanagariFaces = (
  spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).stdout ?? ''
)
  .split('\n')
  .map((f) => f.trim())
  .filter(Boolean);
const hindiFaceNote = devanagariFaces.includes(ANDROID_DEVANAGARI)
  ? `Hindi rows: body text in ${ANDROID_DEVANAGARI}, the face Android phones have.`
  : `! Hindi rows: ${ANDROID_DEVANAGARI} (Android's Devanagari face) is not installed here, so ` +
    `Chromium lays Hindi out in ${devanagariFaces.join(', ') || 'no face at all'}; install it ` +
    `(Debian: apt-get install fonts-noto-core) for figures a guest's phone would give.`;
const hasHindiRows = routes.some((r) => r.startsWith('/hi/'));
if (hasHindiRows) log(`bench: ${hindiFaceNote}`);

const row = (key, outDir, route) => {
  const file = path.join(outDir, route === '/404/' ? '404.html' : `${route}index.html`);
  if (!existsSync(file)) throw new Error(`${route} is not in ${path.relative(root, outDir)}/`);
  // First-visit JS: zlib's default level over each script the page loads, as a CDN serves it.
  const js = scriptSources(readFileSync(file, 'utf8'))
    .map((src) => localAssetPath(route, src))
    .filter((rel) => rel != null)
    .reduce((sum, rel) => sum + gzipSync(readFileSync(path.join(outDir, rel))).length, 0);
  return { key, route, outDir, js, by: {} };
};
const floor = row('floor', floorOut, '/');
const rows = [floor, ...routes.map((r) => row(r === '/' ? r : r.slice(0, -1), siteOut, r))];

const children = [];
let chrome;
const serve = (outDir, port) => serveOut(outDir, port, children, { tls: !args.http1 });
async function stop() {
  await chrome?.kill();
  for (const c of children) c.kill('SIGTERM');
}
process.on('SIGINT', () => stop().finally(() => process.exit(130)));

const started = Date.now();
let lighthouseVersion;
// Lighthouse's estimate of the machine's speed at each run: the same page and slowdown give
// different figures on a machine twice as fast, so a table is read with the index it was made at.
const benchmarkIndexes = [];
try {
  const siteBase = await serve(siteOut, Number(args.port));
  floor.url = `${await serve(floorOut, Number(args.port) + 1)}/`;
  for (const r of rows.slice(1))
    r.url = `${siteBase}${r.route === '/404/' ? '/no-such-page/' : r.route}`;
  chrome = await chromeLauncher.launch({
    chromePath: chromium.path,
    chromeFlags: [
      '--headless=new',
      ...chromium.flags,
      // The local servers' throwaway certificate.
      '--ignore-certificate-errors',
      // Only the two local servers answer: the pages need nothing else (the lazy map fails, as
      // it does offline).
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  if (args['lhr-dir']) mkdirSync(args['lhr-dir'], { recursive: true });
  const audit = async (url, method) => {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      throttlingMethod: method,
      throttling: { cpuSlowdownMultiplier: cpu },
      onlyCategories: ['performance'],
      ignoreStatusCode: true, // the 404 row answers 404 by design
      disableFullPageScreenshot: true,
      // Every run is a first visit: Lighthouse empties the HTTP cache but by default keeps local
      // storage, where the site notes that its fonts are cached (a state no real visitor with an
      // empty cache is in).
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        'local_storage',
      ],
    });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    return lhr;
  };
  const total = methods.length * runs * (rows.length + 1);
  let done = 0;
  for (const method of methods) {
    // The first run in a fresh browser or after a change of throttling is markedly slower (TBT
    // up to 10× here): one run that does not count.
    await audit(floor.url, method).catch((e) => log(`bench: warm-up failed: ${e.message}`));
    for (let pass = 0; pass < runs; pass++) {
      // The floor opens and closes every pass, so a machine growing busier moves it too; the
      // routes rotate so that no row always follows the same neighbour.
      const site = rows.slice(1);
      const order = [floor, ...site.map((_, i) => site[(i + pass) % site.length]), floor];
      for (const r of order) {
        const bucket = (r.by[method] ??= { runs: [], errors: [] });
        const label = `[${++done}/${total}] ${method} pass ${pass + 1} ${r.key}`;
        try {
          // A busy machine now and then loses a trace (NO_NAVSTART): measure once more.
          const lhr = await audit(r.url, method).catch(() => audit(r.url, method));
          const s = summarizeLhr(lhr);
          bucket.runs.push(s);
          if (args['lhr-dir']) {
            const name = `${method}-${r.key.replace(/\//g, '_')}-${pass + 1}-${done}.json`;
            writeFileSync(path.join(args['lhr-dir'], name), JSON.stringify(lhr));
          }
          log(`${label}: perf ${s.perf}, LCP ${secs(s.lcp)} s, TBT ${int(s.tbt)} ms, CLS ${s.cls}`);
        } catch (e) {
          bucket.errors.push(String(e.message ?? e));
          log(`${label}: FAILED ${e.message ?? e}`);
        }
      }
    }
  }
} finally {
  await stop();
}

// Report
const served = args.http1 ? 'over HTTP/1.1' : 'over HTTPS and HTTP/2, as deployed';
for (const r of rows) for (const m of methods) r.by[m].median = medianSummary(r.by[m].runs);
const header = ['Route'];
for (const m of methods.map((x) => (x === 'simulate' ? 'sim' : 'dev')))
  header.push(`Perf ${m}`, `LCP s ${m}`, `TBT ms ${m}`, `CLS ${m}`);
header.push('JS KiB', 'JS×', 'total KiB');
const label = (r) => (r === floor ? 'floor (bench/floor)' : r.key === '/404' ? '404' : r.key);
const table = rows.map((r) => [
  label(r),
  ...methods.flatMap((m) => {
    const med = r.by[m].median;
    return [int(med?.perf), secs(med?.lcp), int(med?.tbt), med?.cls?.toFixed(3) ?? '—'];
  }),
  kib(r.js),
  `${(r.js / floor.js).toFixed(2)}×`,
  kib(r.by[methods[0]].median?.bytes),
]);
console.log(
  `Lighthouse ${lighthouseVersion ?? '?'}, mobile (412 px), median of ${runs} run(s) per row (the ` +
    `floor: ${runs * 2}, at the start and end of each pass), CPU slowed ${cpu}×; sim = simulated ` +
    `throttling, dev = a ` +
    `real throttled load. JS = gzip of the scripts each page loads (noModule skipped); total = ` +
    `bytes transferred during the ${methods[0]} load. Served ${served}.`,
);
console.log(formatTable(header, table));
if (benchmarkIndexes.length) {
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  console.log(
    `Machine: Lighthouse benchmark index ${int(median(benchmarkIndexes))} (median; ` +
      `${int(sorted[0])}–${int(sorted.at(-1))} over ${sorted.length} runs).`,
  );
}
if (hasHindiRows) console.log(hindiFaceNote);
// Where each page's main-thread time goes, the figures to read before changing code: TBT, the
// longest task, script evaluation and style/layout (Lighthouse's main-thread breakdown).
const workHeader = ['Route'];
for (const m of methods.map((x) => (x === 'simulate' ? 'sim' : 'dev')))
  workHeader.push(`TBT ${m}`, `longest ${m}`, `script ${m}`, `style+layout ${m}`);
console.log(`\nMain-thread work, ms (medians, same runs):`);
console.log(
  formatTable(
    workHeader,
    rows.map((r) => [
      label(r),
      ...methods.flatMap((m) => {
        const med = r.by[m].median;
        return [int(med?.tbt), int(med?.longest), int(med?.script), int(med?.style)];
      }),
    ]),
  ),
);
for (const m of methods) {
  for (const r of rows.filter((x) => x.by[m].errors.length))
    console.log(`! ${m} ${r.key}: ${r.by[m].errors.length} failed run(s): ${r.by[m].errors[0]}`);
  const site = rows
    .slice(1)
    .map((r) => ({ key: r.key, median: r.by[m].median, jsRatio: r.js / floor.js }));
  console.log(`\nAgainst the goal, ${m}:`);
  for (const note of goalNotes(floor.by[m].median, site)) console.log(`  ${note}`);
}

const seconds = Math.round((Date.now() - started) / 1000);
log(`bench: ${rows.length} rows × ${runs} run(s) × ${methods.length} method(s) in ${seconds} s`);
if (rows.every((r) => methods.every((m) => r.by[m].runs.length === 0))) {
  log('bench: every run failed; bench/results.json left as it was');
  process.exit(1);
}
const results = {
  date: new Date().toISOString(),
  runs,
  methods,
  cpu,
  seconds,
  lighthouseVersion,
  benchmarkIndexes,
  served,
};
results.rows = rows.map(({ key, url, js, by }) => ({ key, url, js, by }));
// One file per slowdown, so a run at 8× never overwrites the 4× figures it is read beside.
const resultsFile = `bench/results${cpu === 4 ? '' : `-cpu${cpu}`}.json`;
writeFileSync(path.join(root, resultsFile), `${JSON.stringify(results, null, 2)}\n`);
log(`bench: wrote ${resultsFile}`);
