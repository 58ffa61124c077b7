/** @jest-environment node */
// The Devanagari faces: the characters scripts/fonts.mjs cuts them to, the unicode-range
// app/fonts.ts declares for them, and the stacks in app/globals.css that put them to work.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACES, HINDI_CHARACTERS, HINDI_UNICODE_RANGE } from '../../scripts/fonts.mjs';
import { fontVariables } from '@/app/fonts';

const read = (file: string) => readFileSync(path.join(__dirname, '../..', file), 'utf8');

/** Every code point a CSS unicode-range covers. */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [a, b = a] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    const from = parseInt(a, 16);
    return Array.from({ length: parseInt(b, 16) - from + 1 }, (_, i) => from + i);
  });
}

describe('the Devanagari faces', () => {
  it('declare exactly the letters their files are cut to', () => {
    const declared = [...read('app/fonts.ts').matchAll(/value: '(U\+[^']+)'/g)].map((m) => m[1]);
    expect(declared).toEqual([HINDI_UNICODE_RANGE, HINDI_UNICODE_RANGE]);
    expect(codePoints(HINDI_UNICODE_RANGE)).toEqual(
      [...HINDI_CHARACTERS].map((c) => c.codePointAt(0)),
    );
  });

  it('cover modern Hindi and leave the space to the Latin face', () => {
    const set = new Set(HINDI_CHARACTERS);
    for (const c of 'क्षत्रिय ज्ञान श्रृंगार ऋषिकेश ॐ बर्फ़ीली स्मृति अँगना। १२३'.replace(/ /g, ''))
      expect(set).toContain(c);
    expect(set).not.toContain(' ');
    const deva = FACES.filter((f) => f.characters === HINDI_CHARACTERS);
    expect(deva.map((f) => f.file)).toEqual(['deva-display.woff2', 'deva-body.woff2']);
  });

  it('follow the brand faces and come before any generic family', () => {
    const css = read('app/globals.css');
    const stack = (name: string) =>
      new RegExp(`--${name}:([^;]+);`).exec(css)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
    const display = stack('font-display');
    expect(display.indexOf('var(--font-cormorant)')).toBe(0);
    expect(display.indexOf('var(--font-tiro-devanagari')).toBeLessThan(display.indexOf('serif'));
    expect(display).toMatch(/'Noto Serif Devanagari'.*serif$/);
    const sans = stack('font-sans');
    expect(sans.indexOf('var(--font-source-sans)')).toBe(0);
    // The platforms' own Devanagari fonts first; the self-hosted one is the last resort.
    expect(sans).toMatch(
      /'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', 'Mangal', sans-serif, var\(--font-noto-sans-devanagari, sans-serif\)$/,
    );
  });

  it('hand every face variable to the layouts', () => {
    const faces = read('app/fonts.ts').match(/= localFont\(/g) ?? [];
    expect(faces).toHaveLength(4);
    expect(fontVariables.split(' ')).toHaveLength(faces.length);
  });
});
