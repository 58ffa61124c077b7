#!/usr/bin/env node
/*
 * The longest chain of imports inside lib/, and any cycle: how deep a newcomer must follow the
 * imports by hand to read one module. Prints the figure and the chain; exits 1 above the limit
 * (IMPORT_DEPTH_LIMIT, default 8) or on a cycle, so `npm run check` keeps lib/ drawable.
 * dependency-cruiser reads the imports (type-only ones too) and holds the no-cycle rule
 * (.dependency-cruiser.cjs); it has no rule for a chain's length, so that is measured here on the
 * graph it returns.
 */
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = path.resolve(import.meta.dirname, '..');
const dir = process.argv[2] ?? 'lib';
const limit = Number(process.env.IMPORT_DEPTH_LIMIT ?? 8);

const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
const { output } = await cruise(
  [dir],
  { ...options, baseDir: root, includeOnly: `^${dir}/` },
  {},
  { tsConfig: extractTSConfig(path.join(root, options.tsConfig.fileName)) },
);

const graph = new Map(output.modules.map((m) => [m.source, m.dependencies.map((d) => d.resolved)]));
// The longest chain from each file, memoised; a file already on the path is a cycle, which the
// rule reports, so the walk stops there instead of going round.
const longest = new Map();
function chainFrom(file, onPath) {
  if (longest.has(file)) return longest.get(file);
  if (onPath.has(file)) return [file];
  onPath.add(file);
  let best = [];
  for (const dep of graph.get(file) ?? []) {
    const chain = chainFrom(dep, onPath);
    if (chain.length > best.length) best = chain;
  }
  onPath.delete(file);
  const chain = [file, ...best];
  longest.set(file, chain);
  return chain;
}
let worst = [];
for (const file of graph.keys()) {
  const chain = chainFrom(file, new Set());
  if (chain.length > worst.length) worst = chain;
}

console.log(`${dir}/: ${graph.size} files; longest chain of imports: ${worst.length} files`);
console.log(`  ${worst.join('\n  → ')}`);
// The rule names every edge of a cycle; each cycle is printed once, from its first file by name.
const broken = new Set();
for (const v of output.summary.violations) {
  if (!v.cycle) {
    broken.add(`${v.rule.name}: ${v.from} → ${v.to}`);
    continue;
  }
  const loop = [v.from, ...v.cycle.map((step) => step.name)].slice(0, -1);
  const first = loop.indexOf([...loop].sort()[0]);
  const turned = [...loop.slice(first), ...loop.slice(0, first)];
  broken.add(`cycle: ${[...turned, turned[0]].join(' → ')}`);
}
for (const line of broken) console.log(line);
if (worst.length > limit || output.summary.error > 0) {
  console.error(
    `${dir}/ must be drawable: at most ${limit} files in a chain of imports and no cycle.`,
  );
  process.exitCode = 1;
}
