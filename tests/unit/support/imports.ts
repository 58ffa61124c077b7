import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Reading the repository's modules and what they import, from their source text. */

export const ROOT = path.join(__dirname, '..', '..', '..');
const SOURCE = /\.(?:[cm]?[jt]sx?|d\.[cm]ts)$/;

/** Every source file under a folder, as a path from the repository root. */
export function filesIn(folder: string): string[] {
  const dir = path.join(ROOT, folder);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const STATIC = /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g;
const OTHERS = [
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/**
 * The modules a file names. `static` alone: import/export … from, what a bundler puts in the
 * file's own chunk. Otherwise also side-effect imports, import() and require().
 */
export function specifiers(source: string, only: 'static' | 'all' = 'all'): string[] {
  const patterns = only === 'static' ? [STATIC] : [STATIC, ...OTHERS];
  return patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1] ?? ''));
}
