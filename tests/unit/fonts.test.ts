/** @jest-environment node */
// The Devanagari faces: the characters scripts/subset-fonts.mjs cuts them to, the unicode-range
// app/fonts.ts declares for them, and the stacks in app/globals.css that put them to work.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACES, HINDI_CHARACTERS, HINDI_UNICODE_RANGE } from '../../scripts/subset-fonts.mjs';
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

  /** A stack from app/globals.css with the platform faces the given language's pages name. */
  function stackFor(name: 'font-display' | 'font-sans', lang: 'en' | 'hi'): string {
    const css = read('app/globals.css');
    const block = (selector: string) =>
      new RegExp(`\\n\\s*${selector.replace(/[:()]/g, '\\$&')} \\{([^}]+)\\}`).exec(css)?.[1] ?? '';
    const blocks = lang === 'hi' ? [block(':root:lang(hi)'), block(':root')] : [block(':root')];
    const value = (source: string, prop: string) =>
      new RegExp(`--${prop}:([^;]+);`).exec(source)?.[1]?.replace(/\s+/g, ' ').trim();
    // Substitutes the variables the language's root blocks define (the face variables next/font
    // sets are left as they are), until none is left.
    let stack = value(css, name) ?? '';
    for (let before = ''; before !== stack;) {
      before = stack;
      stack = stack.replace(
        /var\(--([\w-]+)\)/g,
        (whole, prop: string) =>
          blocks.map((b) => value(b, prop)).find((v) => v !== undefined) ?? whole,
      );
    }
    return stack;
  }
  const families = (stack: string) => stack.split(', ').sort();

  it('follow the brand faces and come before any generic family', () => {
    for (const lang of ['en', 'hi'] as const) {
      const display = stackFor('font-display', lang);
      expect(display).toMatch(/^var\(--font-cormorant\), var\(--font-tiro-devanagari, Georgia\), /);
      expect(display).toMatch(/'Noto Serif Devanagari'.*serif$/);
      const sans = stackFor('font-sans', lang);
      expect(sans.indexOf('var(--font-source-sans)')).toBe(0);
      // The platforms' own Devanagari fonts before the generic; the self-hosted one is the last
      // resort.
      expect(sans).toMatch(
        /'Mangal'.*, sans-serif, var\(--font-noto-sans-devanagari, sans-serif\)$/,
      );
    }
  });

  it('name the Latin system faces first on English pages and the Devanagari ones on Hindi pages', () => {
    const [enSans, hiSans] = [stackFor('font-sans', 'en'), stackFor('font-sans', 'hi')];
    const [enDisplay, hiDisplay] = [stackFor('font-display', 'en'), stackFor('font-display', 'hi')];
    expect(enSans).toMatch(/^var\(--font-source-sans\), system-ui, /);
    expect(hiSans).toMatch(
      /^var\(--font-source-sans\), 'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', 'Mangal', system-ui, /,
    );
    expect(enDisplay).toMatch(/Georgia\), Georgia, 'Times New Roman', 'Noto Serif Devanagari'/);
    expect(hiDisplay).toMatch(/Georgia\), 'Noto Serif Devanagari', .*'Kokila', Georgia, /);
    // Only the order differs: a face named on one edition's pages is named on the other's.
    expect(families(hiSans)).toEqual(families(enSans));
    expect(families(hiDisplay)).toEqual(families(enDisplay));
  });

  it('hand every face variable to the layouts', () => {
    const faces = read('app/fonts.ts').match(/= localFont\(/g) ?? [];
    expect(faces).toHaveLength(4);
    expect(fontVariables.split(' ')).toHaveLength(faces.length);
  });
});
