/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timings } from '@/lib/content/timings';

// CSS cannot import TypeScript: the stylesheet declares the navbar's anchor offset once as a
// theme token, and this keeps the number scripts and tests read equal to it.
describe('the anchor offset', () => {
  const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');

  it('is declared once in the theme and equals content/timings.ts', () => {
    const declared = [...css.matchAll(/--spacing-anchor:\s*(\d+)px;/g)].map((m) => Number(m[1]));
    expect(declared).toEqual([timings.anchorOffsetPx]);
  });

  it('is the only offset the stylesheet scrolls anchors by', () => {
    expect(css).toMatch(/scroll-padding-top:\s*--theme\(--spacing-anchor\)/);
    expect(css).not.toMatch(/scroll-(padding|margin)[\w-]*:\s*\d/);
  });
});
