/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, filesIn, specifiers } from './support/imports';

/**
 * One direction between folders: lib/ and components/ read content/, never the reverse, and
 * nothing the site ships imports the build scripts. Read from the source text, so a re-export or
 * a type-only import counts as much as any other: each ties the folders together the same way.
 */

/** The repository folder a specifier points into ('@/lib/x' → 'lib'), or null for a package. */
function targetFolder(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier.startsWith('.')) {
    target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier));
  } else return null;
  return target.split(/[\\/]/)[0] ?? null;
}

function crossings(folders: string[], forbidden: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    filesIn(folder).flatMap((file) =>
      specifiers(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((spec) => forbidden.includes(targetFolder(file, spec) ?? ''))
        .map((spec) => `${file} imports '${spec}'`),
    ),
  );
}

describe('import direction', () => {
  it('finds every kind of import it is meant to catch', () => {
    const sample = [
      "import { a } from '@/lib/a';",
      "import type { B } from '../components/b';",
      "export { c } from '../lib/c';",
      "import '../scripts/d.mjs';",
      "const e = await import('@/app/e');",
      "const f = require('../scripts/lib/f.cjs');",
      "import {\n  g,\n  h,\n} from './g';",
    ].join('\n');
    expect(specifiers(sample)).toEqual(
      expect.arrayContaining([
        '@/lib/a',
        '../components/b',
        '../lib/c',
        '../scripts/d.mjs',
        '@/app/e',
        '../scripts/lib/f.cjs',
        './g',
      ]),
    );
    expect(targetFolder('content/pages/x.ts', '../../lib/money')).toBe('lib');
    expect(targetFolder('content/x.ts', './format')).toBe('content');
    expect(targetFolder('content/x.ts', 'zod')).toBeNull();
  });

  it('content/ reads no lib/, components/, app/, hooks/ or scripts/', () => {
    expect(crossings(['content'], ['lib', 'components', 'app', 'hooks', 'scripts'])).toEqual([]);
  });

  it('nothing the site ships imports scripts/', () => {
    expect(crossings(['app', 'components', 'lib', 'hooks'], ['scripts'])).toEqual([]);
  });
});
