import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/*
 * The codebase stays as small as what it does: a newcomer reads about twenty kinds of section,
 * one day-arithmetic module and files short enough to hold in mind. These are the limits the
 * team agreed; raising one is a decision to make in review, not a test to loosen quietly.
 */

const root = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'hooks', 'scripts', 'tests', 'bench'];
const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const MAX_SECTION_KINDS = 22;
const MAX_SECTION_FILES = 30;
const MAX_SOURCE_LINES = 800;
const MAX_README_LINES = 300;

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  let names: string[];
  try {
    names = readdirSync(full);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name === 'out') return [];
    const rel = path.join(dir, name);
    return statSync(path.join(root, rel)).isDirectory() ? filesUnder(rel) : [rel];
  });
}

function kindsIn(blocks: unknown, into: Set<string>) {
  if (!Array.isArray(blocks)) return;
  for (const block of blocks) {
    if (typeof block !== 'object' || block === null) continue;
    if ('type' in block && typeof block.type === 'string') into.add(block.type);
    if ('blocks' in block) kindsIn(block.blocks, into);
  }
}

test(`the pages place at most ${MAX_SECTION_KINDS} kinds of section`, () => {
  const kinds = new Set<string>();
  for (const file of filesUnder('content/pages')) {
    if (!file.endsWith('.yaml')) continue;
    const page: unknown = parse(readFileSync(path.join(root, file), 'utf8'));
    if (typeof page === 'object' && page !== null && 'blocks' in page) kindsIn(page.blocks, kinds);
  }
  const sorted = [...kinds].sort();
  expect(sorted.length).toBeGreaterThan(0);
  // On failure the list of kinds is printed, to see which to fold.
  expect(sorted.length <= MAX_SECTION_KINDS ? [] : sorted).toEqual([]);
});

test(`components/sections holds at most ${MAX_SECTION_FILES} files`, () => {
  const files = filesUnder('components/sections');
  expect(files.length).toBeGreaterThan(0);
  expect(files.length).toBeLessThanOrEqual(MAX_SECTION_FILES);
});

test(`no source file is longer than ${MAX_SOURCE_LINES} lines`, () => {
  const long = SOURCE_DIRS.flatMap(filesUnder)
    .filter((f) => SOURCE_EXT.test(f))
    .map((f) => ({ f, lines: readFileSync(path.join(root, f), 'utf8').split('\n').length }))
    .filter(({ lines }) => lines > MAX_SOURCE_LINES)
    .map(({ f, lines }) => `${f}: ${lines} lines`);
  expect(long).toEqual([]);
});

// Next names its route files itself (page, layout, error, route…): those names repeat by design.
const ROUTE_FILE = /^(page|layout|error|route|not-found|loading|template|default)$/;

test('no two source files share a name', () => {
  const byName = new Map<string, string[]>();
  for (const f of SOURCE_DIRS.flatMap(filesUnder).filter((f) => SOURCE_EXT.test(f))) {
    const name = path.basename(f).replace(/\.[^.]+$/, '');
    if (ROUTE_FILE.test(name)) continue;
    byName.set(name, [...(byName.get(name) ?? []), f]);
  }
  expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
});

test('the length of a day is written once, in the date module', () => {
  const dayLength = /86_?400_?000|24 \* 60 \* 60 \* 1000|1000 \* 60 \* 60 \* 24|86_?400\b/;
  const writers = ['app', 'components', 'lib', 'hooks', 'scripts']
    .flatMap(filesUnder)
    .filter((f) => SOURCE_EXT.test(f))
    .filter((f) => dayLength.test(readFileSync(path.join(root, f), 'utf8')));
  expect(writers).toHaveLength(1);
});

test(`README.md is at most ${MAX_README_LINES} lines`, () => {
  const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length;
  expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
});
