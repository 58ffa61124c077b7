#!/usr/bin/env node
// Cuts the two self-hosted faces down to what the site sets: the characters of English copy and
// its typography (curly quotes, dashes, bullet, ₹, a few accented letters) and the weights the
// stylesheet asks for. A phone on a slow link then fetches about half the bytes, and the browser
// falls back to the system face for any character outside the set, so nothing goes missing.
// Writes .cache/fonts/*.woff2 (read by app/fonts.ts); skipped when they are newer than this file.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.cache/fonts');

let ascii = '';
for (let c = 0x20; c < 0x7f; c++) ascii += String.fromCharCode(c);
export const CHARACTERS = `${ascii}\u00a0‘’“”–—•·…©®×₹°àáâäçèéêëíîïñóôöúûü`;

// Weight ranges measured over every route at 390 and 1440 px: headings use 400–600 upright and
// 400 italic (quotes); the body face 400–700.
export const FACES = [
  {
    file: 'display-normal.woff2',
    from: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    axes: { wght: { min: 400, max: 600 } },
  },
  {
    file: 'display-italic.woff2',
    from: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
    axes: { wght: 400 },
  },
  {
    file: 'body-normal.woff2',
    from: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    axes: { wght: { min: 400, max: 700 } },
  },
];

const self = statSync(import.meta.filename).mtimeMs;
const fresh = (file) => existsSync(file) && statSync(file).mtimeMs > self;

mkdirSync(outDir, { recursive: true });
const made = [];
for (const face of FACES) {
  const target = path.join(outDir, face.file);
  if (fresh(target)) continue;
  const source = readFileSync(require.resolve(face.from));
  const subset = await subsetFont(source, CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: face.axes,
  });
  writeFileSync(target, subset);
  made.push(
    `${face.file} ${(source.length / 1024).toFixed(1)} → ${(subset.length / 1024).toFixed(1)} KiB`,
  );
}
console.log(made.length ? `fonts: ${made.join(', ')}` : 'fonts: cached');
