#!/usr/bin/env node
/*
 * The longest chain of imports inside lib/, and any cycle: how deep a newcomer must follow the
 * imports by hand to read one module. Prints the figure and the chain; exits 1 above the limit
 * (IMPORT_DEPTH_LIMIT, default 8) or on a cycle, so `npm run check` keeps lib/ drawable.
 * Type-only imports count too: a reader follows them as well.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = process.argv[2] ?? 'lib';
const limit = Number(process.env.IMPORT_DEPTH_LIMIT ?? 8);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.d.mts'];

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.mts') ? [full] : [];
  });
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  const stripped = base.replace(/\.(mjs|js)$/, '');
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => stripped + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && !candidate.endsWith('.d.mts'))
      return candidate;
  }
  // A .d.mts beside a .mjs names the .mjs.
  if (existsSync(`${stripped}.mjs`)) return `${stripped}.mjs`;
  return null;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
const scope = path.join(root, dir) + path.sep;
const files = filesUnder(path.join(root, dir));
const graph = new Map(
  files.map((f) => {
    const text = readFileSync(f, 'utf8');
    const deps = new Set();
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(f, m[1] ?? m[2]);
      if (target && target.startsWith(scope)) deps.add(target);
    }
    return [f, [...deps]];
  }),
);

const rel = (f) => path.relative(root, f);
const longest = new Map();
const cycles = [];
function chainFrom(f, stack) {
  if (longest.has(f)) return longest.get(f);
  if (stack.includes(f)) {
    cycles.push([...stack.slice(stack.indexOf(f)), f].map(rel));
    return [f];
  }
  let best = [];
  for (const d of graph.get(f) ?? []) {
    const c = chainFrom(d, [...stack, f]);
    if (c.length > best.length) best = c;
  }
  const chain = [f, ...best];
  longest.set(f, chain);
  return chain;
}
let worst = [];
for (const f of files) {
  const c = chainFrom(f, []);
  if (c.length > worst.length) worst = c;
}
console.log(`${dir}/: ${files.length} files; longest chain of imports: ${worst.length} files`);
console.log(`  ${worst.map(rel).join('\n  → ')}`);
for (const c of cycles) console.log(`cycle: ${c.join(' → ')}`);
if (worst.length > limit || cycles.length > 0) {
  console.error(
    `${dir}/ must be drawable: at most ${limit} files in a chain of imports and no cycle.`,
  );
  process.exitCode = 1;
}
