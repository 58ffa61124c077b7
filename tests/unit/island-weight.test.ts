/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, filesIn, specifiers } from './support/imports';

/**
 * tailwind-merge weighs 8.6 KiB (gzip) and its first call builds a class map: about 50 ms of a
 * phone's main thread at a 4× slower processor, spent while the page is taken over. Server
 * components merge classes at build time for free; the islands a guest meets on every page (the
 * navigation, carousels, the lightbox, the map, the room tabs) join theirs with clsx alone, so
 * they leave it out of the browser. Only the form islands (their fields' states override the
 * defaults) still carry it, on the pages with a form.
 */

const FORM_ISLANDS = new Set([
  // The family's reply page: a form of its own, on a page no guest loads.
  'components/admin/ReplyDesk.tsx',
  'components/contact-form/ContactForm.tsx',
  'components/stay-request/StayRequest.tsx',
  'components/stay-request/StayRequestSlot.tsx',
  'components/stay-request/AvailabilityCalendar.tsx',
  'components/stay-request/StayCalendar.tsx',
  'components/ui/Select.tsx',
  'components/ui/SelectMenu.tsx',
]);

const isIsland = (file: string) =>
  /^\s*['"]use client['"]/.test(readFileSync(path.join(ROOT, file), 'utf8'));

/** The repository file a specifier names, or the package name for anything outside. */
function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return specifier;
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : path.relative(ROOT, path.resolve(ROOT, path.dirname(from), specifier));
  const file = ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((f) => existsSync(path.join(ROOT, f)));
  return file ?? base;
}

/**
 * Everything a module brings along in its own chunk, itself included: its static imports. An
 * `import()` loads another island, with a chunk of its own, checked on its own.
 */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!/\.tsx?$/.test(file)) return seen;
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  for (const spec of specifiers(source, 'static')) reach(resolve(file, spec), seen);
  return seen;
}

const carriesMerge = (file: string) => {
  const reached = reach(file);
  return reached.has('lib/cn.ts') || reached.has('tailwind-merge');
};

describe('what the islands carry', () => {
  const islands = [...filesIn('components'), ...filesIn('app')].filter(isIsland);

  it('finds the islands, and a form island reaching tailwind-merge', () => {
    expect(islands).toEqual(
      expect.arrayContaining([
        'components/layout/NavLinks.tsx',
        'components/ui/carousel/CarouselIsland.tsx',
      ]),
    );
    expect(carriesMerge('components/contact-form/ContactForm.tsx')).toBe(true);
  });

  it('no island but the forms brings tailwind-merge into the browser', () => {
    expect(islands.filter((f) => !FORM_ISLANDS.has(f) && carriesMerge(f))).toEqual([]);
  });
});
