import localFont from 'next/font/local';

// Self-hosted (no request ever leaves for a font host), cut to the site's characters and weights
// by scripts/fonts.mjs. `optional`: a face that has not arrived within the first 100 ms is left
// out for that page view and the sized fallback stays, so text never moves when a font lands on a
// slow link; the file is cached for the next visit. Nothing is preloaded: on a slow link the HTML
// and the hero photo come first.
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
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const body = localFont({
  src: '../.cache/fonts/body-normal.woff2',
  weight: '400 700',
  variable: '--font-source-sans',
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
