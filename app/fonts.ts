import localFont from 'next/font/local';

// Self-hosted (no request ever leaves for a font host), cut to the site's characters and weights
// by scripts/subset-fonts.mjs. `optional`: a face that has not arrived within the first 100 ms is left
// out for that page view and the sized fallback stays, so text never moves when a font lands on a
// slow link; the file is cached for the next visit. Nothing is preloaded: on a slow link the HTML
// and the hero photo come first.
//
// Each face's variable holds only the face (and its sized fallback): app/globals.css writes the
// whole stack, so the Devanagari faces can sit after the Latin ones and before any generic family
// (a generic would otherwise catch the Hindi letters first).
export const display = localFont({
  src: [
    { path: '../.cache/fonts/display-normal.woff2', weight: '400 600', style: 'normal' },
    { path: '../.cache/fonts/display-italic.woff2', weight: '400', style: 'italic' },
  ],
  variable: '--font-cormorant',
  display: 'optional',
  preload: false,
  // Size the serif fallback like the face it stands in for.
  adjustFontFallback: 'Times New Roman',
  fallback: [],
});

export const body = localFont({
  src: '../.cache/fonts/body-normal.woff2',
  weight: '400 700',
  variable: '--font-source-sans',
  display: 'optional',
  preload: false,
  fallback: [],
});

// The two Devanagari faces declare the letters of modern Hindi as their unicode-range, the set
// scripts/subset-fonts.mjs cuts them to (written out in each, as next/font reads only literals; a unit
// test keeps all three equal). So a browser fetches them only for text that has such letters, the
// Latin face stays the first available font of every line (spaces, digits and line height come
// from it), and Latin words inside Hindi copy keep the brand faces.

// Hindi headings: Tiro Devanagari Hindi, the one Devanagari face with Cormorant's broad-nib
// stroke. One upright weight (the stylesheet keeps the browser from faking bold or italic). No
// sized fallback: next/font would size Times New Roman from Latin letters this file does not
// have, and such a fallback holds no Devanagari anyway.
export const devaDisplay = localFont({
  src: '../.cache/fonts/deva-display.woff2',
  weight: '400',
  style: 'normal',
  variable: '--font-tiro-devanagari',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0901-0903, U+0905-0939, U+093C-094D, U+0950, U+0958-0970, U+200C-200D, U+25CC',
    },
  ],
});

// Hindi body text: last in the stack, after the platforms' own Devanagari fonts, for a device that
// has none (Chromium on a bare Linux box draws nothing at all for Hindi without it).
export const devaBody = localFont({
  src: '../.cache/fonts/deva-body.woff2',
  weight: '400 700',
  style: 'normal',
  variable: '--font-noto-sans-devanagari',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0901-0903, U+0905-0939, U+093C-094D, U+0950, U+0958-0970, U+200C-200D, U+25CC',
    },
  ],
});

/** Every face's variable class, for the root element of both languages' layouts. */
export const fontVariables: string = [display, body, devaDisplay, devaBody]
  .map((f) => f.variable)
  .join(' ');
