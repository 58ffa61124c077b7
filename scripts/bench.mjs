#!/usr/bin/env node
// `npm run bench`: Lighthouse 13 (mobile defaults) on every route of the exported site, served by
// nginx with deploy/nginx.conf, next to a floor row (bench/floor: a text-only page exported by the
// same Next.js) measured in the same run, under simulated and real (devtools) throttling. Prints
// one table to stdout with the goal checks and the change since the last run, and writes
// bench/results.json. Progress and build logs go to stderr.
//
//   npm run bench -- [--runs 3] [--methods simulate,devtools] [--routes /,/about] [--reuse]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  failingAudits,
  formatTable,
  int,
  kib,
  localAssetPath,
  medianSummary,
  ms,
  ratio,
  routePathsFromSource,
  scriptSources,
  secs,
  signed,
  summarizeLhr,
  targetNotes,
  times,
} from './bench/lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const siteOut = path.join(root, 'out');
const floorDir = path.join(root, 'bench/floor');
const floorOut = path.join(floorDir, 'out');
const resultsFile = path.join(root, 'bench/results.json');
const FLOOR = 'floor';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only the two local servers are reachable: every host name fails to resolve (127.0.0.1 is an
  // address, not a name, so it is untouched). The pages need nothing else; the lazy map iframe
  // simply fails, as it does offline.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const log = (...a) => console.error(...a);

function usage(code) {
  log(`Usage: npm run bench -- [options]
  --runs N          Lighthouse runs per row and method; the tables show medians (default 3)
  --methods M,N     Lighthouse throttling: simulate, devtools or both (default simulate,devtools)
  --routes /,/a     only these routes (default: every route in content/routes.ts, and /404)
  --reuse           use out/ and bench/floor/out/ as they are
  --build           rebuild both first (default: rebuild whichever is missing or older than its sources)
  --port P          the site's nginx port (default: BENCH_PORT or a free port); the floor's is free
  --lhr-dir DIR     also write every run's full Lighthouse JSON into DIR`);
  process.exit(code);
}

let args;
try {
  args = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      methods: { type: 'string', default: 'simulate,devtools' },
      routes: { type: 'string' },
      reuse: { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.BENCH_PORT },
      'lhr-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (e) {
  log(e instanceof Error ? e.message : e);
  usage(2);
}
if (args.help) usage(0);
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  log('--runs must be a positive integer');
  usage(2);
}
const methods = args.methods
  .split(',')
  .map((m) => m.trim())
  .filter(Boolean);
if (methods.length === 0 || methods.some((m) => !['simulate', 'devtools'].includes(m))) {
  log('--methods takes simulate, devtools or both');
  usage(2);
}
if (args['lhr-dir']) mkdirSync(args['lhr-dir'], { recursive: true });
if (args.reuse && args.build) {
  log('--reuse and --build exclude each other');
  usage(2);
}

// ---------------------------------------------------------------------------------------------
// Builds

function newestMtime(p, skip = new Set()) {
  if (!existsSync(p) || skip.has(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e), skip));
  return newest;
}

