#!/usr/bin/env node
// Cuts the self-hosted faces down to what the site sets: the characters of English copy and its
// typography (curly quotes, dashes, bullet, ₹, a few accented letters), the letters of modern
// Hindi for the Hindi pages, and the weights the stylesheet asks for. A phone on a slow link then
// fetches about half the bytes, and the browser falls back to the system face for any character
// outside the set, so nothing goes missing.
// Writes .cache/fonts/*.woff2 (read by app/fonts.ts); skipped when they are newer than this file.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.cache/fonts');

let ascii = '';
for (let c = 0x20; c < 0x7f; c++) ascii += String.fromCharCode(c);
export const CHARACTERS = `${ascii}\u00a0‘’“”–—•·…©®×₹°àáâäçèéêëíîïñóôöúûü`;

// Modern Hindi: the signs (candrabindu, anusvara, visarga), vowels, consonants, nukta and the
// nukta letters, vowel signs, virama, ॐ, the dandas, Devanagari digits and the abbreviation sign,
// plus ZWNJ/ZWJ (which pick explicit half forms) and the dotted circle a shaper draws under a
// stray mark. HarfBuzz keeps every conjunct these letters can form, so a word the copy gains
// later still shapes; a set cut to today's copy would not. No space: spaces come from the Latin
// face, which stays the first available font of every line. Vedic signs and the letters of
// other languages written in Devanagari are left out (4 KiB more for the whole block).
const HINDI_RANGES = [
  [0x901, 0x903],
  [0x905, 0x939],
  [0x93c, 0x94d],
  [0x950, 0x950],
  [0x958, 0x970],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
export const HINDI_CHARACTERS = HINDI_RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');
const hex = (c) => c.toString(16).toUpperCase().padStart(4, '0');
/** The same set as a CSS unicode-range; app/fonts.ts states it too (a unit test keeps them equal). */
export const HINDI_UNICODE_RANGE = HINDI_RANGES.map(([a, b]) =>
  a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`,
).join(', ');

// Weight ranges measured over every route at 390 and 1440 px: headings use 400–600 upright and
// 400 italic (quotes); the body face 400–700. Static TrueType faces lose their hinting: the Latin
// files carry none either, and at heading sizes it changes nothing on screen while it is a third
// of Tiro's bytes.
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
  {
    // Hindi headings: Tiro Devanagari Hindi has one upright weight.
    file: 'deva-display.woff2',
    from: '@fontsource/tiro-devanagari-hindi/files/tiro-devanagari-hindi-devanagari-400-normal.woff2',
    characters: HINDI_CHARACTERS,
    noHinting: true,
  },
  {
    // Hindi body text, for a device with no Devanagari font of its own (the platforms' fonts
    // come first in the stack). The same design Android ships.
    file: 'deva-body.woff2',
    from: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    characters: HINDI_CHARACTERS,
    axes: { wght: { min: 400, max: 700 } },
  },
];

const self = statSync(import.meta.filename).mtimeMs;
const fresh = (file) => existsSync(file) && statSync(file).mtimeMs > self;

async function main() {
  mkdirSync(outDir, { recursive: true });
  const made = [];
  for (const face of FACES) {
    const target = path.join(outDir, face.file);
    if (fresh(target)) continue;
    const source = readFileSync(require.resolve(face.from));
    const subset = await subsetFont(source, face.characters ?? CHARACTERS, {
      targetFormat: 'woff2',
      ...(face.axes && { variationAxes: face.axes }),
      ...(face.noHinting && { noHinting: true }),
    });
    writeFileSync(target, subset);
    made.push(
      `${face.file} ${(source.length / 1024).toFixed(1)} → ${(subset.length / 1024).toFixed(1)} KiB`,
    );
  }
  console.log(made.length ? `fonts: ${made.join(', ')}` : 'fonts: cached');
}

// Run as a script (npm run fonts), not when a test reads the sets above.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  void main();
}
