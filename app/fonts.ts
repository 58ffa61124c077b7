import localFont from 'next/font/local';

// Self-hosted from the @fontsource-variable packages: no request ever leaves for a font host.
export const display = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
      style: 'italic',
    },
  ],
  weight: '300 700',
  variable: '--font-cormorant',
  display: 'swap',
  // Size the serif fallback like the face it stands in for, so the swap does not move text.
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const body = localFont({
  src: '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  variable: '--font-source-sans',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