function isFresh(outDir, sources, skip) {
  const index = path.join(outDir, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return sources.every((s) => newestMtime(path.join(root, s), skip) <= built);
}

function run(cmd, argv, what) {
  log(`bench: ${what}`);
  const t = Date.now();
  // Build output goes to stderr: stdout is the table.
  const r = spawnSync(cmd, argv, {
    cwd: root,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) {
    log(`bench: ${what} failed`);
    process.exit(1);
  }
  log(`bench: ${what} took ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

const nextPkg = path.relative(root, require.resolve('next/package.json'));
const generated = new Set(
  ['content/generated', 'public/img', 'public/og'].map((p) => path.join(root, p)),
);
const siteSources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts/images.mjs',
  'scripts/fonts.mjs',
  'scripts/postbuild.mjs',
  'scripts/lib',
  'scripts/placeholder-art.mjs',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  nextPkg,
];
const floorSources = [
  'bench/floor/app',
  'bench/floor/next.config.mjs',
  'bench/floor/tsconfig.json',
  nextPkg,
];

function ensureBuilt() {
  const site = args.build || (!args.reuse && !isFresh(siteOut, siteSources, generated));
  const floor = args.build || (!args.reuse && !isFresh(floorOut, floorSources, new Set()));
  if (site) run('npm', ['run', 'build'], 'building the site (npm run build)');
  if (floor) {
    const nextBin = require.resolve('next/dist/bin/next');
    run(process.execPath, [nextBin, 'build', 'bench/floor'], 'building the floor (bench/floor)');
  }
  for (const [dir, what] of [
    [siteOut, 'out/ (npm run build)'],
    [floorOut, 'bench/floor/out/'],
  ]) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      log(`bench: ${what} has no index.html; run without --reuse to build it`);
      process.exit(1);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// First-visit JavaScript, from the exported files

// The 404 page is measured as a visitor meets it: an unknown address answered with 404.html.
const NOT_FOUND = '/404';
const NOT_FOUND_URL = '/no-such-page/';

function pageFile(outDir, route) {
  if (route === NOT_FOUND) return path.join(outDir, '404.html');
  return path.join(outDir, route.replace(/^\/+/, ''), 'index.html');
}

function firstVisitJs(outDir, route) {
  const html = readFileSync(pageFile(outDir, route), 'utf8');
  const scripts = scriptSources(html).map((src) => {
    const rel = localAssetPath(route, src);
    if (rel == null) return { src, offsite: true, bytes: null, gzip: null };
    const file = path.join(outDir, rel);
    if (!existsSync(file)) {
      log(`bench: ${route} references ${src}, which is not in ${path.relative(root, outDir)}/`);
      return { src, missing: true, bytes: null, gzip: null };
    }
    const buf = readFileSync(file);
    // zlib's default level, as a CDN would serve it (nginx's default level 1 is a little larger;
    // the Lighthouse columns show what nginx actually sent).
    return { src, bytes: buf.length, gzip: gzipSync(buf).length };
  });
  const sum = (k) => scripts.reduce((s, x) => s + (x[k] ?? 0), 0);
  return { gzip: sum('gzip'), bytes: sum('bytes'), scripts };
}

// ---------------------------------------------------------------------------------------------
// Servers

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

const servers = [];
const gone = (child) => child.exitCode != null || child.signalCode != null;
let stopping = false;

function startNginx(server) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/nginx-test.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(server.port), OUT_DIR: server.outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server.child = child;
  server.exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', (code, signal) => {
    if (!stopping) log(`bench: nginx for ${server.name} exited (${signal ?? code})`);
  });
}

async function waitUntilServing(server, timeout) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (gone(server.child)) return false;
    try {
      if ((await fetch(`${server.base}/`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function serve(outDir, port, name) {
  if (!(await portFree(port))) throw new Error(`port ${port} is in use; pick another with --port`);
  const server = { outDir, port, name, base: `http://127.0.0.1:${port}` };
  servers.push(server);
  startNginx(server);
  if (!(await waitUntilServing(server, 15_000)))
    throw new Error(`nginx for ${name} did not come up on port ${port}`);
  log(`bench: ${name} served by nginx at ${server.base}/`);
  return server;
}

/** Restarts a server that went away mid-run (the machine is shared), rather than losing rows. */
async function ensureServing(server) {
  const alive = !gone(server.child);
  if (alive && (await waitUntilServing(server, 2_000))) return;
  log(`bench: ${server.name} is not answering; restarting nginx on port ${server.port}`);
  if (alive) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (!(await portFree(server.port)))
    throw new Error(`port ${server.port} was taken by another process mid-run`);
  startNginx(server);
  if (!(await waitUntilServing(server, 15_000)))
    throw new Error(`nginx for ${server.name} did not come back on port ${server.port}`);
}

let chrome = null;

async function cleanup() {
  stopping = true;
  if (chrome) {
    const c = chrome;
    chrome = null;
    await Promise.resolve(c.kill()).catch(() => {});
  }
  for (const s of servers.splice(0)) {
    if (!s.child) continue;
    if (!gone(s.child)) s.child.kill('SIGTERM');
    await s.exited;
  }
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    log(`bench: ${sig}, stopping`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function audit(url, method) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod: method,
    // The 404 row's document is meant to answer 404.
    ignoreStatusCode: true,
    // Simulated runs score all five categories; a real throttled load is for the metrics only.
    ...(method === 'devtools' ? { onlyCategories: ['performance'] } : {}),
    // Saves a second or more a run; no score reads the full-page screenshot.
    disableFullPageScreenshot: true,
    // Every run is a first visit: Lighthouse empties the HTTP cache but by default keeps local
    // storage, where the site notes that its fonts are cached (a state no real visitor can be in
    // with an empty cache).
    clearStorageTypes: [
      'file_systems',
      'shader_cache',
      'service_workers',
      'cache_storage',
      'local_storage',
    ],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** One Lighthouse run; measured again once if nginx died under it (its numbers would be wrong). */
async function measure(row, method) {
  for (let attempt = 1; ; attempt++) {
    await ensureServing(row.server);
    const child = row.server.child;
    try {
      const lhr = await audit(row.url, method);
      if (!gone(child)) return lhr;
      if (attempt >= 2) throw new Error(`nginx for ${row.server.name} went away during the run`);
    } catch (e) {
      if (!gone(child) || attempt >= 2) throw e;
    }
    log(
      `bench: nginx for ${row.server.name} went away during the run; measuring ${row.label} again`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

const started = Date.now();
const allRoutes = routePathsFromSource(readFileSync(path.join(root, 'content/routes.ts'), 'utf8'));
if (allRoutes.length === 0) {
  log('bench: found no routes in content/routes.ts');
  process.exit(1);
}
let routes = allRoutes;
if (args.routes) {
  const wanted = args.routes
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => (r.length > 1 ? r.replace(/\/+$/, '') : r));
  const unknown = wanted.filter((r) => !allRoutes.includes(r) && r !== NOT_FOUND);
  if (unknown.length) {
    log(`bench: unknown route(s) ${unknown.join(', ')}; routes are ${allRoutes.join(' ')}`);
    process.exit(2);
  }
  routes = wanted;
}

ensureBuilt();

const rows = [
  { key: FLOOR, label: 'floor (bench/floor)', outDir: floorOut, route: '/' },
  ...[...routes, NOT_FOUND]
    .filter((r, i, all) => all.indexOf(r) === i)
    .filter((r) => r !== NOT_FOUND || !args.routes || routes.includes(NOT_FOUND))
    .map((r) => ({ key: r, label: r === NOT_FOUND ? '404' : r, outDir: siteOut, route: r })),
];
for (const row of rows) {
  if (!existsSync(pageFile(row.outDir, row.route))) {
    log(`bench: ${row.route} is in content/routes.ts but not in out/; rebuild with --build`);
    process.exit(1);
  }
  row.js = firstVisitJs(row.outDir, row.route);
  row.by = Object.fromEntries(methods.map((m) => [m, { runs: [], errors: [] }]));
}

const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;
let lighthouseVersion = null;
let userAgent = null;
const benchmarkIndexes = [];
const warnings = new Set();

try {
  const sitePort = args.port ? Number(args.port) : await freePort();
  const siteServer = await serve(siteOut, sitePort, 'out/');
  const floorServer = await serve(floorOut, await freePort(), 'bench/floor/out/');
  for (const row of rows) {
    row.server = row.key === FLOOR ? floorServer : siteServer;
    const at = row.route === NOT_FOUND ? NOT_FOUND_URL : row.route === '/' ? '/' : `${row.route}/`;
    row.url = `${row.server.base}${at}`;
  }

  // The floor is measured at the start and at the end of every pass, so a machine that grows
  // busier during the run moves the reference too.
  const perPass = rows.length + 1;
  const total = runs * perPass * methods.length;
  let done = 0;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  for (const method of methods) {
    // The first Lighthouse run in a fresh browser, or after a change of throttling, is markedly
    // slower (TBT up to 10× here): run one that is not counted.
    log(`bench: ${method}: warm-up run (not counted)`);
    await ensureServing(rows[0].server);
    await audit(rows[0].url, method).catch((e) => log(`bench: warm-up failed: ${e.message ?? e}`));
    for (let pass = 0; pass < runs; pass++) {
      // Rotate the routes each pass so that no row always follows the same neighbour.
      const site = rows.slice(1);
      const order = [rows[0], ...site.map((_, i) => site[(i + pass) % site.length]), rows[0]];
      for (const [slot, row] of order.entries()) {
        done++;
        const t = Date.now();
        const bucket = row.by[method];
        try {
          const lhr = await measure(row, method);
          if (args['lhr-dir']) {
            const base = row.key === FLOOR ? `floor-${slot === 0 ? 'a' : 'b'}` : row.key;
            const name = `${method}${base.replace(/\//g, '_')}-${pass + 1}.json`;
            writeFileSync(path.join(args['lhr-dir'], name), JSON.stringify(lhr));
          }
          lighthouseVersion = lhr.lighthouseVersion;
          userAgent = lhr.environment?.hostUserAgent ?? userAgent;
          if (typeof lhr.environment?.benchmarkIndex === 'number')
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          for (const w of lhr.runWarnings ?? []) warnings.add(`${row.label}: ${w}`);
          const s = summarizeLhr(lhr);
          bucket.runs.push(s);
          if (s.offsite.length) log(`  note: ${row.label} requested ${s.offsite.join(', ')}`);
          log(
            `[${done}/${total}] ${method} pass ${pass + 1} ${row.label}: perf ${int(s.scores.performance)}, ` +
              `LCP ${secs(s.lcp)} s, TBT ${ms(s.tbt)} ms, CLS ${s.cls?.toFixed(3) ?? '—'} ` +
              `(${((Date.now() - t) / 1000).toFixed(1)} s)`,
          );
        } catch (e) {
          const msg = e instanceof Error ? e.message : String(e);
          bucket.errors.push(msg);
          log(`[${done}/${total}] ${method} pass ${pass + 1} ${row.label}: FAILED ${msg}`);
        }
      }
    }
  }
} finally {
  await cleanup();
}

// ---------------------------------------------------------------------------------------------
// Report

const floor = rows[0];
for (const method of methods) {
  for (const row of rows) {
    const b = row.by[method];
    b.median = b.runs.length ? medianSummary(b.runs) : null;
    b.ratios = {
      js: ratio(row.js.gzip, floor.js.gzip),
      lcp: ratio(b.median?.lcp, floor.by[method].median?.lcp),
      tbt: ratio(b.median?.tbt, floor.by[method].median?.tbt),
    };
  }
}

const header = ['Route'];
for (const m of methods) {
  const tag = m === 'simulate' ? 'sim' : 'dev';
  header.push(`Perf ${tag}`, `LCP s ${tag}`, `TBT ms ${tag}`, `CLS ${tag}`);
}
header.push('JS KiB', 'JS×', 'total KiB');
const table = rows.map((r) => {
  const cells = [r.label];
  for (const m of methods) {
    const med = r.by[m].median;
    cells.push(
      int(med?.scores.performance),
      secs(med?.lcp),
      ms(med?.tbt),
      med?.cls == null ? '—' : med.cls.toFixed(3),
    );
  }
  cells.push(
    kib(r.js.gzip),
    r.key === FLOOR ? '1.00×' : times(r.by[methods[0]].ratios.js),
    kib(r.by[methods[0]].median?.totalBytes),
  );
  return cells;
});

const elapsed = (Date.now() - started) / 1000;
const bi = benchmarkIndexes.length
  ? Math.round(benchmarkIndexes.reduce((a, b) => a + b, 0) / benchmarkIndexes.length)
  : null;
console.log(
  `Lighthouse ${lighthouseVersion ?? '?'}, mobile (412 px), median of ${runs} run(s) per row ` +
    `(the floor: ${runs * 2}, at the start and end of each pass); sim = simulated throttling, ` +
    `dev = a real throttled load (devtools). JS = gzip of the scripts each page loads ` +
    `(noModule skipped); total = bytes transferred during the ${methods[0]} load.`,
);
console.log(formatTable(header, table));
for (const m of methods)
  for (const r of rows.filter((x) => x.by[m].errors.length))
    console.log(`! ${m} ${r.label}: ${r.by[m].errors.length} failed run(s): ${r.by[m].errors[0]}`);
for (const m of methods) {
  const notes = targetNotes(
    rows.map((r) => ({ key: r.key, median: r.by[m].median, ratios: r.by[m].ratios })),
    FLOOR,
  );
  if (notes.length) {
    console.log(`\nAgainst the goal, ${m}:`);
    for (const n of notes) console.log(`  ${n}`);
  }
}

const why = rows
  .map((r) => [r.label, failingAudits(r.by.simulate?.runs ?? [])])
  .filter(([, ids]) => ids.length);
if (why.length) {
  console.log('\nAudits failing in the median-or-worse of runs (A11y, BP, SEO, agentic):');
  for (const [label, ids] of why) console.log(`  ${label}: ${ids.join(', ')}`);
}

if (previous?.rows && previous.methods) {
  const prev = new Map(previous.rows.map((r) => [r.key, r]));
  const dRows = rows
    .filter((r) => prev.has(r.key))
    .map((r) => {
      const p = prev.get(r.key);
      const cells = [r.label];
      for (const m of methods) {
        const cur = r.by[m].median;
        const was = p.by?.[m]?.median;
        cells.push(
          signed(cur?.scores.performance, was?.scores.performance, (d) => int(d)),
          signed(cur?.lcp, was?.lcp, secs, 5),
          signed(cur?.tbt, was?.tbt, ms, 0.5),
          signed(cur?.cls, was?.cls, (d) => d.toFixed(3), 0.0005),
        );
      }
      cells.push(
        signed(r.js.gzip, p.js?.gzip, kib, 51),
        '',
        signed(
          r.by[methods[0]].median?.totalBytes,
          p.by?.[methods[0]]?.median?.totalBytes,
          kib,
          51,
        ),
      );
      return cells;
    });
  if (dRows.length) {
    console.log(
      `\nChange since the last run (${previous.date}, ${previous.runs} run(s)); blank = unchanged:`,
    );
    console.log(formatTable(header, dRows));
  }
}

for (const w of warnings) log(`lighthouse warning: ${w}`);
log(
  `bench: ${rows.length} rows × ${runs} run(s) × ${methods.length} method(s) in ${elapsed.toFixed(0)} s` +
    (bi ? `; Lighthouse benchmarkIndex ≈ ${bi} (lower = busier machine)` : ''),
);

if (rows.every((r) => methods.every((m) => r.by[m].runs.length === 0))) {
  log(`bench: every run failed; ${path.relative(root, resultsFile)} left as it was`);
  process.exit(1);
}
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      methods,
      seconds: Math.round(elapsed),
      lighthouseVersion,
      nextVersion: JSON.parse(readFileSync(path.join(root, nextPkg), 'utf8')).version,
      userAgent,
      benchmarkIndex: bi,
      rows: rows.map((r) => ({ key: r.key, url: r.url, js: r.js, by: r.by })),
    },
    null,
    2,
  )}\n`,
);
log(`bench: wrote ${path.relative(root, resultsFile)}`);
