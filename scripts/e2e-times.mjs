#!/usr/bin/env node
// Where the end-to-end suite's time goes, read from the JSON report every Playwright run writes
// (test-results/e2e-report.json, or the file named as the first argument): the slowest tests, and
// the time summed by spec file and by project. Summed time is worker time: with two workers the
// wall clock is about half of it, and the projects that run alone (the round trip, the phone) add
// theirs whole. Playwright's own tools answer less: `reportSlowTests` names only spec files over a
// threshold, during a run, and the HTML report's Speedboard (off on CI) lists the slowest tests
// but sums the time by neither spec nor project.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const most = Number(args[args.indexOf('--most') + 1]) || 20;
const file = path.resolve(
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--most') ??
    path.join(root, 'test-results/e2e-report.json'),
);
if (!existsSync(file)) {
  console.error(`No report at ${file}: run the suite first (npm run test:e2e).`);
  process.exit(1);
}

/** @typedef {{ title: string, file: string, line: number, project: string, status: string, ms: number }} Row */
const report = JSON.parse(readFileSync(file, 'utf8'));
/** @type {Row[]} */
const rows = [];
const walk = (suite, titles) => {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const results = t.results ?? [];
      rows.push({
        title: [...here, spec.title].join(' › '),
        file: spec.file,
        line: spec.line,
        project: t.projectName,
        status: results.at(-1)?.status ?? 'skipped',
        ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
      });
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
};
for (const suite of report.suites ?? []) walk(suite, []);

const s = (ms) => (ms / 1000).toFixed(1).padStart(7);
const total = rows.reduce((sum, r) => sum + r.ms, 0);
const wall = report.stats?.duration ?? 0;
const counts = {};
for (const r of rows) counts[r.status] = (counts[r.status] ?? 0) + 1;

console.log(
  `${rows.length} tests (${Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}); worker time ${s(total).trim()} s, wall clock ${s(wall).trim()} s`,
);

console.log(`\nSlowest ${most} tests (s):`);
for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, most)) {
  console.log(`${s(r.ms)}  [${r.project}] ${r.file}:${r.line} ${r.title}`);
}

const table = (title, key) => {
  const by = new Map();
  for (const r of rows) {
    const k = key(r);
    const v = by.get(k) ?? { n: 0, ms: 0 };
    v.n += 1;
    v.ms += r.ms;
    by.set(k, v);
  }
  console.log(`\n${title}: tests, seconds, share of worker time`);
  for (const [k, v] of [...by].sort((a, b) => b[1].ms - a[1].ms)) {
    const share = total ? ((100 * v.ms) / total).toFixed(1) : '0.0';
    console.log(`${String(v.n).padStart(5)} ${s(v.ms)} ${share.padStart(5)} %  ${k}`);
  }
};
table('By spec', (r) => r.file);
table('By project', (r) => r.project);
