/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { themeColor, themeColorAlpha } from '@/lib/theme-colors';

describe('brand colours outside CSS', () => {
  it('are the values app/globals.css declares', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    expect(css).toContain(`--color-parchment: ${themeColor('parchment')};`);
    expect(themeColor('night')).toBe('#1d1a22');
    expect(themeColorAlpha('night', 0.45)).toBe('rgba(29, 26, 34, 0.45)');
  });

  it('stop the build on a colour the theme does not declare', () => {
    expect(() => themeColor('saffron')).toThrow(
      'app/globals.css declares no colour --color-saffron',
    );
  });
});
