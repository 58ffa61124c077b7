#!/usr/bin/env node
// `npm run bench:js`: the script column of `npm run bench` without Lighthouse, in a second: for
// every exported page, the gzip size of the scripts it loads and its ratio to the floor page
// (bench/floor), measured exactly as the bench measures them (scripts/bench/lib.mjs).
//   node scripts/script-sizes.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GOAL, ISLAND_ROUTES, kib, localAssetPath, scriptSources } from './bench/lib.mjs';
import { exportedRoutes, floorOut } from './lib/measure-pages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const siteOut = path.join(root, 'out');
for (const dir of [siteOut, floorOut]) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${path.relative(root, dir)}/index.html not found: build it first.`);
    process.exit(1);
  }
}

const bytes = (outDir, route) => {
  const file = path.join(outDir, route === '/404/' ? '404.html' : `${route}index.html`);
  return scriptSources(readFileSync(file, 'utf8'))
    .map((src) => localAssetPath(route, src))
    .filter((rel) => rel != null)
    .reduce((sum, rel) => sum + gzipSync(readFileSync(path.join(outDir, rel))).length, 0);
};

const floor = bytes(floorOut, '/');
const rows = [...exportedRoutes(siteOut).filter((r) => r !== '/404/'), '/404/']
  .sort()
  .map((route) => {
    const key = route === '/' ? route : route.slice(0, -1);
    const js = bytes(siteOut, route);
    const limit = ISLAND_ROUTES.has(key) ? GOAL.jsWithIslands : GOAL.js;
    return { key, js, ratio: js / floor, limit };
  });
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ floor, rows }, null, 2));
} else {
  console.log(`floor ${kib(floor)} KiB`);
  for (const r of rows) {
    const miss = r.ratio > r.limit ? `  over ${r.limit}×` : '';
    console.log(`${r.key.padEnd(28)} ${kib(r.js).padStart(6)} KiB  ${r.ratio.toFixed(2)}×${miss}`);
  }
}
