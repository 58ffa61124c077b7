/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listComponents, listPackages } from '@/lib/code-inventory';

function tree(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inventory-'));
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), '');
  }
  return dir;
}

describe('listComponents', () => {
  it('lists PascalCase .tsx files per folder, frame first, then ui, then sections', () => {
    const dir = tree([
      'sections/home/HomeHero.tsx',
      'sections/home/helpers.ts',
      'ui/Section.tsx',
      'ui/Badge.tsx',
      'ui/carousel/useInView.ts',
      'ui/carousel/CarouselControls.tsx',
      'layout/Navbar.tsx',
      'README.md',
    ]);
    expect(listComponents(dir)).toEqual([
      { folder: 'layout', components: ['Navbar'] },
      { folder: 'ui', components: ['Badge', 'Section'] },
      { folder: 'ui/carousel', components: ['CarouselControls'] },
      { folder: 'sections/home', components: ['HomeHero'] },
    ]);
  });
});

describe('listPackages', () => {
  it('splits runtime and tooling, drops @types and range markers', () => {
    const dir = tree([]);
    const file = path.join(dir, 'package.json');
    writeFileSync(
      file,
      JSON.stringify({
        dependencies: { next: '^16.4.6', zod: '~4.6.7' },
        devDependencies: { jest: '30.5.2', '@types/node': '^20' },
      }),
    );
    expect(listPackages(file)).toEqual({
      runtime: [
        { name: 'next', version: '16.4.6' },
        { name: 'zod', version: '4.6.7' },
      ],
      tooling: [{ name: 'jest', version: '30.5.2' }],
    });
  });
});
